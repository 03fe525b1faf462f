/**
 * The daily review reminder. Each server process only checks, at start and hourly; the digest is queued by the
 * first check at or after 08:00 Istanbul time that claims the day in the database (job_runs), so one PostgreSQL
 * shared by several instances sends it once a day. A process that was down at 08:00 sends it when it starts.
 */
import { ISTANBUL, istanbulDay } from '@masal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from '../../../mail/mail-queue.ts';
import type { WorkflowMailRepository } from './workflow-mail.repository.ts';

/** Istanbul hour from which the day's digest may go: working hours, not the middle of the night. */
const DIGEST_HOUR = 8;
const CHECK_EVERY_MS = 60 * 60 * 1000;

const istanbulHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: ISTANBUL,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Istanbul calendar day (YYYY-MM-DD, job_runs.run_on) and hour of a moment. */
export function istanbulClock(now: Date): { day: string; hour: number } {
  return { day: istanbulDay(now), hour: Number(istanbulHour.format(now)) };
}

export function reviewDigest(deps: {
  repo: Pick<WorkflowMailRepository, 'queueDigestOnce'>;
  reminderDays: number;
  mailQueue: Pick<MailQueue, 'kick'>;
  log: FastifyBaseLogger;
}) {
  const { repo, reminderDays, mailQueue, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;

  /** Queues the day's digest if it is time and no instance has yet; true when this call queued it. */
  async function runIfDue(now = new Date()): Promise<boolean> {
    const { day, hour } = istanbulClock(now);
    if (hour < DIGEST_HOUR) return false;
    const queued = await repo.queueDigestOnce(day, reminderDays, now);
    if (queued === undefined) return false;
    if (queued > 0) {
      log.info({ day, queued }, 'review digest queued');
      mailQueue.kick();
    }
    return true;
  }

  function check(): Promise<void> {
    checking = runIfDue()
      .then(() => undefined)
      // The code only: the next hourly check tries again.
      .catch((error) => log.error({ code: (error as { code?: unknown }).code }, 'review digest failed'));
    return checking;
  }

  return {
    runIfDue,
    /** Checks once before the app is ready (its log lines come before the start banner), then hourly. */
    async start() {
      await check();
      timer = setInterval(() => void check(), CHECK_EVERY_MS);
      timer.unref();
    },
    /** Lets a check under way finish, so it never meets a closed database. */
    async stop() {
      clearInterval(timer);
      await checking;
    },
  };
}
