/** Search calls of seed §7: POST /tales/search, /detailSearch, /byProperty, /criterion/full. */
import {
  byPropertyAnswerSchema,
  byPropertySchema,
  criterionFullAnswerSchema,
  criterionFullSchema,
  detailSearchAnswerSchema,
  detailSearchSchema,
  taleSearchAnswerSchema,
  taleSearchSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { SearchService } from './search.service.ts';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: "Header search: at most 20 tales; a writer-only caller's own tales only, whatever userId",
        body: taleSearchSchema,
        response: { 200: taleSearchAnswerSchema, ...errorAnswers(400, 403) },
      },
    },
    async (request) => search.header(sessionOf(request), request.body),
  );

  app.post(
    '/detailSearch',
    {
      schema: {
        tags,
        summary: 'Detailed search with facet counts (staff)',
        body: detailSearchSchema,
        response: { 200: detailSearchAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => search.detail(sessionOf(request), request.body),
  );

  app.post(
    '/byProperty',
    {
      schema: {
        tags,
        summary: "The tales with one property's value (staff)",
        body: byPropertySchema,
        response: { 200: byPropertyAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => search.byProperty(sessionOf(request), request.body),
  );

  app.post(
    '/criterion/full',
    {
      schema: {
        tags,
        summary: "The detailed search's criteria answered as whole tales (staff)",
        body: criterionFullSchema,
        response: { 200: criterionFullAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => search.criterionFull(sessionOf(request), request.body),
  );
};
