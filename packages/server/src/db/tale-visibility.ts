/**
 * Who sees a tale (TALE_VISIBILITY of @masal/shared) as one SQL condition, for statements that read many
 * tales; canSeeTale is the same rule for one tale, and tale-visibility.test.ts holds the two together.
 */
import { ACTION_IDS, type ActionId, TALE_VISIBILITY, VISIBLE_STATUSES } from '@masal/shared';
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/** The viewer as the rule sees them: who they are, and whether they hold `seeAllTales`. */
export interface TaleViewer {
  userId: number;
  seesAllTales: boolean;
}

/** Where the statement reads a tale's owner and status (a table's columns or an alias's). */
export interface TaleColumns {
  userId: AnyColumn | SQL;
  actionId: AnyColumn | SQL;
}

const HIGHEST = Math.max(...ACTION_IDS);

/**
 * The statuses as a condition: none for every status; a range for the statuses from one up (`>= 2` for all
 * but a draft, which an index on the status serves); a list otherwise.
 */
function statusIn(actionId: AnyColumn | SQL, statuses: readonly ActionId[]): SQL | undefined {
  if (statuses.length === ACTION_IDS.length) return undefined;
  const lowest = Math.min(...statuses);
  if (statuses.length === HIGHEST - lowest + 1) return sql`${actionId} >= ${lowest}`;
  return sql`${actionId} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

const within = (outer: readonly ActionId[], inner: readonly ActionId[]) =>
  inner.every((s) => outer.includes(s));

/** The tales the viewer sees: theirs, every status of TALE_VISIBILITY's rule for their kind, the public ones. */
export function taleVisibleSql(viewer: TaleViewer, columns: TaleColumns): SQL {
  const owner = VISIBLE_STATUSES[TALE_VISIBILITY.owner];
  const staff = VISIBLE_STATUSES[TALE_VISIBILITY.seeAllTales];
  const everyone = VISIBLE_STATUSES[TALE_VISIBILITY.everyone];
  const own = sql`${columns.userId} = ${viewer.userId}`;
  const ownStatuses = statusIn(columns.actionId, owner);
  const terms: Array<SQL | undefined> = [ownStatuses ? sql`(${own} and ${ownStatuses})` : own];
  if (viewer.seesAllTales) terms.push(statusIn(columns.actionId, staff) ?? sql`true`);
  // What everyone sees needs no term of its own where the staff's statuses already hold it.
  if (!(viewer.seesAllTales && within(staff, everyone)))
    terms.push(statusIn(columns.actionId, everyone) ?? sql`true`);
  return or(...terms) ?? sql`false`;
}

/**
 * The tales anyone may read, without a session (TALE_VISIBILITY's `everyone`: published ones): the open archive,
 * its harvesters and the reading room read this one condition.
 */
export function publicTaleSql(actionId: AnyColumn | SQL): SQL {
  return statusIn(actionId, VISIBLE_STATUSES[TALE_VISIBILITY.everyone]) ?? sql`true`;
}
