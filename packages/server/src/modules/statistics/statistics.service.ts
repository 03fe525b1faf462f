/**
 * The statistics' answers from the repository's counts: every region and province named (zeros included) from
 * the reference lists, names in Turkish alphabetical order. `scope=all` and the admin figures are admins' only.
 * Counts are reused until what they count changes (statistics-cache.ts).
 */
import {
  compareTr,
  hasPermission,
  PROVINCES,
  REGIONS,
  type ReadingRoomCounts,
  type StatisticsArea,
  type StatisticsMap,
  type StatisticsScope,
  type StatisticsSummary,
  type Throughput,
  type TopUploader,
} from '@masal/shared';
import { NotAllowed, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type {
  PlaceCountRow,
  StatisticsFilter,
  StatisticsRepository,
  SummaryRow,
} from './statistics.repository.ts';
import { answerCache } from './statistics-cache.ts';

const PROVINCES_TR = [...PROVINCES].sort((a, b) => compareTr(a.name, b.name));

/** Names in Turkish order, the unnamed (null) last. */
const byName =
  <T>(name: (row: T) => string | null) =>
  (a: T, b: T): number => {
    const x = name(a);
    const y = name(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return compareTr(x, y);
  };

function sumBy<T>(rows: readonly T[], key: (row: T) => string | null, n: (row: T) => number) {
  const sums = new Map<string | null, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + n(row));
  return sums;
}

const rowsOfKind = (rows: SummaryRow[], kind: SummaryRow['kind']) => rows.filter((r) => r.kind === kind);

/** A call's filter: the scopes callers ask for (the published-only counts are the reading room's). */
type CallFilter = StatisticsFilter & { scope: StatisticsScope };

/** Every region and province with its count (zeros included), from the counts per place. */
function mapOf(rows: readonly PlaceCountRow[]): Omit<StatisticsMap, 'scope'> {
  const perRegion = sumBy(
    rows,
    (r) => r.area,
    (r) => r.n,
  );
  const perCity = sumBy(
    rows,
    (r) => r.city,
    (r) => r.n,
  );
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    regions: REGIONS.map((region) => ({ region, count: perRegion.get(region) ?? 0 })),
    provinces: PROVINCES_TR.map((p) => ({
      city: p.name,
      plateNumber: p.plate,
      region: p.region,
      count: perCity.get(p.name) ?? 0,
    })),
  };
}

export function statisticsService(repo: StatisticsRepository) {
  const { cached, stats } = answerCache(repo.version);
  const key = (call: string, ...args: unknown[]) => JSON.stringify([call, ...args]);

  /** An admin may ask for every status; anyone else asking for it is refused (401). */
  function allowed(viewer: SessionUser, scope: StatisticsScope): void {
    if (scope === 'all' && !hasPermission(viewer.roleIds, 'administer')) throw new NotAllowed();
  }

  return {
    /** Answers served from the cache and computed, since the start. */
    cacheStats: stats,

    async map(viewer: SessionUser, filter: CallFilter): Promise<StatisticsMap> {
      allowed(viewer, filter.scope);
      const rows = await cached(key('map', filter), () => repo.places(filter));
      return { scope: filter.scope, ...mapOf(rows) };
    },

    /**
     * The reading room's counts, for everyone: published tales per region and province (the map), and per
     * tale type group that has any.
     */
    async publishedCounts(): Promise<ReadingRoomCounts> {
      const [places, types] = await Promise.all([
        cached(key('map', 'published'), () => repo.places({ scope: 'published' })),
        cached(key('types', 'published'), () => repo.types('published')),
      ]);
      return {
        ...mapOf(places),
        types: types
          .flatMap(({ groupId, groupName, n }) =>
            groupId === null || groupName === null ? [] : [{ groupId, groupName, count: n }],
          )
          .sort(byName((r) => r.groupName)),
      };
    },

    async area(viewer: SessionUser, region: string, scope: StatisticsScope): Promise<StatisticsArea> {
      allowed(viewer, scope);
      if (!REGIONS.includes(region)) throw new NotFound();
      const rows = await cached(key('area', scope, region), () => repo.places({ scope }, region));
      const perCity = sumBy(
        rows,
        (r) => r.city,
        (r) => r.n,
      );
      return {
        region,
        total: rows.reduce((sum, r) => sum + r.n, 0),
        provinces: PROVINCES_TR.filter((p) => p.region === region).map((p) => ({
          city: p.name,
          plateNumber: p.plate,
          count: perCity.get(p.name) ?? 0,
        })),
      };
    },

    async summary(viewer: SessionUser, filter: CallFilter): Promise<StatisticsSummary> {
      allowed(viewer, filter.scope);
      const rows = await cached(key('summary', filter), () => repo.summary(filter));
      const byStatus = rowsOfKind(rows, 'status')
        .map((r) => ({ actionId: r.actionId ?? 0, count: r.n }))
        .sort((a, b) => a.actionId - b.actionId);
      return {
        scope: filter.scope,
        total: byStatus.reduce((sum, r) => sum + r.count, 0),
        byStatus,
        byType: rowsOfKind(rows, 'type')
          .map((r) => ({ groupId: r.groupId, groupName: r.groupName, count: r.n }))
          .sort(byName((r) => r.groupName)),
        // A draft has no submission, so no month: the months count the submitted tales.
        byMonth: rowsOfKind(rows, 'month')
          .flatMap((r) => (r.month === null ? [] : [{ month: r.month, count: r.n }]))
          .sort((a, b) => a.month.localeCompare(b.month)),
        byInstitution: rowsOfKind(rows, 'institution')
          .map((r) => ({ institutionId: r.institutionId, institutionName: r.institutionName, count: r.n }))
          .sort(byName((r) => r.institutionName)),
      };
    },

    async topUploaders(viewer: SessionUser, scope: StatisticsScope, limit: number): Promise<TopUploader[]> {
      allowed(viewer, scope);
      const rows = await cached(key('topUploaders', scope, limit), () => repo.topUploaders({ scope }, limit));
      return rows.map(({ n, ...person }) => ({ ...person, count: n }));
    },

    /** Admins only: the route's guard. */
    async throughput(days: Omit<StatisticsFilter, 'scope'>): Promise<Throughput> {
      const rows = await cached(key('throughput', days), () => repo.throughput(days));
      const overall = rows.find((r) => r.userId === null);
      return {
        overall: {
          decided: overall?.decided ?? 0,
          medianDays: overall?.medianDays ?? null,
          p90Days: overall?.p90Days ?? null,
        },
        editors: rows.flatMap(({ userId, name, surname, ...figures }) =>
          userId === null ? [] : [{ userId, name: name ?? '', surname: surname ?? '', ...figures }],
        ),
      };
    },
  };
}
export type StatisticsService = ReturnType<typeof statisticsService>;
