/**
 * GET /v1/tales/myPastReviews and GET /v1/tales/myPastReviews/summary (`/masal/myPastReviews`): the
 * workflow decisions the signed-in person made, and their counts per decision and per month. Editor-type roles
 * only (the `review` permission); registered under the tale routes' /tales prefix, as the editors' queue is.
 */
import {
  pastReviewListAnswerSchema,
  pastReviewListQuerySchema,
  pastReviewSummaryQuerySchema,
  pastReviewSummarySchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../plugins/auth.ts';
import { errorAnswers } from '../../../plugins/route-schemas.ts';
import type { PastReviewService } from './past-review.service.ts';

const tags = ['tales'];

export const pastReviewRoutes: FastifyPluginAsyncZod<{ pastReviews: PastReviewService }> = async (
  app,
  { pastReviews },
) => {
  app.get(
    '/myPastReviews',
    {
      schema: {
        tags,
        querystring: pastReviewListQuerySchema,
        response: { 200: pastReviewListAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => pastReviews.list(sessionOf(request).userId, request.query),
  );

  app.get(
    '/myPastReviews/summary',
    {
      schema: {
        tags,
        querystring: pastReviewSummaryQuerySchema,
        response: { 200: pastReviewSummarySchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => pastReviews.summary(sessionOf(request).userId, request.query),
  );
};
