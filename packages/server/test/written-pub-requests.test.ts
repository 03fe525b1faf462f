/**
 * /v1/writtenPubRequest: editor-type roles propose completed or published tales for the printed
 * series, admins accept or decline each request with a note, the proposer is mailed the decision. On the real
 * database; tales put in their states directly.
 */
import { ACTION, MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailJobs, tales, writtenPubRequests } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { waitForMail } from './support/outbox.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = CreatedUser & { token: string };
let ctx: TestApp;
let writer: User;
let editor: User;
let advisoryBoardMember: User;
let assistant: User;
let admin: User;
let otherAdmin: User;

beforeAll(async () => {
  ctx = await startTestApp();
  writer = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor], name: 'Elif', surname: 'Editör' });
  advisoryBoardMember = await signedInUser(ctx, { roles: [ROLE.advisoryBoardMember] });
  assistant = await signedInUser(ctx, { roles: [ROLE.editorAssistant] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin], name: 'Yusuf', surname: 'Yönetici' });
  otherAdmin = await signedInUser(ctx, { roles: [ROLE.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

const headers = (who: User | null) => (who ? { authorization: `Bearer ${who.token}` } : {});
const propose = (who: User | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/v1/writtenPubRequest', payload, headers: headers(who) });
const list = (who: User | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/v1/writtenPubRequest${query}`, headers: headers(who) });
const getOne = (who: User | null, requestId: number) =>
  ctx.app.inject({ method: 'GET', url: `/v1/writtenPubRequest/${requestId}`, headers: headers(who) });
const decide = (who: User | null, requestId: number, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/v1/writtenPubRequest/${requestId}/decision`,
    payload,
    headers: headers(who),
  });

let taleCount = 0;
async function taleAt(actionId: number, taleName = `Masal ${++taleCount}`): Promise<number> {
  const { taleId } = await createTale(ctx, { userId: writer.userId, actionId, taleName });
  return taleId;
}
const reason = 'Anlatımı ve dili basılı dizi için çok uygun.';

/** A pending request of `who` for fresh tales (completed by default). */
async function pendingRequest(who: User = editor, taleIds?: number[]): Promise<number> {
  const ids = taleIds ?? [await taleAt(ACTION.completed)];
  const created = await propose(who, { taleIds: ids, reason });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().requestId;
}

const requestRow = async (requestId: number) =>
  (
    await ctx.database.db.select().from(writtenPubRequests).where(eq(writtenPubRequests.requestId, requestId))
  )[0];

describe('every writtenPubRequest call', () => {
  it('requires a session (403)', async () => {
    const requestId = await pendingRequest();
    const taleId = await taleAt(ACTION.completed);
    for (const response of [
      await propose(null, { taleIds: [taleId], reason }),
      await list(null),
      await getOne(null, requestId),
      await decide(null, requestId, { decision: 'accepted' }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('SESSION_REQUIRED');
    }
    expect((await requestRow(requestId))?.status).toBe('pending');
  });

  it('refuses the wrong role (401) and changes nothing', async () => {
    const requestId = await pendingRequest();
    const taleId = await taleAt(ACTION.completed);
    // Proposing is for editor-type roles: a writer, an editor assistant and an admin without one are refused.
    for (const who of [writer, assistant, admin]) {
      const refused = await propose(who, { taleIds: [taleId], reason });
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json().code).toBe('NOT_ALLOWED');
    }
    // Reading is for editor-type roles and admins.
    for (const who of [writer, assistant]) {
      expect((await list(who)).statusCode).toBe(401);
      expect((await getOne(who, requestId)).statusCode).toBe(401);
    }
    // Deciding is for admins only: neither an editor (the proposer or not) nor anyone else.
    for (const who of [writer, assistant, editor, advisoryBoardMember]) {
      const refused = await decide(who, requestId, { decision: 'accepted' });
      expect(refused.statusCode, refused.body).toBe(401);
    }
    // Checked before validation: a wrong role learns nothing from field messages.
    expect((await propose(writer, {})).statusCode).toBe(401);
    expect((await decide(editor, requestId, {})).statusCode).toBe(401);
    expect((await requestRow(requestId))?.status).toBe('pending');
  });

  it('refuses another editor reading someone else’s request (401)', async () => {
    const requestId = await pendingRequest(editor);
    expect((await getOne(advisoryBoardMember, requestId)).statusCode).toBe(401);
    expect((await getOne(editor, requestId)).statusCode).toBe(200);
    expect((await getOne(admin, requestId)).statusCode).toBe(200);
  });
});

describe('proposing', () => {
  it('records the request with its tales, reason and proposer, and audits it', async () => {
    const completed = await taleAt(ACTION.completed, 'Keloğlan ile Dev');
    const published = await taleAt(ACTION.published, 'Çiçekçi Kız');
    const created = await propose(editor, {
      taleIds: [completed, published, completed],
      reason: `  ${reason} `,
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({
      status: 'pending',
      reason,
      proposer: { userId: editor.userId, name: 'Elif', surname: 'Editör' },
      decidedBy: null,
      decisionNote: null,
      decidedAt: null,
    });
    // Each tale once, in Turkish alphabetical order.
    expect(body.tales).toEqual([
      { taleId: published, taleName: 'Çiçekçi Kız', actionId: ACTION.published },
      { taleId: completed, taleName: 'Keloğlan ile Dev', actionId: ACTION.completed },
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'writtenPubRequest.create'), eq(auditLog.entityId, String(body.requestId))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(editor.userId);
  });

  it('refuses an empty list of tales or reason with Turkish field messages (400)', async () => {
    const refused = await propose(editor, { taleIds: [], reason: '   ' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(messagesFor(refused, 'taleIds')).toContain(MSG.writtenPubRequestTalesRequired);
    expect(messagesFor(refused, 'reason')).toContain(MSG.writtenPubRequestReasonRequired);
  });

  it('refuses a tale that is not completed or published (409)', async () => {
    for (const actionId of [
      ACTION.submitted,
      ACTION.inReview,
      ACTION.revisionRequested,
      ACTION.advisoryBoard,
      ACTION.privateContent,
      ACTION.rejected,
    ]) {
      const good = await taleAt(ACTION.completed);
      const bad = await taleAt(actionId, `Durum ${actionId}`);
      const refused = await propose(editor, { taleIds: [good, bad], reason });
      expect(refused.statusCode, `${actionId}: ${refused.body}`).toBe(409);
      expect(refused.json().message).toContain(MSG.writtenPubRequestTaleNotCompleted);
      expect(refused.json().message).toContain(`Durum ${actionId}`);
    }
  });

  it('answers 404 for a tale that does not exist or is someone’s draft', async () => {
    const good = await taleAt(ACTION.completed);
    expect((await propose(editor, { taleIds: [good, 2_000_000], reason })).statusCode).toBe(404);
    const draft = await taleAt(ACTION.draft);
    expect((await propose(editor, { taleIds: [good, draft], reason })).statusCode).toBe(404);
  });

  it('refuses a tale already in one of the proposer’s pending requests (409), not another editor’s', async () => {
    const taleId = await taleAt(ACTION.completed, 'Bekleyen Masal');
    await pendingRequest(editor, [taleId]);
    const again = await propose(editor, { taleIds: [taleId], reason });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toContain(MSG.writtenPubRequestTalePending);
    expect(again.json().message).toContain('Bekleyen Masal');
    expect((await propose(advisoryBoardMember, { taleIds: [taleId], reason })).statusCode).toBe(200);
  });

  it('refuses a tale of an accepted request (409), whoever proposes it', async () => {
    const taleId = await taleAt(ACTION.published, 'Kabul Edilen Masal');
    const requestId = await pendingRequest(editor, [taleId]);
    expect((await decide(admin, requestId, { decision: 'accepted' })).statusCode).toBe(200);
    for (const who of [editor, advisoryBoardMember]) {
      const refused = await propose(who, { taleIds: [await taleAt(ACTION.completed), taleId], reason });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toContain(MSG.writtenPubRequestTaleAccepted);
    }
  });

  it('a declined tale may be proposed again', async () => {
    const taleId = await taleAt(ACTION.completed);
    const requestId = await pendingRequest(editor, [taleId]);
    expect(
      (await decide(admin, requestId, { decision: 'declined', note: 'Şimdilik uygun değil.' })).statusCode,
    ).toBe(200);
    expect((await propose(editor, { taleIds: [taleId], reason })).statusCode).toBe(200);
  });

  it('of two identical proposals at once, one is recorded and the other refused (409)', async () => {
    const taleId = await taleAt(ACTION.completed);
    const answers = await Promise.all([
      propose(editor, { taleIds: [taleId], reason }),
      propose(editor, { taleIds: [taleId], reason }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('reading', () => {
  it('an editor lists only their own requests; an admin every request; both filter by status, paged', async () => {
    const own = await pendingRequest(advisoryBoardMember);
    const others = await pendingRequest(editor);
    const mine = await list(advisoryBoardMember, '?pageSize=100');
    expect(mine.statusCode, mine.body).toBe(200);
    const mineIds = mine.json().rows.map((r: { requestId: number }) => r.requestId);
    expect(mineIds).toContain(own);
    expect(mineIds).not.toContain(others);
    expect(
      mine
        .json()
        .rows.every(
          (r: { proposer: { userId: number } }) => r.proposer.userId === advisoryBoardMember.userId,
        ),
    ).toBe(true);

    const all = await list(admin, '?status=pending&pageSize=100');
    const allIds = all.json().rows.map((r: { requestId: number }) => r.requestId);
    expect(allIds).toEqual(expect.arrayContaining([own, others]));
    expect(all.json().rows.every((r: { status: string }) => r.status === 'pending')).toBe(true);

    const firstPage = await list(admin, '?pageSize=1');
    expect(firstPage.json().rows).toHaveLength(1);
    expect(firstPage.json().total).toBeGreaterThan(1);
    // Newest first.
    expect(firstPage.json().rows[0].requestId).toBe(Math.max(...allIds));
    expect((await list(admin, '?status=maybe')).statusCode).toBe(400);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await getOne(admin, 999_999)).statusCode).toBe(404);
    expect((await decide(admin, 999_999, { decision: 'accepted' })).statusCode).toBe(404);
  });
});

describe('deciding', () => {
  it('accepting records the admin, note and date, audits it and mails the proposer', async () => {
    // A proposer of their own, so no mail of another test is mistaken for this one.
    const proposer = await signedInUser(ctx, { roles: [ROLE.fieldEditor], name: 'Elif' });
    const taleId = await taleAt(ACTION.completed, 'Dev ile Keloğlan');
    const requestId = await pendingRequest(proposer, [taleId]);
    const accepted = await decide(admin, requestId, {
      decision: 'accepted',
      note: 'Birinci ciltte yer alacak.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      decisionNote: 'Birinci ciltte yer alacak.',
      decidedBy: { userId: admin.userId, name: 'Yusuf', surname: 'Yönetici' },
    });
    expect(accepted.json().decidedAt).toEqual(expect.any(String));
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'writtenPubRequest.decide'), eq(auditLog.entityId, String(requestId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ decision: 'accepted' });

    const mail = await waitForMail(ctx.dataDir, proposer.email, { subjectIncludes: 'kabul edildi' });
    expect(mail.text).toContain('“Dev ile Keloğlan”');
    expect(mail.text).toContain('Birinci ciltte yer alacak.');
    expect(mail.text).toContain('http://masal.test:8080/masal/writtenPubRequest');
    expect(mail.text).toContain('Sayın Elif,');
    // The proposer sees the decision in their own list.
    const own = await getOne(proposer, requestId);
    expect(own.json().status).toBe('accepted');
  });

  it('declining needs a note (400) and mails the proposer with it', async () => {
    const proposer = await signedInUser(ctx, { roles: [ROLE.advisoryBoardChair] });
    const requestId = await pendingRequest(proposer);
    const noNote = await decide(admin, requestId, { decision: 'declined', note: '  ' });
    expect(noNote.statusCode, noNote.body).toBe(400);
    expect(messagesFor(noNote, 'note')).toContain(MSG.writtenPubRequestDeclineNoteRequired);
    expect((await decide(admin, requestId, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await requestRow(requestId))?.status).toBe('pending');

    const declined = await decide(admin, requestId, {
      decision: 'declined',
      note: 'Dizinin konusuna uymuyor.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().status).toBe('declined');
    const mail = await waitForMail(ctx.dataDir, proposer.email, { subjectIncludes: 'reddedildi' });
    expect(mail.text).toContain('Dizinin konusuna uymuyor.');
  });

  it('a decided request is not decided again (409)', async () => {
    const requestId = await pendingRequest();
    expect((await decide(admin, requestId, { decision: 'accepted' })).statusCode).toBe(200);
    const again = await decide(otherAdmin, requestId, { decision: 'declined', note: 'Vazgeçtik.' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(MSG.writtenPubRequestAlreadyDecided);
    expect((await requestRow(requestId))?.status).toBe('accepted');
  });

  it('of two admins deciding at once, one wins and the other gets 409; one mail is queued', async () => {
    const requestId = await pendingRequest();
    const answers = await Promise.all([
      decide(admin, requestId, { decision: 'accepted' }),
      decide(otherAdmin, requestId, { decision: 'declined', note: 'Uygun değil.' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    expect((await requestRow(requestId))?.status).toBe(winner.status);
    const jobs = await ctx.database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.writtenPubRequestId, requestId));
    expect(jobs).toHaveLength(1);
  });

  it('of two requests for the same tale, only one can be accepted (409)', async () => {
    const taleId = await taleAt(ACTION.completed);
    const first = await pendingRequest(editor, [taleId]);
    const second = await pendingRequest(advisoryBoardMember, [taleId]);
    const answers = await Promise.all([
      decide(admin, first, { decision: 'accepted' }),
      decide(otherAdmin, second, { decision: 'accepted' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
      200, 409,
    ]);
    const refused = answers.find((a) => a.statusCode === 409)?.json();
    expect(refused.message).toContain(MSG.writtenPubRequestTaleAccepted);
  });

  it('a proposal and the acceptance of the same tale at once: the proposal never slips past (409 or before)', async () => {
    const taleId = await taleAt(ACTION.completed);
    const requestId = await pendingRequest(editor, [taleId]);
    const [accepted, proposed] = await Promise.all([
      decide(admin, requestId, { decision: 'accepted' }),
      propose(advisoryBoardMember, { taleIds: [taleId], reason }),
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    if (proposed.statusCode === 200) {
      // Recorded before the acceptance committed: it stays pending, and cannot be accepted now.
      const late = await decide(admin, proposed.json().requestId, { decision: 'accepted' });
      expect(late.statusCode).toBe(409);
    } else {
      expect(proposed.statusCode, proposed.body).toBe(409);
    }
  });

  it('does not accept a tale that is no longer completed or published (409)', async () => {
    const taleId = await taleAt(ACTION.completed);
    const requestId = await pendingRequest(editor, [taleId]);
    await ctx.database.db
      .update(tales)
      .set({ actionId: ACTION.privateContent })
      .where(eq(tales.taleId, taleId));
    const refused = await decide(admin, requestId, { decision: 'accepted' });
    expect(refused.statusCode, refused.body).toBe(409);
    // It may still be declined.
    expect(
      (await decide(admin, requestId, { decision: 'declined', note: 'Özel içerikli oldu.' })).statusCode,
    ).toBe(200);
  });
});
