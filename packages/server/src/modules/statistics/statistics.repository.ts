/**
 * The statistics' statements: group-bys over the tales in the database, never the tales themselves.
 * Public figures read only statuses 6 and 9 (a range of tales_action_id); days and months are Istanbul's.
 * Figures over every day sum the counts the database keeps (tale_counts and the changes not folded in yet,
 * src/db/schema/statistics.ts), a few thousand rows whatever the archive's size; a range of days groups the tales.
 */
import { ACTION, DEFAULT_PROFILE_IMAGE, type StatisticsScope } from '@masal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { ISTANBUL_SQL, istanbulMidnight } from '../../db/istanbul-day.ts';
import { rowsOf } from '../../db/rows.ts';
import { statisticsVersion, taleCountChanges, taleCounts } from '../../db/schema/index.ts';

/** What a figure counts: a scope of the statistics' calls, or the published tales alone (the reading room's). */
export type CountedScope = StatisticsScope | 'published';

export interface StatisticsFilter {
  scope: CountedScope;
  /** First and last day of submission (YYYY-MM-DD), inclusive, in Istanbul time. */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The statuses each scope counts (null: every status): a public figure completed and published tales, never
 * private content (7); the reading room published ones only.
 */
const SCOPE_ACTIONS: Record<CountedScope, readonly number[] | null> = {
  public: [ACTION.completed, ACTION.published],
  published: [ACTION.published],
  all: null,
};

/** The scope's statuses on `column` (literals, so the planner sees the index range). */
function statusesWhere(scope: CountedScope, column: string): SQL {
  const actions = SCOPE_ACTIONS[scope];
  return actions ? sql.raw(`${column} in (${actions.join(', ')})`) : sql`true`;
}

function daysWhere({ from, to }: Omit<StatisticsFilter, 'scope'>): SQL {
  return sql.join(
    [
      sql`true`,
      from ? sql`t.submitted_at >= ${istanbulMidnight(from)}` : undefined,
      to ? sql`t.submitted_at < ${istanbulMidnight(to, 1)}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
}

/** The tales a figure counts: the scope's statuses and days. */
const taleWhere = (filter: StatisticsFilter): SQL =>
  sql`${statusesWhere(filter.scope, 't.action_id')} and ${daysWhere(filter)}`;

/** A range of days needs the tales themselves; the kept counts have no days. */
const ranged = (filter: StatisticsFilter) => Boolean(filter.from || filter.to);

/** The Istanbul month of the submission; truncated, not formatted, per tale: only the groups are formatted. */
const MONTH = sql`date_trunc('month', t.submitted_at at time zone ${ISTANBUL_SQL})`;

type Dimension = 'type' | 'month' | 'compiler' | 'place';

/** The kept counts of some dimensions in a scope, folded and not yet folded, as one relation `k`. */
function keptCounts(dimensions: readonly Dimension[], scope: CountedScope): SQL {
  const where = sql`dimension in (${sql.join(
    dimensions.map((d) => sql`${d}`),
    sql`, `,
  )}) and ${statusesWhere(scope, 'action_id')}`;
  const columns = sql`dimension, action_id, group_id, month, user_id, area, city, n`;
  return sql`(select ${columns} from ${taleCounts} where ${where}
    union all select ${columns} from ${taleCountChanges} where ${where}) as k`;
}

/** Changes folded once this many have piled up: reading them costs more than folding them. */
const FOLD_AT = 5000;

export interface PlaceCountRow {
  area: string | null;
  city: string | null;
  n: number;
}
export interface TypeCountRow {
  groupId: number | null;
  groupName: string | null;
  n: number;
}
/** One row of the summary's grouping sets: the one key that is set names the group. */
export interface SummaryRow {
  kind: 'status' | 'type' | 'month' | 'institution';
  actionId: number | null;
  groupId: number | null;
  groupName: string | null;
  month: string | null;
  institutionId: number | null;
  institutionName: string | null;
  n: number;
}
export interface UploaderRow {
  userId: number;
  name: string;
  surname: string;
  profileImageUrl: string;
  n: number;
}
export interface ThroughputRow {
  /** null: every decision (the overall figures). */
  userId: number | null;
  name: string | null;
  surname: string | null;
  decided: number;
  medianDays: number | null;
  p90Days: number | null;
}

export function statisticsRepository(db: Db) {
  /** Folds the piled-up changes into tale_counts: one key at a time in key order, so two folds never deadlock. */
  async function foldChanges(): Promise<void> {
    const [piled] = rowsOf<{ many: boolean }>(
      await db.execute(
        sql`select count(*) > ${FOLD_AT} as many from (select 1 from ${taleCountChanges} limit ${FOLD_AT + 1}) as c`,
      ),
    );
    if (!piled?.many) return;
    const key = sql`dimension, action_id, group_id, month, user_id, area, city`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with moved as (delete from ${taleCountChanges} returning *)
        insert into ${taleCounts} as c (${key}, n)
        select ${key}, sum(n)::int from moved group by ${key} having sum(n) <> 0 order by ${key}
        on conflict on constraint tale_counts_key do update set n = c.n + excluded.n`);
      await tx.execute(sql`delete from ${taleCounts} where n = 0`);
    });
  }

  return {
    /** The change counter of what the figures count (drizzle/0018_statistics_triggers.sql). */
    async version(): Promise<number> {
      const [row] = await db.select({ version: statisticsVersion.version }).from(statisticsVersion);
      return row?.version ?? 0;
    },

    /** Tales per (region, province); one region's only when `region` is given. */
    async places(filter: StatisticsFilter, region?: string): Promise<PlaceCountRow[]> {
      if (!ranged(filter)) {
        await foldChanges();
        const inRegion = region === undefined ? sql`true` : sql`k.area = ${region}`;
        const kept = await db.execute(sql`
          select k.area, k.city, sum(k.n)::int as n
          from ${keptCounts(['place'], filter.scope)}
          where ${inRegion}
          group by k.area, k.city
          having sum(k.n) > 0`);
        return rowsOf<PlaceCountRow>(kept);
      }
      const inRegion = region === undefined ? sql`true` : sql`t.area = ${region}`;
      const result = await db.execute(sql`
        select t.area, t.city, count(*)::int as n
        from tales t
        where ${taleWhere(filter)} and ${inRegion}
        group by t.area, t.city`);
      return rowsOf<PlaceCountRow>(result);
    },

    /** Tales per tale type group over every day (the kept counts); a tale without a type under null. */
    async types(scope: CountedScope): Promise<TypeCountRow[]> {
      await foldChanges();
      const kept = await db.execute(sql`
        select k.group_id as "groupId", g.name as "groupName", sum(k.n)::int as n
        from ${keptCounts(['type'], scope)} left join tale_groups g on g.group_id = k.group_id
        group by k.group_id, g.name having sum(k.n) > 0`);
      return rowsOf<TypeCountRow>(kept);
    },

    /**
     * Status, type, month and compiler counts in one pass over the tales (grouping sets); the compilers' counts,
     * a few thousand rows at most, are then summed per institution, so the tales are never joined to users.
     */
    async summary(filter: StatisticsFilter): Promise<SummaryRow[]> {
      if (!ranged(filter)) {
        await foldChanges();
        // Each part sums its own dimension (every tale is in each once: the statuses sum the types' few rows),
        // so the compilers' thousands of rows are read once, for the institutions, and joined by hash.
        const kept = await db.execute(sql`
          select 'status' as kind, k.action_id as "actionId", null::int as "groupId", null::text as "groupName",
                 null::text as month, null::int as "institutionId", null::text as "institutionName",
                 sum(k.n)::int as n
          from ${keptCounts(['type'], filter.scope)} group by k.action_id having sum(k.n) > 0
          union all
          select 'type', null, k.group_id, g.name, null, null, null, sum(k.n)::int
          from ${keptCounts(['type'], filter.scope)} left join tale_groups g on g.group_id = k.group_id
          group by k.group_id, g.name having sum(k.n) > 0
          union all
          select 'month', null, null, null, to_char(k.month, 'YYYY-MM'), null, null, sum(k.n)::int
          from ${keptCounts(['month'], filter.scope)} group by k.month having sum(k.n) > 0
          union all
          select 'institution', null, null, null, null, i.institution_id, i.name, sum(k.n)::int
          from ${keptCounts(['compiler'], filter.scope)}
          join users u on u.user_id = k.user_id
          join institutions i on i.institution_id = u.institution_id
          group by i.institution_id, i.name having sum(k.n) > 0`);
        return rowsOf<SummaryRow>(kept);
      }
      const result = await db.execute(sql`
        with counted as (
          select t.action_id, t.group_id, ${MONTH} as month, t.user_id, count(*)::int as n,
                 grouping(t.action_id) as g_status, grouping(t.group_id) as g_type,
                 grouping(${MONTH}) as g_month, grouping(t.user_id) as g_user
          from tales t
          where ${taleWhere(filter)}
          group by grouping sets ((t.action_id), (t.group_id), (${MONTH}), (t.user_id)))
        select case when c.g_status = 0 then 'status' when c.g_type = 0 then 'type' else 'month' end as kind,
               c.action_id as "actionId", c.group_id as "groupId", g.name as "groupName",
               to_char(c.month, 'YYYY-MM') as month, null::int as "institutionId",
               null::text as "institutionName", c.n
        from counted c
        left join tale_groups g on g.group_id = c.group_id
        where c.g_user = 1
        union all
        select 'institution', null, null, null, null, i.institution_id, i.name, sum(c.n)::int
        from counted c
        join users u on u.user_id = c.user_id
        join institutions i on i.institution_id = u.institution_id
        where c.g_user = 0
        group by i.institution_id, i.name`);
      return rowsOf<SummaryRow>(result);
    },

    /** The people with the most tales, ties in Turkish order of surname and name. */
    async topUploaders(filter: StatisticsFilter, limit: number): Promise<UploaderRow[]> {
      if (!ranged(filter)) await foldChanges();
      const counted = ranged(filter)
        ? sql`select t.user_id, count(*)::int as n from tales t where ${taleWhere(filter)} group by t.user_id`
        : sql`select k.user_id, sum(k.n)::int as n from ${keptCounts(['compiler'], filter.scope)}
            group by k.user_id having sum(k.n) > 0`;
      const result = await db.execute(sql`
        with top as (${counted})
        select u.user_id as "userId", u.name, u.surname,
               coalesce(u.profile_image_path, ${DEFAULT_PROFILE_IMAGE}) as "profileImageUrl", top.n
        from top join users u on u.user_id = top.user_id
        order by top.n desc, u.surname_key collate "C", u.name_key collate "C", u.user_id
        limit ${limit}`);
      return rowsOf<UploaderRow>(result);
    },

    /**
     * Days from a tale's submission to its editor's verdict: the first inReview → advisoryBoard or rejected row
     * of its history (revision rounds count towards the days). Median and 90th percentile per editor and overall.
     */
    async throughput(days: Omit<StatisticsFilter, 'scope'>): Promise<ThroughputRow[]> {
      const result = await db.execute(sql`
        with verdict as (
          select distinct on (h.tale_id) h.tale_id, h.actor_user_id, h.at
          from tale_history h
          where h.from_action_id = ${ACTION.inReview}
            and h.to_action_id in (${ACTION.advisoryBoard}, ${ACTION.rejected})
          order by h.tale_id, h.at, h.history_id),
        waited as (
          select v.actor_user_id, extract(epoch from v.at - t.submitted_at)::float8 / 86400 as days
          from verdict v join tales t on t.tale_id = v.tale_id
          where t.submitted_at is not null and ${daysWhere(days)}),
        figures as (
          select actor_user_id, grouping(actor_user_id) as overall, count(*)::int as decided,
                 percentile_cont(0.5) within group (order by days) as median,
                 percentile_cont(0.9) within group (order by days) as p90
          from waited
          group by grouping sets ((actor_user_id), ()))
        select case when f.overall = 1 then null else f.actor_user_id end as "userId",
               u.name, u.surname, f.decided, f.median as "medianDays", f.p90 as "p90Days"
        from figures f
        left join users u on u.user_id = f.actor_user_id and f.overall = 0
        where f.overall = 1 or f.actor_user_id is not null
        order by f.overall desc, u.surname_key collate "C", u.name_key collate "C", u.user_id`);
      return rowsOf<ThroughputRow>(result);
    },
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
