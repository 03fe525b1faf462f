/**
 * The open archive: open data of published tales under /v1/open and OAI-PMH at /oai. Offers `app.openData`
 * (a published tale's public record) to the reading room.
 */
import { t } from '@masal/shared';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { oaiRoutes } from './oai/oai.routes.ts';
import { oaiService } from './oai/oai.service.ts';
import { openDataRepository } from './open-data.repository.ts';
import { openDataRoutes } from './open-data.routes.ts';
import { type OpenDataService, openDataService } from './open-data.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    openData: OpenDataService;
  }
}

/** The address in MAIL_FROM (`Name <address>` or the address alone): the portal's, not a person's. */
const addressOf = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

export const openDataModule: FastifyPluginAsync = fp(
  async (app) => {
    const { config } = app;
    const repository = openDataRepository(app.db);
    const openData = openDataService(repository, {
      publicUrl: config.publicUrl,
      license: config.openDataLicense,
    });
    app.decorate('openData', openData);
    const oai = oaiService(repository, openData, {
      baseUrl: `${config.publicUrl}/oai`,
      repositoryName: t('app.title'),
      adminEmail: config.oaiAdminEmail ?? addressOf(config.mailFrom),
      host: new URL(config.publicUrl).hostname,
    });
    await app.register(openDataRoutes, { prefix: '/v1/open', openData });
    await app.register(oaiRoutes, { oai });
  },
  { name: 'open-data', dependencies: ['platform'] },
);
