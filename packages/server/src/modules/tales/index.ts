/**
 * Tales: a compiler's tales and their source persons, the editors' edits, and the tale groups they are filed
 * under (tale-groups/). Offers `app.tales` to search, the workflow and the PDFs, which read a tale as its viewer
 * may see it, and with `onTextSaved` lets them write what they derive from a tale's text along with it.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sourcePersonRoutes } from './source-person.routes.ts';
import { taleRepository } from './tale.repository.ts';
import { taleRoutes } from './tale.routes.ts';
import { type TaleService, taleService } from './tale.service.ts';
import { taleGroupsPlugin } from './tale-groups/index.ts';
import { type TextSavedHooks, textSavedHooks } from './text-saved.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tales: TaleService & { onTextSaved: TextSavedHooks['add'] };
  }
}

export const talesModule: FastifyPluginAsync = fp(
  async (app) => {
    const textSaved = textSavedHooks();
    const tales = taleService({
      repo: taleRepository(app.db, textSaved),
      attachments: app.attachments,
    });
    app.decorate('tales', { ...tales, onTextSaved: textSaved.add });
    await app.register(taleRoutes, { prefix: '/v1/tales', tales });
    await app.register(sourcePersonRoutes, { prefix: '/v1/sourcePersons', tales });
    await app.register(taleGroupsPlugin);
  },
  { name: 'tales', dependencies: ['platform', 'attachments'] },
);
