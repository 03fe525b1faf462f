/**
 * The tale lists (GET /v1/tales/ and /v1/tales/userId/{id}) at archive size: every sort the
 * screens offer has an index ending in tale_id, so a page is a short index range read in the sort's
 * direction; cursors continue from a row instead of skipping rows; the total is counted up to a cap, on every
 * call for one user's list, and kept between calls for the archive-wide ones (list-totals.ts).
 */
import {
  ACTION,
  ACTION_IDS,
  compareTr,
  foldTr,
  PROVINCES,
  REGIONS,
  TALE_LIST_TOTAL_CAP,
  type TaleSortField,
} from '@masal/shared';
import { and, asc, desc, eq, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db.ts';
import { istanbulMidnight } from '../../db/istanbul-day.ts';
import { containsPattern } from '../../db/like.ts';
import { statisticsVersion, tales, users } from '../../db/schema/index.ts';
import { sqlState } from '../../db/sql-state.ts';
import { Invalid } from '../../errors.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';
import { listTotals } from './list-totals.ts';

/** Who may appear in a list: the viewer's own tales, every non-draft for staff, published ones for all. */
export interface ListScope {
  viewerUserId: number;
  staff: boolean;
  /** Only this user's tales (GET /tales/userId/{id}). */
  ownerUserId?: number;
}

export interface ListOptions {
  page: number;
  pageSize: number;
  sort: TaleSortField;
  order: 'asc' | 'desc';
  actionIds?: number[] | undefined;
  q?: string | undefined;
  /** The page after this cursor (an answer's nextCursor). */
  after?: string | undefined;
  /** The page before this cursor (an answer's prevCursor). */
  before?: string | undefined;
  /** Region and province names (validated against the reference lists), the assigned editor, the type. */
  area?: string | null | undefined;
  city?: string | null | undefined;
  editorId?: number | undefined;
  groupId?: number | undefined;
  subGroupId?: number | undefined;
  /** First and last day of submission (YYYY-MM-DD, Istanbul time), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The sort keys, each the leading column of an index (schema/tales.ts); none is NULL. */
const SORT_KEYS: Record<TaleSortField, SQL | AnyPgColumn> = {
  taleName: sql`${tales.taleNameKey} collate "C"`,
  actionId: tales.actionId,
  area: tales.areaKey,
  city: tales.cityKey,
  numberOfWord: tales.numberOfWord,
  createdAt: tales.createdAt,
  updatedAt: tales.updatedAt,
  submittedAt: tales.submittedKey,
};

const summaryColumns = {
  taleId: tales.taleId,
  userId: tales.userId,
  authorNameSurname: sql<string>`${users.name} || ' ' || ${users.surname}`,
  taleName: tales.taleName,
  area: tales.area,
  city: tales.city,
  actionId: tales.actionId,
  editorId: tales.editorId,
  numberOfWord: tales.numberOfWord,
  lastNote: tales.lastNote,
  ownerNote: tales.ownerNote,
  version: tales.version,
  createdAt: tales.createdAt,
  updatedAt: tales.updatedAt,
  submittedAt: tales.submittedAt,
};

/**
 * A place's key as the generated area_key / city_key columns hold it (schema/place-keys.ts): its 1-based
 * position in Turkish order. Filtering on the key, not the name, reads the tales_by_area / tales_by_city index.
 */
const placeKeys = (names: readonly string[]) =>
  new Map([...names].sort(compareTr).map((name, i) => [name, i + 1]));
const AREA_KEYS = placeKeys(REGIONS);
const CITY_KEYS = placeKeys(PROVINCES.map((p) => p.name));

/**
 * The filters a list statement has (their values are bound): a region, a province, an editor, a type,
 * submission days.
 */
interface Filters {
  area: boolean;
  city: boolean;
  editor: boolean;
  group: boolean;
  subGroup: boolean;
  days: boolean;
}

/** How a page is found: skipping `page × pageSize` rows (old links), or after / before a cursor. */
type Paging = 'offset' | 'after' | 'before';

/**
 * Who may appear (see ListScope), as disjoint parts: staff see every non-draft (N) and their own drafts
 * (D), writers their own tales (W) and the others' published ones (P); a user's list is one part: all of
 * one's own (O), or, for staff, another user's non-drafts (S).
 * Each part is a range of tales_action_id or tales_user_id, read on its own: an OR of them would hide
 * from the planner that, say, an editor's drafts are few, and it would read a sort index to its end.
 */
type PartKind = 'N' | 'D' | 'W' | 'P' | 'O' | 'S';

/** A part of a list, and whether the statuses asked for narrow it (`action_id = any(…)`). */
interface Part {
  kind: PartKind;
  statuses: readonly number[] | null;
}

/** What a list statement's SQL depends on; the viewer, owner, statuses, search and cursor are bound to it. */
interface ListShape {
  parts: Part[];
  search: boolean;
  filters: Filters;
  sort: TaleSortField;
  order: 'asc' | 'desc';
  paging: Paging;
}

const viewer = sql.placeholder('viewerUserId');
const ALL_BUT_DRAFTS = ACTION_IDS.filter((id) => id !== ACTION.draft);

/**
 * The parts a viewer's list is made of, with the statuses asked for each may hold; a part none of them
 * can be in is left out (an editor's "drafts" are only their own, a writer's "rejected" only their own).
 */
function partsOf(scope: ListScope, actionIds: readonly number[] | undefined, submitted: boolean): Part[] {
  // A filter on the submission day: drafts were never submitted.
  const asked = (possible: readonly number[]) =>
    possible.filter((id) => (!actionIds || actionIds.includes(id)) && !(submitted && id === ACTION.draft));
  const narrowed = (kind: PartKind, possible: readonly number[]): Part[] => {
    const statuses = asked(possible);
    if (statuses.length === 0) return [];
    // No condition where every status the part can hold is asked for.
    return [{ kind, statuses: statuses.length === possible.length ? null : statuses }];
  };
  if (scope.ownerUserId !== undefined) {
    return scope.ownerUserId === scope.viewerUserId
      ? narrowed('O', ACTION_IDS)
      : narrowed('S', ALL_BUT_DRAFTS);
  }
  return scope.staff
    ? [...narrowed('N', ALL_BUT_DRAFTS), ...narrowed('D', [ACTION.draft])]
    : [...narrowed('W', ACTION_IDS), ...narrowed('P', [ACTION.published])];
}

/** A part's condition; `> draft`, not `<> draft`: the same tales (a draft is the lowest status), as a range. */
function partWhere(part: Part, index: number): SQL | undefined {
  const own = eq(tales.userId, viewer);
  const owner = eq(tales.userId, sql.placeholder('ownerUserId'));
  const who = {
    N: gt(tales.actionId, ACTION.draft),
    D: and(eq(tales.actionId, ACTION.draft), own),
    W: own,
    P: and(eq(tales.actionId, ACTION.published), ne(tales.userId, viewer)),
    O: owner,
    S: and(owner, gt(tales.actionId, ACTION.draft)),
  }[part.kind];
  const statuses = part.statuses
    ? sql`${tales.actionId} = any(${sql.placeholder(`statuses${index}`)}::smallint[])`
    : undefined;
  return and(who, statuses);
}

/** Istanbul's midnight starting the day bound to `name` (`-infinity` / `infinity` for an open end). */
const dayStart = (name: string) => istanbulMidnight(sql.placeholder(name));

/** The day after a `YYYY-MM-DD` day: the list's last day is inclusive. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The filters' conditions. Each is on an indexed column: area_key, city_key, editor_id, group_id,
 * sub_group_id, and submitted_key as one range (a draft's is infinity, past any day's end).
 */
function filterWhere(filters: Filters): SQL | undefined {
  return and(
    filters.area ? eq(tales.areaKey, sql.placeholder('areaKey')) : undefined,
    filters.city ? eq(tales.cityKey, sql.placeholder('cityKey')) : undefined,
    filters.editor ? eq(tales.editorId, sql.placeholder('editorId')) : undefined,
    filters.group ? eq(tales.groupId, sql.placeholder('groupId')) : undefined,
    filters.subGroup ? eq(tales.subGroupId, sql.placeholder('subGroupId')) : undefined,
    filters.days
      ? sql`${tales.submittedKey} >= ${dayStart('fromDay')} and ${tales.submittedKey} < ${dayStart('afterDay')}`
      : undefined,
  );
}

/**
 * The parts' conditions with the name search and the filters. A name search is one part: its rows are read
 * from the trigram index.
 */
function conditions(shape: ListShape): SQL[] {
  const search = shape.search ? sql`${tales.taleNameFolded} like ${sql.placeholder('pattern')}` : undefined;
  const filters = filterWhere(shape.filters);
  const parts = shape.parts.map(partWhere);
  const merged = shape.search ? [or(...parts)] : parts;
  return merged.map((where) => and(where, search, filters) as SQL);
}

/** One user's list (own, or another's for staff): counted on every call, at most that user's tales. */
const countedEachCall = (shape: ListShape) => shape.parts.every((p) => p.kind === 'O' || p.kind === 'S');

/** The change counter the kept totals are good under (list-totals.ts). */
const changeVersion = sql<number>`(select ${statisticsVersion.version} from ${statisticsVersion})`.mapWith(
  Number,
);

/** The number of matching tales up to the cap, each part counted on its own index and capped there. */
function cappedCount(db: Db, shape: ListShape): SQL<number> {
  const counts = conditions(shape).map((where) => {
    const rows = db
      .select({ one: sql`1` })
      .from(tales)
      .where(where)
      .limit(TALE_LIST_TOTAL_CAP + 1);
    return sql`(select count(*) from (${rows}) as visible)`;
  });
  return sql<number>`${sql.join(counts, sql` + `)}`.mapWith(Number);
}

/** The rows after (or before) the cursor in the list's order: one range of the sort's index. */
function beyondCursor(shape: ListShape): SQL | undefined {
  if (shape.paging === 'offset') return undefined;
  const forward = (shape.paging === 'after') === (shape.order === 'asc');
  const row = sql`(${SORT_KEYS[shape.sort]}, ${tales.taleId})`;
  const cursor = sql`(${sql.placeholder('cursorKey')}, ${sql.placeholder('cursorId')})`;
  return forward ? sql`${row} > ${cursor}` : sql`${row} < ${cursor}`;
}

/**
 * A list's page and count statements, prepared once per shape: the busiest call skips building its SQL, and
 * on PostgreSQL parsing it, on every request. Each part gives its first rows in the list's order (an index
 * range, a few dozen rows); the page is the first of those. The page carries, as a sub-query the database runs
 * once (an InitPlan), one user's capped count, or the change counter an archive-wide list's kept total is good
 * under; the count statement counts (an empty page has no row to carry anything). A `before` page is read
 * backwards and turned round.
 */
function prepareList(db: Db, shape: ListShape, name: string) {
  const key = SORT_KEYS[shape.sort];
  const backwards = shape.paging === 'before';
  const direction = (shape.order === 'asc') !== backwards ? asc : desc;
  const cursor = beyondCursor(shape);
  const firstRows = conditions(shape).map(
    (where) =>
      sql`(${db
        .select({ taleId: tales.taleId })
        .from(tales)
        .where(and(where, cursor))
        .orderBy(direction(key), direction(tales.taleId))
        .limit(sql.placeholder('partLimit'))})`,
  );
  const total = cappedCount(db, shape);
  const eachCall = countedEachCall(shape);
  const page = db
    .select({
      ...summaryColumns,
      cursorKey: sql<string>`(${key})::text`,
      total: eachCall ? total : sql<null>`null`,
      changeVersion: eachCall ? sql<null>`null` : changeVersion,
    })
    .from(tales)
    .innerJoin(users, eq(users.userId, tales.userId))
    .where(sql`${tales.taleId} in (${sql.join(firstRows, sql` union all `)})`)
    .orderBy(direction(key), direction(tales.taleId))
    .limit(sql.placeholder('limit'));
  return {
    page: (shape.paging === 'offset' ? page.offset(sql.placeholder('offset')) : page).prepare(
      `tale_list_${name}`,
    ),
    count: db.select({ total, changeVersion }).from(sql`(select 1) as one_row`).prepare(`tale_count_${name}`),
  };
}

/** A shape's statement name, short of PostgreSQL's 63 characters, e.g. `Ns.D_q_ce_taleName_asc_after`. */
const shapeName = (shape: ListShape) =>
  [
    shape.parts.map((p) => `${p.kind}${p.statuses ? 's' : ''}`).join('.'),
    shape.search ? 'q' : '',
    (['area', 'city', 'editor', 'group', 'subGroup', 'days'] as const)
      .filter((f) => shape.filters[f])
      .map((f) => f[0])
      .join(''),
    shape.sort,
    shape.order,
    shape.paging,
  ].join('_');

/** What an archive-wide list's total depends on: the shape's conditions and their values, not the page. */
const totalKey = (name: string, values: Record<string, unknown>) =>
  JSON.stringify([
    name.slice(0, name.lastIndexOf('_')),
    Object.entries(values).filter(([k]) => !PAGE_VALUES.has(k)),
  ]);
const PAGE_VALUES = new Set(['cursorKey', 'cursorId', 'limit', 'partLimit', 'offset']);

export function taleListRepository(db: Db) {
  const statements = new Map<string, ReturnType<typeof prepareList>>();
  const totals = listTotals();
  const statementsFor = (shape: ListShape) => {
    const name = shapeName(shape);
    let prepared = statements.get(name);
    if (!prepared) {
      prepared = prepareList(db, shape, name);
      statements.set(name, prepared);
    }
    return { name, ...prepared };
  };

  /**
   * The page's total: carried by its first row for one user's list; for an archive-wide one, kept under the
   * change counter the row carried, or counted (and kept). An empty page counts: nothing carried anything.
   */
  async function totalOf(
    first: { total: number | null; changeVersion: number | null } | undefined,
    name: string,
    values: Record<string, unknown>,
    count: () => Promise<Array<{ total: number; changeVersion: number }>>,
  ): Promise<number> {
    if (first?.total != null) return first.total;
    const key = totalKey(name, values);
    const kept = first?.changeVersion == null ? undefined : totals.get(key, first.changeVersion);
    if (kept !== undefined) return kept;
    const [counted] = await count();
    if (!counted) return 0;
    totals.set(key, counted.changeVersion, counted.total);
    return counted.total;
  }

  return {
    /**
     * One page (pageSize + 1 rows are read to know whether another page follows), the cursors on either
     * side of it, and the number of matching tales up to TALE_LIST_TOTAL_CAP (kept between calls for an
     * archive-wide list). A bad cursor is a 400 (decodeCursor).
     */
    async list(scope: ListScope, options: ListOptions) {
      const paging: Paging = options.after ? 'after' : options.before ? 'before' : 'offset';
      const given = options.after ?? options.before;
      const cursor = given ? decodeCursor(given, options.sort, options.order) : undefined;
      const filters: Filters = {
        area: Boolean(options.area),
        city: Boolean(options.city),
        editor: options.editorId !== undefined,
        group: options.groupId !== undefined,
        subGroup: options.subGroupId !== undefined,
        days: Boolean(options.from || options.to),
      };
      const parts = partsOf(scope, options.actionIds?.length ? options.actionIds : undefined, filters.days);
      if (parts.length === 0)
        return { rows: [], total: 0, totalCapped: false, nextCursor: null, prevCursor: null };
      const shape: ListShape = {
        parts,
        search: Boolean(options.q),
        filters,
        sort: options.sort,
        order: options.order,
        paging,
      };
      const { name, page, count: counted } = statementsFor(shape);
      const offset = paging === 'offset' ? options.page * options.pageSize : 0;
      const values = {
        viewerUserId: scope.viewerUserId,
        ownerUserId: scope.ownerUserId,
        ...Object.fromEntries(parts.map((part, i) => [`statuses${i}`, part.statuses])),
        pattern: options.q && containsPattern(foldTr(options.q)),
        areaKey: options.area && AREA_KEYS.get(options.area),
        cityKey: options.city && CITY_KEYS.get(options.city),
        editorId: options.editorId,
        groupId: options.groupId,
        subGroupId: options.subGroupId,
        fromDay: options.from ?? '-infinity',
        afterDay: options.to ? nextDay(options.to) : 'infinity',
        cursorKey: cursor?.key,
        cursorId: cursor?.taleId,
        limit: options.pageSize + 1,
        // Each part may give the whole page, and the rows an offset skips.
        partLimit: offset + options.pageSize + 1,
        offset,
      };
      const read = await page.execute(values).catch((error: unknown) => {
        // A cursor's key is compared as the sort's type; one that is not of it (a forged cursor) is a
        // data exception (SQLSTATE class 22): the request's fault, not the server's.
        if (cursor && sqlState(error)?.startsWith('22')) throw new Invalid();
        throw error;
      });
      const firstEmpty = read.length === 0 && paging === 'offset' && options.page === 0;
      const total = firstEmpty ? 0 : await totalOf(read[0], name, values, () => counted.execute(values));
      const more = read.length > options.pageSize;
      const rows = read.slice(0, options.pageSize);
      if (paging === 'before') rows.reverse();
      const at = (row: (typeof rows)[number] | undefined): string | null =>
        row
          ? encodeCursor({ sort: options.sort, order: options.order, key: row.cursorKey, taleId: row.taleId })
          : null;
      // Forward, `more` says a next page exists; backwards, a previous one. The other side exists when the
      // page was reached from it: by a cursor, or by skipping rows.
      const hasPrev = paging === 'before' ? more : paging === 'after' || options.page > 0;
      const hasNext = paging === 'before' ? true : more;
      return {
        rows,
        total: Math.min(total, TALE_LIST_TOTAL_CAP),
        totalCapped: total > TALE_LIST_TOTAL_CAP,
        nextCursor: hasNext ? at(rows.at(-1)) : null,
        prevCursor: hasPrev ? at(rows[0]) : null,
      };
    },
  };
}
