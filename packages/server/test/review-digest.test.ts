/**
 * The daily review reminder: after 08:00 Istanbul time, once a day whatever the number of
 * instances on the database, each editor with assigned tales waiting at 3 and each advisory board member (roles 5, 7)
 * while tales wait at 5 longer than REVIEW_REMINDER_DAYS gets one mail listing them with links.
 */
import { ACTION, type ActionId, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { jobRuns, mailJobs, taleHistory, tales, users } from '../src/db/schema/index.ts';
import { istanbulClock, reviewDigest } from '../src/modules/workflow/mails/review-digest.ts';
import { workflowMailRepository } from '../src/modules/workflow/mails/workflow-mail.repository.ts';
import { workflowMailComposer } from '../src/modules/workflow/mails/workflow-mails.ts';
import { type CreatedUser, createUser } from './support/factories.ts';
import { waitForMail } from './support/outbox.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** 09:00 (or another hour) Istanbul time on today's Istanbul day, `plusDays` later. */
function istanbulAt(hour: number, plusDays = 0): Date {
  const { day } = istanbulClock(new Date());
  return new Date(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+03:00`) + plusDays * DAY_MS);
}

let ctx: TestApp;
let kicks = 0;
/** A server instance's digest, on its own database connection. */
const digestOn = (database: Database) =>
  reviewDigest({
    repo: workflowMailRepository(database.db),
    reminderDays: ctx.config.reviewReminderDays,
    mailQueue: { kick: () => kicks++ },
    log: ctx.app.log,
  });

let people: Record<'editor' | 'fallback' | 'member' | 'chair' | 'both', CreatedUser>;
/** Accounts that get no digest: inactive, with nothing waiting, anonymised, the tales' compiler. */
let quiet: Record<'inactive' | 'idle' | 'anonymised' | 'compiler', CreatedUser>;
const taleIds: Record<string, number> = {};
let compose: ReturnType<typeof workflowMailComposer>;
/** The digest mail the queue would send this person now. */
const digestFor = (userId: number) => {
  const now = new Date();
  return compose({
    jobId: 0,
    kind: 'review_digest',
    userId,
    taleId: null,
    writtenPubRequestId: null,
    state: 'pending',
    attempts: 1,
    createdAt: now,
    runAfter: now,
    leasedUntil: null,
    leasedBy: null,
    doneAt: null,
  });
};

/**
 * A tale in `actionId` since `since`: its history row into the status then, the tale itself last changed long
 * before (waiting counts from the entry into the status); without history, last changed at `since`.
 */
async function waitingTale(
  name: string,
  actionId: ActionId,
  since: Date,
  editorId: number | null,
  withHistory = true,
): Promise<void> {
  const { taleId } = await createTale(ctx, {
    userId: quiet.compiler.userId,
    editorId,
    actionId,
    taleName: name,
  });
  taleIds[name] = taleId;
  const updatedAt = withHistory ? daysAgo(60) : since;
  await ctx.database.db.update(tales).set({ updatedAt }).where(eq(tales.taleId, taleId));
  if (withHistory)
    await ctx.database.db
      .insert(taleHistory)
      .values({ taleId, fromActionId: ACTION.submitted, toActionId: actionId, at: since });
}

beforeAll(async () => {
  ctx = await startTestApp();
  compose = workflowMailComposer({
    repo: workflowMailRepository(ctx.database.db),
    publicUrl: ctx.config.publicUrl,
    reminderDays: ctx.config.reviewReminderDays,
  });
  people = {
    editor: await createUser(ctx, { roles: [ROLE.editor], name: 'Ali' }),
    fallback: await createUser(ctx, { roles: [ROLE.languageEditor] }),
    member: await createUser(ctx, { roles: [ROLE.advisoryBoardMember] }),
    chair: await createUser(ctx, { roles: [ROLE.advisoryBoardChair] }),
    both: await createUser(ctx, { roles: [ROLE.fieldEditor, ROLE.advisoryBoardMember] }),
  };
  quiet = {
    inactive: await createUser(ctx, { roles: [ROLE.editor], active: false }),
    idle: await createUser(ctx, { roles: [ROLE.publishingEditor] }),
    anonymised: await createUser(ctx, { roles: [ROLE.advisoryBoardMember] }),
    compiler: await createUser(ctx, { roles: [ROLE.writer] }),
  };
  await ctx.database.db
    .update(users)
    .set({ anonymizedAt: new Date() })
    .where(eq(users.userId, quiet.anonymised.userId));

  await waitingTale('Şahmeran & <Kamer> Tâcı', ACTION.inReview, daysAgo(20), people.editor.userId);
  await waitingTale('Yeni Atanan', ACTION.inReview, daysAgo(5), people.editor.userId);
  await waitingTale('Geçmişsiz Bekleyen', ACTION.inReview, daysAgo(30), people.fallback.userId, false);
  await waitingTale('Pasif Editörün', ACTION.inReview, daysAgo(20), quiet.inactive.userId);
  await waitingTale('Derleyicide', ACTION.revisionRequested, daysAgo(20), quiet.idle.userId);
  await waitingTale('Kurulda Bekleyen', ACTION.advisoryBoard, daysAgo(20), people.editor.userId);
  await waitingTale('Kurula Yeni Gelen', ACTION.advisoryBoard, daysAgo(2), people.editor.userId);
  await waitingTale('Alan Editörünün', ACTION.inReview, daysAgo(16), people.both.userId);
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  // The app's own check at start may have taken today.
  await ctx.database.db.delete(jobRuns);
  await ctx.database.db.delete(mailJobs).where(eq(mailJobs.kind, 'review_digest'));
  kicks = 0;
});

const digestJobs = async () =>
  (
    await ctx.database.db
      .select({ userId: mailJobs.userId, taleId: mailJobs.taleId })
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'review_digest'))
  ).sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0));
const expectedJobs = () =>
  Object.values(people)
    .map((p) => ({ userId: p.userId, taleId: null }))
    .sort((a, b) => a.userId - b.userId);
const runDays = async () => (await ctx.database.db.select().from(jobRuns)).map((r) => r.runOn).sort();

describe('the daily review digest', () => {
  it('mails each editor and advisory board member something waits for, listing those tales with links', async () => {
    expect(await digestOn(ctx.database).runIfDue(istanbulAt(9))).toBe(true);
    expect(await digestJobs()).toEqual(expectedJobs());
    expect(kicks).toBe(1);

    // Another instance's queue sends them (it takes leftovers at start).
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      webDist: ctx.dataDir,
      logStream: ctx.logStream,
    });
    await other.ready();
    try {
      const url = ctx.config.publicUrl;
      const subject = 'Masal Portalı — Uzun süredir bekleyen masallar';
      const mailTo = (user: CreatedUser) =>
        waitForMail(ctx.dataDir, user.email, { subjectIncludes: subject });
      const review = (name: string) => `${url}/masal/taleReview/${taleIds[name]}`;
      const advisoryBoardLink = `${url}/masal/advisoryBoardTaleDataTable`;

      const editor = await mailTo(people.editor);
      expect(editor.text).toContain('Sayın Ali,');
      expect(editor.text).toContain('Aşağıdaki masallar 14 günden uzun süredir sizi bekliyor:');
      expect(editor.text).toContain(
        `• “Şahmeran & <Kamer> Tâcı” — 20 gündür incelemenizde: ${review('Şahmeran & <Kamer> Tâcı')}`,
      );
      expect(editor.text).toContain(`\n${url}/masal/taleListInbox\n`);
      // Not an advisory board member: the tale at the advisory board it once forwarded is not theirs to decide.
      expect(editor.text).not.toMatch(/Yeni Atanan|Kurulda|Kurula/);

      const fallback = await mailTo(people.fallback);
      expect(fallback.text).toContain(
        `“Geçmişsiz Bekleyen” — 30 gündür incelemenizde: ${review('Geçmişsiz Bekleyen')}`,
      );
      expect(fallback.text).not.toMatch(/Şahmeran|Pasif|Derleyicide/);

      for (const member of [people.member, people.chair]) {
        const mail = await mailTo(member);
        expect(mail.text).toContain(
          `• “Kurulda Bekleyen” — 20 gündür danışma kurulunda: ${advisoryBoardLink}`,
        );
        expect(mail.text).not.toMatch(/Kurula Yeni|Şahmeran|Geçmişsiz|Alan Editörünün/);
      }
      const both = await mailTo(people.both);
      expect(both.text).toContain(
        `“Alan Editörünün” — 16 gündür incelemenizde: ${review('Alan Editörünün')}`,
      );
      expect(both.text).toContain('“Kurulda Bekleyen” — 20 gündür danışma kurulunda');
    } finally {
      await other.close();
    }
  });

  it('escapes the HTML list and links each tale', async () => {
    const mail = await digestFor(people.editor.userId);
    const link = `${ctx.config.publicUrl}/masal/taleReview/${taleIds['Şahmeran & <Kamer> Tâcı']}`;
    expect(mail?.html).toContain(
      `<li><a href="${link}">“Şahmeran &amp; &lt;Kamer&gt; Tâcı” — 20 gündür incelemenizde</a></li>`,
    );
    expect(mail?.html).toContain(`<a href="${ctx.config.publicUrl}/masal/taleListInbox">`);
    expect(mail?.html).not.toContain('<Kamer>');
  });

  it('waits for 08:00 Istanbul time', async () => {
    expect(await digestOn(ctx.database).runIfDue(istanbulAt(7))).toBe(false);
    expect(await runDays()).toEqual([]);
    expect(await digestJobs()).toEqual([]);
  });

  it('runs once a day when triggered twice, and again the next day', async () => {
    const digest = digestOn(ctx.database);
    expect(await digest.runIfDue(istanbulAt(9))).toBe(true);
    expect(await digest.runIfDue(istanbulAt(15))).toBe(false);
    expect(await digestJobs()).toEqual(expectedJobs());
    expect(await digest.runIfDue(istanbulAt(9, 1))).toBe(true);
    expect(await digestJobs()).toEqual(
      [...expectedJobs(), ...expectedJobs()].sort((a, b) => a.userId - b.userId),
    );
    expect(await runDays()).toEqual([istanbulClock(istanbulAt(9)).day, istanbulClock(istanbulAt(9, 1)).day]);
  });

  it('runs once when two instances on the same database trigger it at the same moment', async () => {
    // Two connection pools on PostgreSQL, as two servers have; PGlite has one connection per data folder.
    const second =
      ctx.database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: ctx.config.databaseUrl, dataDir: ctx.dataDir })
        : ctx.database;
    try {
      for (const plusDays of [0, 1, 2]) {
        const at = istanbulAt(9, plusDays);
        const ran = await Promise.all([digestOn(ctx.database).runIfDue(at), digestOn(second).runIfDue(at)]);
        expect(ran.filter(Boolean)).toHaveLength(1);
      }
      expect(await runDays()).toHaveLength(3);
      expect(await digestJobs()).toHaveLength(3 * expectedJobs().length);
    } finally {
      if (second !== ctx.database) await second.close();
    }
  });

  it('is checked when an instance starts', async () => {
    const before = istanbulClock(new Date());
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      webDist: ctx.dataDir,
      logStream: ctx.logStream,
    });
    await other.ready();
    await other.close();
    const after = istanbulClock(new Date());
    // Only when 08:00 (or midnight) did not pass during the start is the outcome certain.
    if (before.day === after.day && before.hour >= 8 === after.hour >= 8)
      expect(await runDays()).toEqual(before.hour >= 8 ? [before.day] : []);
  });

  it('sends nothing to someone nothing waits for any more', async () => {
    expect(await digestFor(quiet.idle.userId)).toBeNull();
    expect(await digestFor(quiet.anonymised.userId)).toBeNull();
    // Decided between the queueing and the sending.
    await ctx.database.db
      .update(tales)
      .set({ actionId: ACTION.completed })
      .where(eq(tales.taleId, taleIds['Kurulda Bekleyen'] ?? 0));
    expect(await digestFor(people.member.userId)).toBeNull();
    expect((await digestFor(people.both.userId))?.text).not.toContain('Kurulda Bekleyen');
  });
});

describe('REVIEW_REMINDER_DAYS', () => {
  it('is 14 days unless set', () => {
    const days = (value?: string) => {
      const result = loadConfig(value === undefined ? {} : { REVIEW_REMINDER_DAYS: value });
      if (!result.ok) throw new Error(result.problems.join('\n'));
      return result.config.reviewReminderDays;
    };
    expect(days()).toBe(14);
    expect(days('')).toBe(14);
    expect(days('30')).toBe(30);
  });

  it.each(['0', '-3', '1.5', 'iki', '14 gün'])('refuses %j with one clear line', (value) => {
    const result = loadConfig({ REVIEW_REMINDER_DAYS: value });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual(['REVIEW_REMINDER_DAYS: pozitif bir tam sayı (gün) olmalı']);
  });
});
