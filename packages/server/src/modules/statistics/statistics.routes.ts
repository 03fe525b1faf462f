/**
 * GET /v1/statistics/… (decisions.md "Statistics"): the home page's map and figures for every signed-in
 * user (public: completed and published tales), every status (`scope=all`), the editors' throughput and the CSV
 * export for admins.
 */
import {
  statisticsAreaParamsSchema,
  statisticsAreaSchema,
  statisticsMapSchema,
  statisticsRangeQuerySchema,
  statisticsScopeQuerySchema,
  statisticsSummarySchema,
  throughputQuerySchema,
  throughputSchema,
  topUploadersQuerySchema,
  topUploadersSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../downloads/content-disposition.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { StatisticsService } from './statistics.service.ts';
import { STATISTICS_CSV_NAME, statisticsCsv } from './statistics-csv.ts';

const tags = ['statistics'];
const security = [{ bearer: [] }];

export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: StatisticsService }> = async (
  app,
  { statistics },
) => {
  app.get(
    '/map',
    {
      schema: {
        tags,
        security,
        summary: 'Tales per region and per province (all 7 and 81, zeros included)',
        querystring: statisticsRangeQuerySchema,
        response: { 200: statisticsMapSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => statistics.map(sessionOf(request), request.query),
  );

  app.get(
    '/area/:region',
    {
      schema: {
        tags,
        security,
        summary: "One region's provinces with their tale counts",
        params: statisticsAreaParamsSchema,
        querystring: statisticsScopeQuerySchema,
        response: { 200: statisticsAreaSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => statistics.area(sessionOf(request), request.params.region, request.query.scope),
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        security,
        summary: 'Tales by status, type, month of submission and institution',
        querystring: statisticsRangeQuerySchema,
        response: { 200: statisticsSummarySchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => statistics.summary(sessionOf(request), request.query),
  );

  app.get(
    '/topUploaders',
    {
      schema: {
        tags,
        security,
        summary: 'The people with the most tales',
        querystring: topUploadersQuerySchema,
        response: { 200: topUploadersSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => statistics.topUploaders(sessionOf(request), request.query.scope, request.query.limit),
  );

  app.get(
    '/throughput',
    {
      schema: {
        tags,
        security,
        summary: "Days from submission to the editor's verdict, median and 90th percentile (admin)",
        querystring: throughputQuerySchema,
        response: { 200: throughputSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => statistics.throughput(request.query),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: `Every figure as a CSV file (UTF-8 with BOM, ';'), ${STATISTICS_CSV_NAME} (admin)`,
        querystring: statisticsRangeQuerySchema,
        response: { 200: z.string().describe('text/csv; charset=utf-8'), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = sessionOf(request);
      const { from, to } = request.query;
      const [summary, map, throughput] = await Promise.all([
        statistics.summary(viewer, request.query),
        statistics.map(viewer, request.query),
        statistics.throughput({ from, to }),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', STATISTICS_CSV_NAME))
        .header('cache-control', 'no-store')
        .send(statisticsCsv(summary, map, throughput));
    },
  );
};
