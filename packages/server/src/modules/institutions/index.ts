/** Institutions: the list the sign-up picks from, kept by the admins; offers `app.institutions` to auth and profile. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { institutionRepository } from './institution.repository.ts';
import { institutionRoutes } from './institution.routes.ts';
import { type InstitutionService, institutionService } from './institution.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    institutions: InstitutionService;
  }
}

export const institutionsModule: FastifyPluginAsync = fp(
  async (app) => {
    const institutions = institutionService(institutionRepository(app.db));
    app.decorate('institutions', institutions);
    await app.register(institutionRoutes, { prefix: '/v1/institution', institutions });
  },
  { name: 'institutions', dependencies: ['platform'] },
);
