/** Past reviews: the earlier rounds of a tale's review, read back by staff. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pastReviewRepository } from './past-review.repository.ts';
import { pastReviewRoutes } from './past-review.routes.ts';
import { pastReviewService } from './past-review.service.ts';

export const pastReviewsPlugin: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(pastReviewRoutes, {
      prefix: '/v1/tales',
      pastReviews: pastReviewService(pastReviewRepository(app.db)),
    });
  },
  { name: 'past-reviews', dependencies: ['platform'] },
);
