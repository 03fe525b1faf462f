/**
 * The tale workflow's e-mails: each kind's subject, Turkish text, escaped HTML and link,
 * composed on the real database from what the job names (kind, person, tale); and the jobs that send nothing
 * because the person or tale is gone or the tale has moved on. Jobs and statuses are written directly, as the
 * transitions (PUT /v1/tales/) would.
 */
import { ACTION, type ActionId, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { mailJobs, taleHistory, tales, users } from '../src/db/schema/index.ts';
import type { MailJob, MailJobKind } from '../src/mail/mail-job.repository.ts';
import { workflowMailRepository } from '../src/modules/workflow/mails/workflow-mail.repository.ts';
import { workflowMailComposer } from '../src/modules/workflow/mails/workflow-mails.ts';
import { type CreatedUser, createUser, signIn } from './support/factories.ts';
import { waitForMail } from './support/outbox.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let compose: ReturnType<typeof workflowMailComposer>;
let owner: CreatedUser;
let editor: CreatedUser;
let advisoryBoardMember: CreatedUser;
/** Each recipient of the cases below, with the first name the greeting uses. */
let people: Record<'owner' | 'editor' | 'advisoryBoard', { user: CreatedUser; name: string }>;
let url: string;
beforeAll(async () => {
  ctx = await startTestApp();
  compose = workflowMailComposer({
    repo: workflowMailRepository(ctx.database.db),
    publicUrl: ctx.config.publicUrl,
    reminderDays: ctx.config.reviewReminderDays,
  });
  url = ctx.config.publicUrl;
  owner = await createUser(ctx, { roles: [ROLE.writer], name: 'Ayşe' });
  editor = await createUser(ctx, { roles: [ROLE.editor], name: 'Mehmet' });
  advisoryBoardMember = await createUser(ctx, { roles: [ROLE.advisoryBoardMember], name: 'Zeynep' });
  people = {
    owner: { user: owner, name: 'Ayşe' },
    editor: { user: editor, name: 'Mehmet' },
    advisoryBoard: { user: advisoryBoardMember, name: 'Zeynep' },
  };
});
afterAll(async () => {
  await ctx?.close();
});

/** A name with every character the HTML part must escape. */
const TALE_NAME = 'Keloğlan & <Dev> "Kardeşler"';
const TALE_NAME_HTML = 'Keloğlan &amp; &lt;Dev&gt; &quot;Kardeşler&quot;';

function job(kind: MailJobKind, userId: number | null, taleId: number | null): MailJob {
  const now = new Date();
  return {
    jobId: 0,
    kind,
    userId,
    taleId,
    writtenPubRequestId: null,
    state: 'pending',
    attempts: 1,
    createdAt: now,
    runAfter: now,
    leasedUntil: null,
    leasedBy: null,
    doneAt: null,
  };
}

/**
 * A tale of `owner` with `editor` assigned, moved from → to with a history row, as a transition leaves it;
 * `noteForOwner` as a transition meant for the compiler (a revision request, a refusal) marks its note.
 */
async function taleMoved(
  from: ActionId,
  to: ActionId,
  note: string | null = null,
  noteForOwner = false,
): Promise<number> {
  const { taleId } = await createTale(ctx, {
    userId: owner.userId,
    editorId: editor.userId,
    actionId: to,
    taleName: TALE_NAME,
  });
  await ctx.database.db
    .insert(taleHistory)
    .values({ taleId, actorUserId: editor.userId, fromActionId: from, toActionId: to, note, noteForOwner });
  return taleId;
}

const NOTE = 'Girişteki <i>tekerleme</i> & sondaki dua eksik';
const NOTE_HTML = 'Girişteki &lt;i&gt;tekerleme&lt;/i&gt; &amp; sondaki dua eksik';

describe('each workflow mail', () => {
  const cases: ReadonlyArray<{
    kind: MailJobKind;
    to: keyof typeof people;
    from: ActionId;
    at: ActionId;
    note?: string;
    subject: string | ((taleId: number) => string);
    says: string[];
    link: (taleId: number) => string;
  }> = [
    {
      kind: 'tale_revision',
      to: 'owner',
      from: ACTION.inReview,
      at: ACTION.revisionRequested,
      note: NOTE,
      subject: 'Masal Portalı — Masalınız için düzeltme istendi',
      says: [
        `“${TALE_NAME}” adlı masalınızı inceleyen editör`,
        `Editörün notu: ${NOTE}`,
        'yeniden incelemeye',
      ],
      link: (id) => `/masal/taleSave?taleId=${id}`,
    },
    {
      kind: 'tale_rejected',
      to: 'owner',
      from: ACTION.inReview,
      at: ACTION.rejected,
      note: NOTE,
      subject: 'Masal Portalı — Masalınız reddedildi',
      says: [`“${TALE_NAME}” adlı masalınız incelendi`, `Gerekçe: ${NOTE}`],
      link: (id) => `/masal/taleSave?taleId=${id}`,
    },
    {
      kind: 'tale_approved',
      to: 'owner',
      from: ACTION.advisoryBoard,
      at: ACTION.completed,
      subject: 'Masal Portalı — Masalınız onaylandı',
      says: [`“${TALE_NAME}” adlı masalınız onaylandı.`],
      link: (id) => `/masal/taleSave?taleId=${id}`,
    },
    {
      kind: 'tale_published',
      to: 'owner',
      from: ACTION.completed,
      at: ACTION.published,
      subject: 'Masal Portalı — Masalınız yayımlandı',
      says: [`“${TALE_NAME}” adlı masalınız Masal Portalı’nda yayımlandı`],
      link: (id) => `/masal/publicTalePage/${id}`,
    },
    {
      kind: 'tale_assigned',
      to: 'editor',
      from: ACTION.submitted,
      at: ACTION.inReview,
      subject: 'Masal Portalı — İncelemeniz için bir masal atandı',
      says: [`“${TALE_NAME}” adlı masal incelemeniz için size atandı.`],
      link: (id) => `/masal/taleReview/${id}`,
    },
    {
      kind: 'tale_received',
      to: 'owner',
      from: ACTION.draft,
      at: ACTION.submitted,
      subject: (id: number) => `Masal Portalı — Masalınız alındı (Masal no: ${id})`,
      says: [`“${TALE_NAME}” adlı masalınız incelenmek üzere alındı. Masal no: `, 'bir editör atanacak'],
      link: (id) => `/masal/taleSave?taleId=${id}`,
    },
    {
      kind: 'tale_resubmitted',
      to: 'editor',
      from: ACTION.revisionRequested,
      at: ACTION.inReview,
      subject: 'Masal Portalı — Düzeltilen masal yeniden gönderildi',
      says: [`Düzeltme istediğiniz “${TALE_NAME}” adlı masal, derleyicisi tarafından düzeltilip`],
      link: (id) => `/masal/taleReview/${id}`,
    },
    {
      kind: 'tale_advisory_board_return',
      to: 'editor',
      from: ACTION.advisoryBoard,
      at: ACTION.inReview,
      note: NOTE,
      subject: 'Masal Portalı — Masal danışma kurulundan geri gönderildi',
      says: [`Danışma kuruluna gönderdiğiniz “${TALE_NAME}” adlı masal`, `Kurulun notu: ${NOTE}`],
      link: (id) => `/masal/taleReview/${id}`,
    },
    {
      kind: 'tale_to_advisory_board',
      to: 'advisoryBoard',
      from: ACTION.inReview,
      at: ACTION.advisoryBoard,
      subject: 'Masal Portalı — Danışma kurulunun değerlendirmesini bekleyen masal',
      says: [`“${TALE_NAME}” adlı masal danışma kurulunun değerlendirmesine sunuldu.`],
      link: () => '/masal/advisoryBoardTaleDataTable',
    },
  ];

  it.each(cases)('$kind: subject, Turkish text with the tale’s name, escaped HTML, link', async (c) => {
    const taleId = await taleMoved(c.from, c.at, c.note ?? null, c.to === 'owner');
    const { user: person, name } = people[c.to];
    const mail = await compose(job(c.kind, person.userId, taleId));
    if (!mail) throw new Error(`${c.kind} sent nothing`);
    const link = `${url}${c.link(taleId)}`;
    expect(mail.to).toBe(person.email);
    expect(mail.subject).toBe(typeof c.subject === 'string' ? c.subject : c.subject(taleId));
    expect(mail.text.startsWith(`Sayın ${name},\n`)).toBe(true);
    for (const part of c.says) expect(mail.text).toContain(part);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.html).toContain(TALE_NAME_HTML);
    expect(mail.html).not.toContain('<Dev>');
    if (c.note) {
      expect(mail.html).toContain(NOTE_HTML);
      expect(mail.html).not.toContain('<i>');
    }
  });

  it('tells the compiler of an approval as private content only that it was approved, no note', async () => {
    const taleId = await taleMoved(
      ACTION.advisoryBoard,
      ACTION.privateContent,
      'Kurulun iç notu: özel içerik',
    );
    const mail = await compose(job('tale_approved', owner.userId, taleId));
    expect(mail?.subject).toBe('Masal Portalı — Masalınız onaylandı');
    expect(mail?.text).toContain('adlı masalınız onaylandı.');
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/özel|Özel|iç notu|kurul/i);
  });

  it("tells the compiler of an admin's forced refusal without the admin's reason (between staff)", async () => {
    const reason = 'Yönetici gerekçesi: kurum içi yazışma';
    const taleId = await taleMoved(ACTION.inReview, ACTION.rejected, reason);
    const mail = await compose(job('tale_rejected', owner.userId, taleId));
    expect(mail?.subject).toBe('Masal Portalı — Masalınız reddedildi');
    expect(`${mail?.text}${mail?.html}`).not.toContain('kurum içi');
  });

  it('goes out through the outbox once the queue takes the job', async () => {
    const taleId = await taleMoved(ACTION.inReview, ACTION.revisionRequested, NOTE, true);
    await ctx.database.db.insert(mailJobs).values({ kind: 'tale_revision', userId: owner.userId, taleId });
    // Another instance on the same database: its queue takes leftovers at start.
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      webDist: ctx.dataDir,
      logStream: ctx.logStream,
    });
    await other.ready();
    try {
      const mail = await waitForMail(ctx.dataDir, owner.email, { subjectIncludes: 'düzeltme istendi' });
      expect(mail.text).toContain(`Editörün notu: ${NOTE}`);
      expect(mail.text).toContain(`${url}/masal/taleSave?taleId=${taleId}`);
    } finally {
      await other.close();
    }
  });

  it("the compiler's Gönder (1→2) sends them a receipt with the tale's number and what happens next", async () => {
    const token = await signIn(ctx.app, owner.email, owner.password);
    const call = (method: 'POST' | 'PUT', path: string, payload: object) =>
      ctx.app.inject({ method, url: path, headers: { authorization: token }, payload });
    const created = await call('POST', '/v1/tales/full', completeTaleBody({ taleName: 'Alınan Masal' }));
    expect(created.statusCode, created.body).toBe(200);
    const { taleId } = created.json() as { taleId: number };
    const sent = await call('PUT', '/v1/tales/', { taleId, actionId: ACTION.submitted });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await waitForMail(ctx.dataDir, owner.email, { subjectIncludes: `Masal no: ${taleId})` });
    expect(mail.subject).toBe(`Masal Portalı — Masalınız alındı (Masal no: ${taleId})`);
    expect(mail.text).toContain(
      `“Alınan Masal” adlı masalınız incelenmek üzere alındı. Masal no: ${taleId}.`,
    );
    expect(mail.text).toContain('bir editör atanacak');
    expect(mail.text).toContain('Her kararda');
    expect(mail.text).toContain(`${url}/masal/taleSave?taleId=${taleId}`);
  });

  it("the compiler's resubmit after a revision request (4→3) sends them a receipt too, the editor a notice", async () => {
    const as = async (person: CreatedUser) => {
      const token = await signIn(ctx.app, person.email, person.password);
      return (method: 'POST' | 'PUT', path: string, payload: object) =>
        ctx.app.inject({ method, url: path, headers: { authorization: token }, payload });
    };
    const admin = await createUser(ctx, { roles: [ROLE.admin] });
    const [byOwner, byAdmin, byEditor] = await Promise.all([as(owner), as(admin), as(editor)]);
    const created = await byOwner(
      'POST',
      '/v1/tales/full',
      completeTaleBody({ taleName: 'Düzeltilen Masal' }),
    );
    const { taleId } = created.json() as { taleId: number };
    const moves = [
      () => byOwner('PUT', '/v1/tales/', { taleId, actionId: ACTION.submitted }),
      () => byAdmin('PUT', '/v1/tales/', { taleId, actionId: ACTION.inReview, editorId: editor.userId }),
      () =>
        byEditor('PUT', '/v1/tales/', { taleId, actionId: ACTION.revisionRequested, note: 'Sonu eksik.' }),
      () => byOwner('PUT', '/v1/tales/', { taleId, actionId: ACTION.inReview }),
    ];
    for (const move of moves) {
      const answer = await move();
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const receipt = await waitForMail(ctx.dataDir, owner.email, {
      subjectIncludes: 'Düzelttiğiniz masal alındı',
    });
    expect(receipt.subject).toBe(`Masal Portalı — Düzelttiğiniz masal alındı (Masal no: ${taleId})`);
    expect(receipt.text).toContain(
      `Düzelttiğiniz “Düzeltilen Masal” adlı masal yeniden incelenmek üzere alındı. Masal no: ${taleId}.`,
    );
    expect(receipt.text).toContain('düzeltme isteyen editörün incelemesine');
    expect(receipt.text).toContain(`${url}/masal/taleSave?taleId=${taleId}`);
    const notice = await waitForMail(ctx.dataDir, editor.email, {
      subjectIncludes: 'Düzeltilen masal yeniden gönderildi',
    });
    expect(notice.text).toContain('“Düzeltilen Masal”');
  });
});

