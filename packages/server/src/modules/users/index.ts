/**
 * Users: the admins' user list, roles, invitations and deletion (KVKK); every person's profile image; a person's
 * own account (profile/: details, password and e-mail change).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { profilePlugin } from './profile/index.ts';
import { profileImageRepository } from './profile-image.repository.ts';
import { profileImageFileRoutes, profileImageUploadRoutes } from './profile-image.routes.ts';
import { profileImageService } from './profile-image.service.ts';
import { userAdminRepository } from './user-admin.repository.ts';
import { userAdminRoutes } from './user-admin.routes.ts';
import { userAdminService } from './user-admin.service.ts';
import { userAnonymizeRepository } from './user-anonymize.repository.ts';
import { userDeletionService } from './user-deletion.service.ts';

export const usersModule: FastifyPluginAsync = fp(
  async (app) => {
    const { db, secrets, storage, log } = app;
    await app.register(userAdminRoutes, {
      prefix: '/v1/users',
      users: userAdminService({ repo: userAdminRepository(db), secrets, mailQueue: app.mailQueue }),
      deletions: userDeletionService({ repo: userAnonymizeRepository(db), secrets, storage, log }),
    });
    await app.register(profileImageUploadRoutes, {
      prefix: '/v1/upload',
      profileImages: profileImageService({ repo: profileImageRepository(db), storage, log }),
      maxUploadBytes: app.config.maxUploadBytes,
    });
    // The stored image under /uploads/, outside /v1, as its profileImageUrl names it.
    await app.register(profileImageFileRoutes, { storage });
    await app.register(profilePlugin);
  },
  { name: 'users', dependencies: ['platform', 'mail', 'institutions'] },
);
