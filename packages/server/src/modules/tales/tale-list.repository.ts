/**
 * The tale lists (GET /v1/tales/ and /v1/tales/userId/{id}) at archive size (issue 10): every sort the
 * screens offer has an index ending in tale_id, so a page is a short index range read in the sort's
 * direction; cursors continue from a row instead of skipping rows; the total is counted up to a cap.
 */
import { ACTION, foldTr, TALE_LIST_TOTAL_CAP, type TaleSortField } from '@masal/shared';
import { and, asc, desc, eq, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tales, users } from '../../db/schema/index.ts';
import { sqlState } from '../../db/sql-state.ts';
import { Invalid } from '../../errors.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';

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
  version: tales.version,
  createdAt: tales.createdAt,
  updatedAt: tales.updatedAt,
  submittedAt: tales.submittedAt,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How a page is found: skipping `page × pageSize` rows (old links), or after / before a cursor. */
type Paging = 'offset' | 'after' | 'before';

/** What a list statement's SQL depends on; the viewer, owner, statuses, search and cursor are bound to it. */
interface ListShape {
  staff: boolean;
  owner: boolean;
  statuses: boolean;
  search: boolean;
  sort: TaleSortField;
  order: 'asc' | 'desc';
  paging: Paging;
}

const viewer = sql.placeholder('viewerUserId');

/**
 * Who may appear (see ListScope), as disjoint parts: staff see every non-draft and their own drafts, writers
 * their own tales and the others' published ones. Each part is a range of tales_action_id or tales_user_id,
 * so the capped count reads index entries only; the owner's list is one part (tales_user_id).
 */
function visibleParts(shape: ListShape): SQL[] {
  const own = eq(tales.userId, viewer);
  if (shape.owner) {
    const owner = eq(tales.userId, sql.placeholder('ownerUserId'));
    return [shape.staff ? sql`${owner} and (${gt(tales.actionId, ACTION.draft)} or ${own})` : owner];
  }
  // `> draft`, not `<> draft`: the same tales (a draft is the lowest status), but a range an index can start at.
  return shape.staff
    ? [gt(tales.actionId, ACTION.draft), sql`${eq(tales.actionId, ACTION.draft)} and ${own}`]
    : [own, sql`${eq(tales.actionId, ACTION.published)} and ${ne(tales.userId, viewer)}`];
}

/** The status and name filters, with placeholders for the values. */
const filters = (shape: ListShape) => [
  shape.statuses ? sql`${tales.actionId} = any(${sql.placeholder('actionIds')}::smallint[])` : undefined,
  shape.search ? sql`${tales.taleNameFolded} like ${sql.placeholder('pattern')}` : undefined,
];

/**
 * The page's condition: the parts joined by OR. Read along a sort index, most rows pass, so a page stops
 * after a few dozen; the name search is served by the trigram index on the stored folded name.
 */
const listWhere = (shape: ListShape) => and(or(...visibleParts(shape)), ...filters(shape));

/**
 * The number of matching tales up to the cap: each part counted on its own index (a name search once, on
 * the trigram index: its rows are read from the table anyway, to recheck the pattern).
 */
function cappedCount(db: Db, shape: ListShape): SQL<number> {
  const parts = shape.search ? [or(...visibleParts(shape))] : visibleParts(shape);
  const counts = parts.map((part) => {
    const rows = db
      .select({ one: sql`1` })
      .from(tales)
      .where(and(part, ...filters(shape)))
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
 * on PostgreSQL parsing it, on every request. The page carries the capped count as a sub-query the database
 * runs once (an InitPlan), so a page is one statement (issue 9, item 17); only an empty page beyond the first
 * has no row to carry it and counts on its own. A `before` page is read backwards and turned round.
 */
function prepareList(db: Db, shape: ListShape, name: string) {
  const where = listWhere(shape);
  const key = SORT_KEYS[shape.sort];
  const backwards = shape.paging === 'before';
  const direction = (shape.order === 'asc') !== backwards ? asc : desc;
  const total = cappedCount(db, shape);
  const page = db
    .select({
      ...summaryColumns,
      cursorKey: sql<string>`(${key})::text`,
      total,
    })
    .from(tales)
    .innerJoin(users, eq(users.userId, tales.userId))
    .where(and(where, beyondCursor(shape)))
    .orderBy(direction(key), direction(tales.taleId))
    .limit(sql.placeholder('limit'));
  return {
    page: (shape.paging === 'offset' ? page.offset(sql.placeholder('offset')) : page).prepare(
      `tale_list_${name}`,
    ),
    count: db.select({ total }).from(sql`(select 1) as one_row`).prepare(`tale_count_${name}`),
  };
}

export function taleListRepository(db: Db) {
  const statements = new Map<string, ReturnType<typeof prepareList>>();
  const statementsFor = (shape: ListShape) => {
    const name = `${+shape.staff}${+shape.owner}${+shape.statuses}${+shape.search}_${shape.sort}_${shape.order}_${shape.paging}`;
    let prepared = statements.get(name);
    if (!prepared) {
      prepared = prepareList(db, shape, name);
      statements.set(name, prepared);
    }
    return prepared;
  };

  return {
    /**
     * One page (pageSize + 1 rows are read to know whether another page follows), the cursors on either
     * side of it, and the number of matching tales up to TALE_LIST_TOTAL_CAP.
     * A bad cursor is a 400 (decodeCursor).
     */
    async list(scope: ListScope, options: ListOptions) {
      const paging: Paging = options.after ? 'after' : options.before ? 'before' : 'offset';
      const given = options.after ?? options.before;
      const cursor = given ? decodeCursor(given, options.sort, options.order) : undefined;
      const shape: ListShape = {
        staff: scope.staff,
        owner: scope.ownerUserId !== undefined,
        statuses: Boolean(options.actionIds?.length),
        search: Boolean(options.q),
        sort: options.sort,
        order: options.order,
        paging,
      };
      const { page, count: counted } = statementsFor(shape);
      const values = {
        viewerUserId: scope.viewerUserId,
        ownerUserId: scope.ownerUserId,
        actionIds: options.actionIds,
        pattern: options.q && `%${escapeLike(foldTr(options.q))}%`,
        cursorKey: cursor?.key,
        cursorId: cursor?.taleId,
        limit: options.pageSize + 1,
        offset: options.page * options.pageSize,
      };
      const read = await page.execute(values).catch((error: unknown) => {
        // A cursor's key is compared as the sort's type; one that is not of it (a forged cursor) is a
        // data exception (SQLSTATE class 22): the request's fault, not the server's.
        if (cursor && sqlState(error)?.startsWith('22')) throw new Invalid();
        throw error;
      });
      const beyondFirst = paging !== 'offset' || options.page > 0;
      const total = read[0]?.total ?? (beyondFirst ? ((await counted.execute(values))[0]?.total ?? 0) : 0);
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
