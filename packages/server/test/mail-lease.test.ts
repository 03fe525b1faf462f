/**
 * Mail jobs run once across instances: a try is leased to the instance that claimed it, so
 * another instance starting meanwhile never sends it again; a job whose instance died is taken over once its
 * lease ran out, and sent once. Mails are counted in the outboxes of every instance.
 */
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../src/db/schema/index.ts';
import { mailJobRepository } from '../src/mail/mail-job.repository.ts';
import { createMailQueue } from '../src/mail/mail-queue.ts';
import { createMailer, type Mailer } from '../src/mail/mailer.ts';
import { authRepository } from '../src/modules/auth/auth.repository.ts';
import { authMailComposer } from '../src/modules/auth/auth-mails.ts';
import { type CreatedUser, createUser } from './support/factories.ts';
import { sleep } from './support/http.ts';
import { mailsTo, waitForMail } from './support/outbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const RESET_SUBJECT = 'Şifre';
const MINUTE_MS = 60_000;

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** A reset mail's job for the user, written as a request would (no queue is told of it). */
async function queueReset(user: CreatedUser, lease: { leasedUntil?: Date; leasedBy?: string } = {}) {
  const [job] = await ctx.database.db
    .insert(mailJobs)
    .values({ kind: 'reset', userId: user.userId, ...lease, attempts: lease.leasedUntil ? 1 : 0 })
    .returning({ jobId: mailJobs.jobId });
  if (!job) throw new Error('no job');
  return job.jobId;
}
const jobRow = async (jobId: number) =>
  (await ctx.database.db.select().from(mailJobs).where(eq(mailJobs.jobId, jobId)))[0];
/** Mails to the user in the outboxes of the given instances. */
const mailsIn = async (apps: TestApp[], user: CreatedUser) =>
  (await Promise.all(apps.map((app) => mailsTo(app.dataDir, user.email)))).flat();

/**
 * Instance A's mail queue, on the shared database and A's own outbox, whose mailer holds every mail until
 * `release()`: `sending` settles when the first mail reached the mailer.
 */
function heldQueue(owner: TestApp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const sending = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const outbox = createMailer({
    smtpUrl: undefined,
    from: owner.config.mailFrom,
    outboxDir: join(owner.dataDir, 'outbox'),
    log: owner.app.log,
  });
  const held: Mailer = {
    async send(message) {
      reached();
      await released;
      await outbox.send(message);
    },
  };
  const jobs = mailJobRepository(owner.database.db);
  const queue = createMailQueue({
    repo: jobs,
    compose: authMailComposer({
      repo: authRepository(owner.database.db),
      jobs,
      publicUrl: owner.config.publicUrl,
      requestedPerHour: owner.config.limits.requestedMailsPerAccountPerHour,
    }),
    mailer: held,
    log: owner.app.log,
  });
  return { queue, sending, release };
}

describe('a mail job leased to a live instance', () => {
  it('is not sent again by an instance starting while it is being sent: one mail', async () => {
    const user = await createUser(ctx);
    const jobId = await queueReset(user);
    const a = heldQueue(ctx);
    await a.queue.start();
    await a.sending;
    const leased = await jobRow(jobId);
    expect(leased?.leasedUntil?.getTime()).toBeGreaterThan(Date.now() + 9 * MINUTE_MS);
    expect(leased?.leasedBy).toMatch(/:\d+:[0-9a-f]{8}$/);

    // Instance B starts: its queue takes leftovers, and must leave the job A is sending.
    const b = await startTestApp({}, { sameDatabaseAs: ctx });
    try {
      // Stopping waits for the pass over the leftovers that B's queue began at its start.
      await b.app.close();
      expect(await mailsIn([ctx, b], user)).toHaveLength(0);
      expect((await jobRow(jobId))?.leasedUntil).toEqual(leased?.leasedUntil);

      a.release();
      await waitForMail(ctx.dataDir, user.email, { subjectIncludes: RESET_SUBJECT });
      await a.queue.stop();
      expect(await mailsIn([ctx, b], user)).toHaveLength(1);
      expect(await jobRow(jobId)).toMatchObject({
        state: 'sent',
        attempts: 1,
        leasedUntil: null,
        leasedBy: null,
      });
    } finally {
      a.release();
      await a.queue.stop();
      await b.close();
    }
  });
});

describe('a mail job whose instance died', () => {
  it('is taken over once its lease ran out and sent once; a job under a live lease is left alone', async () => {
    const orphaned = await createUser(ctx);
    const held = await createUser(ctx);
    const orphanJob = await queueReset(orphaned, {
      leasedUntil: new Date(Date.now() - MINUTE_MS),
      leasedBy: 'olmeyen-sunucu:1:00000000',
    });
    const heldJob = await queueReset(held, {
      leasedUntil: new Date(Date.now() + 5 * MINUTE_MS),
      leasedBy: 'yasayan-sunucu:1:00000000',
    });

    const b = await startTestApp({}, { sameDatabaseAs: ctx });
    try {
      await waitForMail(b.dataDir, orphaned.email, { subjectIncludes: RESET_SUBJECT });
      // Stopping waits for the job B's queue is sending: a second mail would be written by then.
      await b.app.close();
      expect(await mailsIn([ctx, b], orphaned)).toHaveLength(1);
      expect(await jobRow(orphanJob)).toMatchObject({ state: 'sent', attempts: 2, leasedUntil: null });
      expect(await mailsIn([ctx, b], held)).toHaveLength(0);
      expect(await jobRow(heldJob)).toMatchObject({
        state: 'pending',
        leasedBy: 'yasayan-sunucu:1:00000000',
      });
    } finally {
      await b.close();
      await ctx.database.db.delete(mailJobs).where(eq(mailJobs.jobId, heldJob));
    }
  });
});

describe('two instances draining the same jobs', () => {
  it('send each job once', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx)));
    for (const person of people) await queueReset(person);
    // Two instances starting together: both queues take the leftovers at once.
    const [b, c] = await Promise.all([
      startTestApp({}, { sameDatabaseAs: ctx }),
      startTestApp({}, { sameDatabaseAs: ctx }),
    ]);
    try {
      for (const person of people) {
        const deadline = Date.now() + 10_000;
        while ((await mailsIn([ctx, b, c], person)).length === 0 && Date.now() < deadline) await sleep(50);
      }
      // Stopping waits for the jobs their queues are sending: a second mail would be written by then.
      await Promise.all([b.app.close(), c.app.close()]);
      for (const person of people) expect(await mailsIn([ctx, b, c], person)).toHaveLength(1);
    } finally {
      await Promise.all([b.close(), c.close()]);
    }
  });
});
