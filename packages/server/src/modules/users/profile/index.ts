/** Profile: a person's own account — details, password and e-mail change (their KVKK rights are modules/kvkk). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { emailChangeRepository } from './email-change.repository.ts';
import { emailChangeRoutes } from './email-change.routes.ts';
import { emailChangeService } from './email-change.service.ts';
import { profileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { profileService } from './profile.service.ts';

export const profilePlugin: FastifyPluginAsync = fp(
  async (app) => {
    const { db, secrets } = app;
    const profiles = profileRepository(db);
    const emailChange = emailChangeService({
      repo: emailChangeRepository(db),
      profiles,
      mailQueue: app.mailQueue,
    });
    await app.register(emailChangeRoutes, { prefix: '/v1', emailChange, perAddress: app.perAddress });
    await app.register(profileRoutes, {
      prefix: '/v1/profile',
      profile: profileService({ repo: profiles, secrets, institutions: app.institutions }),
    });
  },
  { name: 'profile', dependencies: ['platform', 'mail', 'institutions'] },
);
