/**
 * Two decisions on one tale at the same moment: one wins, the other gets 409, exactly one
 * history row is written, at most one payment exists, and the tale ends where the winner sent it. Each race
 * runs RUNS times on fresh tales; on PostgreSQL (TEST_DATABASE_URL) the two requests really run side by side.
 */
import { ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryBoardApprovals } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import {
  createWorkflowTale,
  excerpt,
  historyOf,
  paymentsOf,
  putTransition,
  type TransitionBody,
  taleSnapshot,
} from './support/workflow-fixtures.ts';

type User = CreatedUser & { token: string };

const RUNS = 10;
const NOTE = 'Eşzamanlı karar denemesi notu';

let ctx: TestApp;
let compiler: User;
let editor: User;
let advisoryBoardMember: User;
let advisoryBoardChair: User;
let admin: User;

beforeAll(async () => {
  ctx = await startTestApp();
  compiler = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  advisoryBoardMember = await signedInUser(ctx, { roles: [ROLE.advisoryBoardMember] });
  advisoryBoardChair = await signedInUser(ctx, { roles: [ROLE.advisoryBoardChair] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
});
afterAll(() => ctx?.close());

interface Contender {
  who: () => User;
  to: number;
  note?: boolean;
  editorId?: () => number;
}

interface Race {
  name: string;
  from: number;
  a: Contender;
  b: Contender;
  /** Send the version read before the race (both the same); otherwise none. */
  withVersion: boolean;
}

const RACES: Race[] = [
  {
    name: 'assigned editor: revision (3→4) against forward (3→5)',
    from: 3,
    a: { who: () => editor, to: 4, note: true },
    b: { who: () => editor, to: 5, note: true },
    withVersion: false,
  },
  {
    name: 'assigned editor: revision (3→4) against forward (3→5), both with the version',
    from: 3,
    a: { who: () => editor, to: 4, note: true },
    b: { who: () => editor, to: 5, note: true },
    withVersion: true,
  },
  {
    name: 'assigned editor: reject (3→8) against forward (3→5)',
    from: 3,
    a: { who: () => editor, to: 8, note: true },
    b: { who: () => editor, to: 5 },
    withVersion: false,
  },
  {
    name: 'advisory board: member approves (5→6) while the chair approves as private content (5→7)',
    from: 5,
    a: { who: () => advisoryBoardMember, to: 6 },
    b: { who: () => advisoryBoardChair, to: 7 },
    withVersion: false,
  },
  {
    name: 'advisory board: 5→6 against 5→7, both with the version',
    from: 5,
    a: { who: () => advisoryBoardMember, to: 6 },
    b: { who: () => advisoryBoardChair, to: 7 },
    withVersion: true,
  },
  {
    name: 'advisory board: both approve (5→6) at once',
    from: 5,
    a: { who: () => advisoryBoardMember, to: 6 },
    b: { who: () => advisoryBoardChair, to: 6 },
    withVersion: false,
  },
  {
    // With the version: without it, the admin's "any other change" may rightly move the tale on from 3.
    name: 'advisory board returns to the editor (5→3) while the admin rejects (5→8), both with the version',
    from: 5,
    a: { who: () => advisoryBoardChair, to: 3, note: true },
    b: { who: () => admin, to: 8, note: true },
    withVersion: true,
  },
];

function bodyOf(c: Contender, taleId: number, version: number | undefined): TransitionBody {
  return {
    taleId,
    actionId: c.to,
    ...(c.note ? { note: NOTE } : {}),
    ...(version !== undefined ? { version } : {}),
    ...(c.editorId ? { editorId: c.editorId() } : {}),
  };
}

describe('two decisions on the same tale at the same moment', () => {
  it.each(RACES)('$name', async (race) => {
    const problems: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { taleId } = await createWorkflowTale(ctx, {
        userId: compiler.userId,
        editorId: editor.userId,
        actionId: race.from,
      });
      const before = await taleSnapshot(ctx, taleId);
      const version = race.withVersion ? before.version : undefined;
      const [ra, rb] = await Promise.all([
        putTransition(ctx, race.a.who().token, bodyOf(race.a, taleId, version)),
        putTransition(ctx, race.b.who().token, bodyOf(race.b, taleId, version)),
      ]);
      const codes = [ra.statusCode, rb.statusCode].sort();
      const after = await taleSnapshot(ctx, taleId);
      const label = `run ${run + 1} tale ${taleId}`;
      if (codes[0] !== 200 || codes[1] !== 409) {
        problems.push(
          `${label}: answers ${ra.statusCode} ${excerpt(ra, 100)} / ${rb.statusCode} ${excerpt(rb, 100)}`,
        );
      }
      const history = await historyOf(ctx, taleId);
      if (history.length !== before.history + 1) problems.push(`${label}: ${history.length} history rows`);
      const payments = await paymentsOf(ctx, taleId);
      if (payments.length > 1) problems.push(`${label}: ${payments.length} payments`);

      const winner = ra.statusCode === 200 ? race.a : rb.statusCode === 200 ? race.b : undefined;
      if (winner && ra.statusCode !== rb.statusCode) {
        if (after.actionId !== winner.to)
          problems.push(`${label}: status ${after.actionId}, winner sent ${winner.to}`);
        const last = history.at(-1);
        if (last?.toActionId !== winner.to || last.actorUserId !== winner.who().userId)
          problems.push(
            `${label}: history row ${last?.fromActionId}→${last?.toActionId} by ${last?.actorUserId}`,
          );
        const paying = [6, 7].includes(winner.to);
        if (paying !== (payments.length === 1)) problems.push(`${label}: ${payments.length} payments`);
        if (race.from === 5) {
          const records = await ctx.database.db
            .select()
            .from(advisoryBoardApprovals)
            .where(eq(advisoryBoardApprovals.taleId, taleId));
          // The admin's change is not the advisory board's decision; an advisory board transition writes the one
          // record.
          const advisoryBoardWon = winner.who().userId !== admin.userId;
          if (records.length !== (advisoryBoardWon ? 1 : 0))
            problems.push(`${label}: ${records.length} advisory board records`);
        }
        if (after.version <= before.version)
          problems.push(`${label}: version ${before.version}→${after.version}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
