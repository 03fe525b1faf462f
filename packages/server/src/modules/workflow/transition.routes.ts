/** PUT /v1/tales/ (seed §7): every role's decision on a tale, taken by the state machine of tale-transition.service.ts. */
import { taleConflictAnswerSchema, taleFullSchema, taleTransitionSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { taleTransitions } from './tale-transition.service.ts';

const staleAnswer = taleConflictAnswerSchema.describe(
  'STALE_VERSION: based on an older version, `tale` is the tale as it is now; WRONG_STATE: not in a state for this.',
);

export const transitionRoutes: FastifyPluginAsyncZod<{
  transitions: ReturnType<typeof taleTransitions>;
}> = async (app, { transitions }) => {
  app.put(
    '/',
    {
      schema: {
        tags: ['tales'],
        body: taleTransitionSchema,
        response: { 200: taleFullSchema, ...errorAnswers(400, 401, 403, 404, 413, 415), 409: staleAnswer },
      },
    },
    async (request) => transitions.transition(sessionOf(request), request.body),
  );
};