describe('a workflow mail sends nothing', () => {
  it('when the person is gone, inactive or anonymised', async () => {
    const taleId = await taleMoved(ACTION.inReview, ACTION.revisionRequested, NOTE);
    expect(await compose(job('tale_revision', null, taleId))).toBeNull();
    expect(await compose(job('tale_revision', 987_654, taleId))).toBeNull();

    const inactive = await createUser(ctx, { roles: [ROLE.writer], active: false });
    await ctx.database.db.update(tales).set({ userId: inactive.userId }).where(eq(tales.taleId, taleId));
    expect(await compose(job('tale_revision', inactive.userId, taleId))).toBeNull();

    const anonymised = await createUser(ctx, { roles: [ROLE.writer] });
    await ctx.database.db
      .update(users)
      .set({ anonymizedAt: new Date() })
      .where(eq(users.userId, anonymised.userId));
    await ctx.database.db.update(tales).set({ userId: anonymised.userId }).where(eq(tales.taleId, taleId));
    expect(await compose(job('tale_revision', anonymised.userId, taleId))).toBeNull();
  });

  it('when the tale is gone or the job names none', async () => {
    expect(await compose(job('tale_assigned', editor.userId, 987_654))).toBeNull();
    expect(await compose(job('tale_assigned', editor.userId, null))).toBeNull();
  });

  it('when the tale has moved on from the status the mail is about', async () => {
    const revised = await taleMoved(ACTION.inReview, ACTION.revisionRequested, NOTE);
    // The compiler already resubmitted it: the revision request no longer applies.
    await ctx.database.db.update(tales).set({ actionId: ACTION.inReview }).where(eq(tales.taleId, revised));
    expect(await compose(job('tale_revision', owner.userId, revised))).toBeNull();

    const published = await taleMoved(ACTION.advisoryBoard, ACTION.completed);
    await ctx.database.db
      .update(tales)
      .set({ actionId: ACTION.published })
      .where(eq(tales.taleId, published));
    expect(await compose(job('tale_approved', owner.userId, published))).toBeNull();
    expect(await compose(job('tale_published', owner.userId, published))).not.toBeNull();

    const decided = await taleMoved(ACTION.inReview, ACTION.advisoryBoard);
    await ctx.database.db.update(tales).set({ actionId: ACTION.rejected }).where(eq(tales.taleId, decided));
    expect(await compose(job('tale_to_advisory_board', advisoryBoardMember.userId, decided))).toBeNull();
  });

  it('when the tale reached the editor again another way than the mail says', async () => {
    const returned = await taleMoved(ACTION.advisoryBoard, ACTION.inReview, NOTE);
    expect(await compose(job('tale_resubmitted', editor.userId, returned))).toBeNull();
    expect(await compose(job('tale_advisory_board_return', editor.userId, returned))).not.toBeNull();

    // Returned by the advisory board, then sent back to the compiler and resubmitted: the advisory board's return is
    // old news.
    await ctx.database.db
      .insert(taleHistory)
      .values({ taleId: returned, fromActionId: ACTION.revisionRequested, toActionId: ACTION.inReview });
    expect(await compose(job('tale_advisory_board_return', editor.userId, returned))).toBeNull();
    expect(await compose(job('tale_resubmitted', editor.userId, returned))).not.toBeNull();
  });

  it('when the person is no longer the one it concerns', async () => {
    const taleId = await taleMoved(ACTION.submitted, ACTION.inReview);
    const next = await createUser(ctx, { roles: [ROLE.editor] });
    // Reassigned before the mail went: only the new editor is told.
    await ctx.database.db.update(tales).set({ editorId: next.userId }).where(eq(tales.taleId, taleId));
    expect(await compose(job('tale_assigned', editor.userId, taleId))).toBeNull();
    expect((await compose(job('tale_assigned', next.userId, taleId)))?.to).toBe(next.email);

    const revised = await taleMoved(ACTION.inReview, ACTION.revisionRequested, NOTE);
    expect(await compose(job('tale_revision', editor.userId, revised))).toBeNull();

    const atAdvisoryBoard = await taleMoved(ACTION.inReview, ACTION.advisoryBoard);
    expect(await compose(job('tale_to_advisory_board', editor.userId, atAdvisoryBoard))).toBeNull();
    const chair = await createUser(ctx, { roles: [ROLE.advisoryBoardChair] });
    expect((await compose(job('tale_to_advisory_board', chair.userId, atAdvisoryBoard)))?.to).toBe(
      chair.email,
    );
  });
});
