/**
 * Auth: sign-up, activation, sign-in, sessions, password resets. Registers the sessions the request guard
 * (plugins/auth.ts) resolves tokens with, and the composer of its mails.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerAuth } from '../../plugins/auth.ts';
import { authRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { authService } from './auth.service.ts';
import { authMailComposer, isAuthMail } from './auth-mails.ts';
import { sessionRepository } from './session.repository.ts';
import { sessionService } from './session.service.ts';
import { signInAttempts } from './sign-in-attempts.ts';

export const authModule: FastifyPluginAsync = fp(
  async (app) => {
    const { config, db } = app;
    const sessions = sessionService(sessionRepository(db), config.limits);
    registerAuth(app, sessions);
    const repo = authRepository(db);
    app.mailComposers.add(
      isAuthMail,
      authMailComposer({
        repo,
        jobs: app.mailJobs,
        publicUrl: config.publicUrl,
        requestedPerHour: config.limits.requestedMailsPerAccountPerHour,
      }),
    );
    const { signInFailuresPerAccountAndAddress, authWindowMs } = config.limits;
    const auth = authService({
      repo,
      sessions,
      secrets: app.secrets,
      mailQueue: app.mailQueue,
      attempts: signInAttempts(
        app.limits.limiter('signIn', signInFailuresPerAccountAndAddress, authWindowMs),
      ),
      institutions: app.institutions,
    });
    await app.register(authRoutes, { prefix: '/v1/auth', auth, perAddress: app.perAddress });
  },
  { name: 'auth', dependencies: ['platform', 'mail', 'institutions'] },
);
