/**
 * KVKK: the person's rights over their own data from their session — a copy of everything kept about them and
 * the request to delete the account. The URLs stay under /v1/profile, where the seed puts the person's own data.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { personalDataRepository } from './personal-data.repository.ts';
import { personalDataRoutes } from './personal-data.routes.ts';
import { personalDataService } from './personal-data.service.ts';

export const kvkkModule: FastifyPluginAsync = fp(
  async (app) => {
    const { db, secrets } = app;
    await app.register(personalDataRoutes, {
      prefix: '/v1/profile',
      personalData: personalDataService({ repo: personalDataRepository(db), secrets }),
    });
  },
  { name: 'kvkk', dependencies: ['platform'] },
);
