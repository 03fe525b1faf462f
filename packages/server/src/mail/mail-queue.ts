/**
 * The worker of the mail outbox: requests only write job rows (so their answers take the same time whether
 * or not a mail follows), and this sends them afterwards, one at a time, in order. Each try is leased to this
 * instance, so another instance (or a restart of this one) never sends a job a live instance is sending; a job
 * whose instance died is taken over once its lease ran out. Leftovers of an earlier process are taken up at
 * start; a failed send is tried again later; `stop` lets the job under way finish.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { MailJob, MailJobRepository } from './mail-job.repository.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** A burst of requests is sent as one batch shortly after, not in the middle of the requests that follow. */
const KICK_DELAY_MS = 100;
/** Retries and jobs of other instances are looked for this often. */
const POLL_MS = 60_000;
/** A job taken by a process that died is free again after this: longer than any SMTP exchange takes. */
const LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 8;
const retryDelayMs = (attempts: number) => Math.min(attempts * attempts, 60) * 60_000;
/** Finished jobs are kept this long (the hourly limit reads the last hour), then removed. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;

/** The message of a job, or null when there is nothing to send (no account, a limit reached). */
export type ComposeMail = (job: MailJob) => Promise<MailMessage | null>;

export interface MailQueue {
  /** Called after a request queued mail: sends it soon. */
  kick(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createMailQueue(deps: {
  repo: MailJobRepository;
  compose: ComposeMail;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): MailQueue {
  const { repo, compose, mailer, log } = deps;
  // Host and process for whoever reads a stuck job's row; the random part tells a restarted pid 1 apart.
  const instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let stopped = false;
  let kickTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let drainAgain = false;

  async function runJob(job: MailJob): Promise<void> {
    try {
      const message = await compose(job);
      if (message) await mailer.send(message);
      await repo.finish(job.jobId, message ? 'sent' : 'skipped');
    } catch (error) {
      // Job id, kind and the error's code only: the message may carry an address.
      const code = (error as { code?: unknown }).code;
      log.error({ jobId: job.jobId, kind: job.kind, attempts: job.attempts, code }, 'mail could not be sent');
      if (job.attempts >= MAX_ATTEMPTS) await repo.finish(job.jobId, 'failed');
      else await repo.retryAt(job.jobId, new Date(Date.now() + retryDelayMs(job.attempts)));
    }
  }

  async function drainOnce(): Promise<void> {
    while (!stopped) {
      const job = await repo.claimNext(instance, LEASE_MS);
      if (!job) return;
      await runJob(job);
    }
  }

  function drain(): Promise<void> {
    if (draining) {
      drainAgain = true;
      return draining;
    }
    draining = (async () => {
      do {
        drainAgain = false;
        await drainOnce();
      } while (drainAgain && !stopped);
    })()
      .catch((error) => log.error({ code: (error as { code?: unknown }).code }, 'mail queue stopped early'))
      .finally(() => {
        draining = undefined;
      });
    return draining;
  }

  return {
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        void drain();
      }, KICK_DELAY_MS);
    },
    async start() {
      await repo.removeDoneBefore(new Date(Date.now() - KEEP_DONE_MS));
      await repo.rescheduleLeftovers();
      pollTimer = setInterval(() => void drain(), POLL_MS);
      pollTimer.unref();
      void drain();
    },
    async stop() {
      stopped = true;
      clearTimeout(kickTimer);
      clearInterval(pollTimer);
      await draining;
    },
  };
}
