/**
 * The migration to one name per thing on a database with rows under the old names: the enum types, the mail
 * kinds and the mail job's column are renamed with their stored values, and the audit rows of written
 * publication requests, advisory board record deletions, completed-tale edits and advisory board transitions
 * carry the new action, entity and transition key; every other row stays as it was.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { advisoryBoardApprovals, mailJobs, writtenPubRequests } from '../src/db/schema/index.ts';
import { databaseBefore, MIGRATION_ENGINES, query } from './support/migrate-before.ts';

describe.each(MIGRATION_ENGINES)('one name per thing, migrated on %s', (engine, url) => {
  const skip = engine === 'PostgreSQL' && !url;
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    const before = await databaseBefore('0025_one_name_per_thing', url);
    database = before.database;
    close = before.close;
    const { db } = database;
    await db.execute(
      sql`insert into institutions (institution_id, name) values (601, 'Ankara Üniversitesi')`,
    );
    await db.execute(sql`
      insert into users (user_id, email, password_hash, name, surname, institution_id)
      values (901, 'derleyen@masal.test', 'x', 'Ayşe', 'Derler', 601),
             (902, 'kurul@masal.test', 'x', 'Zeynep', 'Kurul', 601)`);
    await db.execute(sql`
      insert into tales (tale_id, user_id, tale_name, tale_name_key) values (801, 901, 'Keloğlan', 'keloglan')`);
    await db.execute(sql`
      insert into advisory_board_approvals (tale_id, decision, member_user_id, note)
      values (801, 'returned', 902, 'Bir kez daha bakılsın.')`);
    await db.execute(sql`
      insert into written_pub_requests (request_id, proposer_user_id, reason, status)
      values (51, 902, 'Dizi için', 'accepted')`);
    await db.execute(sql`
      insert into mail_jobs (kind, user_id, tale_id, pub_request_id)
      values ('tale_board_return', 902, 801, null),
             ('tale_to_board', 902, 801, null),
             ('pub_request_decided', 902, null, 51),
             ('tale_assigned', 902, 801, null)`);
    await db.execute(sql`
      insert into audit_log (audit_id, entity, entity_id, action, details)
      values (1, 'pubRequest', '51', 'pubRequest.create', '{"taleIds":[801]}'),
             (2, 'pubRequest', '51', 'pubRequest.decide', '{"decision":"accepted"}'),
             (3, 'tale', '801', 'tale.boardApprovalDelete', '{"approvalId":1}'),
             (4, 'tale', '801', 'tale.finishedEdit', '{"version":3}'),
             (5, 'tale', '801', 'tale.transition', '{"from":3,"to":5,"key":"forwardToBoard"}'),
             (6, 'tale', '801', 'tale.transition', '{"from":5,"to":6,"key":"boardApprove"}'),
             (7, 'tale', '801', 'tale.transition', '{"from":5,"to":7,"key":"boardApprovePrivate"}'),
             (8, 'tale', '801', 'tale.transition', '{"from":5,"to":3,"key":"boardReturn"}'),
             (9, 'tale', '801', 'tale.transition', '{"from":5,"to":8,"key":"boardReject"}'),
             (10, 'tale', '801', 'tale.transition', '{"from":2,"to":3,"key":"assign","editorId":902}'),
             (11, 'tale', '801', 'tale.submit', '{"from":1,"to":2}')`);
    await database.migrate();
  });
  afterAll(async () => {
    if (skip) return;
    await close?.();
  });

  it.skipIf(skip)('renames the types, the mail kinds and the column with their stored values', async () => {
    const { db } = database;
    const types = await query<{ typname: string }>(
      db,
      `select typname from pg_type
       where typname in ('board_decision', 'pub_request_status', 'advisory_board_decision', 'written_pub_request_status')
       order by typname`,
    );
    expect(types.map((t) => t.typname)).toEqual(['advisory_board_decision', 'written_pub_request_status']);
    expect(
      await db.select({ decision: advisoryBoardApprovals.decision }).from(advisoryBoardApprovals),
    ).toEqual([{ decision: 'returned' }]);
    expect(await db.select({ status: writtenPubRequests.status }).from(writtenPubRequests)).toEqual([
      { status: 'accepted' },
    ]);
    const jobs = await db
      .select({
        jobId: mailJobs.jobId,
        kind: mailJobs.kind,
        writtenPubRequestId: mailJobs.writtenPubRequestId,
      })
      .from(mailJobs)
      .orderBy(mailJobs.jobId);
    expect(jobs).toEqual([
      { jobId: 1, kind: 'tale_advisory_board_return', writtenPubRequestId: null },
      { jobId: 2, kind: 'tale_to_advisory_board', writtenPubRequestId: null },
      { jobId: 3, kind: 'written_pub_request_decided', writtenPubRequestId: 51 },
      { jobId: 4, kind: 'tale_assigned', writtenPubRequestId: null },
    ]);
    // The new names are the only ones taken from now on.
    await db
      .insert(mailJobs)
      .values({ kind: 'written_pub_request_decided', userId: 902, writtenPubRequestId: 51 });
    expect(await db.select().from(mailJobs).where(eq(mailJobs.writtenPubRequestId, 51))).toHaveLength(2);
    await expect(
      db.execute(sql`insert into mail_jobs (kind, user_id) values ('tale_to_board', 902)`),
    ).rejects.toThrow();
  });

  it.skipIf(skip)(
    'gives the audit rows the new action, entity and transition key, and leaves the rest',
    async () => {
      const rows = await query<{ audit_id: number; entity: string; action: string; details: unknown }>(
        database.db,
        'select audit_id, entity, action, details from audit_log order by audit_id',
      );
      expect(rows).toEqual([
        {
          audit_id: 1,
          entity: 'writtenPubRequest',
          action: 'writtenPubRequest.create',
          details: { taleIds: [801] },
        },
        {
          audit_id: 2,
          entity: 'writtenPubRequest',
          action: 'writtenPubRequest.decide',
          details: { decision: 'accepted' },
        },
        {
          audit_id: 3,
          entity: 'tale',
          action: 'tale.advisoryBoardApprovalDelete',
          details: { approvalId: 1 },
        },
        { audit_id: 4, entity: 'tale', action: 'tale.completedEdit', details: { version: 3 } },
        {
          audit_id: 5,
          entity: 'tale',
          action: 'tale.transition',
          details: { from: 3, to: 5, key: 'forwardToAdvisoryBoard' },
        },
        {
          audit_id: 6,
          entity: 'tale',
          action: 'tale.transition',
          details: { from: 5, to: 6, key: 'advisoryBoardApprove' },
        },
        {
          audit_id: 7,
          entity: 'tale',
          action: 'tale.transition',
          details: { from: 5, to: 7, key: 'advisoryBoardApprovePrivate' },
        },
        {
          audit_id: 8,
          entity: 'tale',
          action: 'tale.transition',
          details: { from: 5, to: 3, key: 'advisoryBoardReturn' },
        },
        {
          audit_id: 9,
          entity: 'tale',
          action: 'tale.transition',
          details: { from: 5, to: 8, key: 'advisoryBoardReject' },
        },
        {
          audit_id: 10,
          entity: 'tale',
          action: 'tale.transition',
          details: { from: 2, to: 3, key: 'assign', editorId: 902 },
        },
        { audit_id: 11, entity: 'tale', action: 'tale.submit', details: { from: 1, to: 2 } },
      ]);
    },
  );
});
