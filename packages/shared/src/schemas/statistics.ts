/**
 * Statistics: the home page's map and figures and the admin statistics screen. "Public" figures count
 * only completed and published tales; `scope=all` (every status) is for admins. Days are Istanbul days of the
 * tale's submission.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG, statisticsLimitInvalid } from '../messages.ts';
import { optionalDayQuery } from './dates.ts';

const STATISTICS_SCOPES = ['public', 'all'] as const;
export type StatisticsScope = (typeof STATISTICS_SCOPES)[number];

/** topUploaders: how many people by default and at most. */
const TOP_UPLOADERS_DEFAULT = 10;
const TOP_UPLOADERS_MAX = 50;

const scope = z.enum(STATISTICS_SCOPES, { message: MSG.statisticsScopeInvalid }).default('public');
const day = optionalDayQuery();
const dayRange = { message: MSG.auditDateRange, path: ['to'] };

export const statisticsScopeQuerySchema = z.object({ scope });

/** map, summary and export: the scope and the submission days, both inclusive. */
export const statisticsRangeQuerySchema = z
  .object({ scope, from: day, to: day })
  .refine((q) => !q.from || !q.to || q.from <= q.to, dayRange);

const limitMessage = statisticsLimitInvalid(TOP_UPLOADERS_MAX);
export const topUploadersQuerySchema = z.object({
  scope,
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(TOP_UPLOADERS_MAX, limitMessage)
    .default(TOP_UPLOADERS_DEFAULT),
});

/** throughput (admin only): the submission days. */
export const throughputQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => !q.from || !q.to || q.from <= q.to, dayRange);

/** The region of GET /v1/statistics/area/{region}; an unknown one is 404, not 400. */
export const statisticsAreaParamsSchema = z.object({ region: z.string().max(100) });

const regionCountSchema = z.object({ region: z.string(), count: z.number() });
const provinceCountSchema = z.object({
  city: z.string(),
  plateNumber: z.number(),
  region: z.string(),
  count: z.number(),
});

/** GET /v1/statistics/map: every region and province, zeros included. */
export const statisticsMapSchema = z.object({
  scope: z.enum(STATISTICS_SCOPES),
  total: z.number(),
  regions: z.array(regionCountSchema),
  provinces: z.array(provinceCountSchema),
});
export type StatisticsMap = z.infer<typeof statisticsMapSchema>;

/** GET /v1/statistics/area/{region}: the region's provinces, zeros included. */
export const statisticsAreaSchema = z.object({
  region: z.string(),
  total: z.number(),
  provinces: z.array(provinceCountSchema.omit({ region: true })),
});
export type StatisticsArea = z.infer<typeof statisticsAreaSchema>;

/** GET /v1/statistics/summary; a tale without a type or institution counts under id and name null. */
export const statisticsSummarySchema = z.object({
  scope: z.enum(STATISTICS_SCOPES),
  total: z.number(),
  byStatus: z.array(z.object({ actionId: z.number(), count: z.number() })),
  byType: z.array(
    z.object({ groupId: z.number().nullable(), groupName: z.string().nullable(), count: z.number() }),
  ),
  byMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  byInstitution: z.array(
    z.object({
      institutionId: z.number().nullable(),
      institutionName: z.string().nullable(),
      count: z.number(),
    }),
  ),
});
export type StatisticsSummary = z.infer<typeof statisticsSummarySchema>;

/** GET /v1/statistics/topUploaders: most tales first. */
export const topUploadersSchema = z.array(
  z.object({
    userId: z.number(),
    name: z.string(),
    surname: z.string(),
    profileImageUrl: z.string(),
    count: z.number(),
  }),
);
export type TopUploader = z.infer<typeof topUploadersSchema>[number];

/** Days from submission to an editor's decision. */
const throughputFiguresSchema = z.object({
  decided: z.number(),
  medianDays: z.number().nullable(),
  p90Days: z.number().nullable(),
});

/** GET /v1/statistics/throughput (admin only). */
export const throughputSchema = z.object({
  overall: throughputFiguresSchema,
  editors: z.array(
    throughputFiguresSchema.extend({ userId: z.number(), name: z.string(), surname: z.string() }),
  ),
});
export type Throughput = z.infer<typeof throughputSchema>;
