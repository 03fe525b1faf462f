/**
 * What the cluster bench checks once its instances have settled, read from the database, the bucket and the
 * mails as they are (independently of the server's own code, which is what is being checked):
 * lost writes, duplicate mails, orphan objects, and downloads through instances other than the uploader's.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { mailsTo } from '../../packages/server/test/support/outbox.ts';
import type { JourneyRecord } from './cluster-journey.ts';
import { type S3Bucket, stagedByProcess } from './s3-bucket.ts';

export interface Check {
  pass: boolean;
  /** What was counted, and what was wrong. */
  lines: string[];
}

/** Every user, tale, attachment and payment a 2xx answer confirmed is in the database, as last confirmed. */
export async function lostWrites(db: pg.Client, records: JourneyRecord[]): Promise<Check> {
  const lost: string[] = [];
  const ids = <T>(pick: (r: JourneyRecord) => T[]) => records.flatMap(pick);
  const users = new Map(
    (
      await db.query<{ user_id: number; is_active: boolean }>(
        'select user_id, is_active from users where user_id = any($1::int[])',
        [ids((r) => (r.compiler ? [r.compiler.userId] : []))],
      )
    ).rows.map((u) => [u.user_id, u]),
  );
  const tales = new Map(
    (
      await db.query<{ tale_id: number; action_id: number; tale_text: string; tale_text_end: string | null }>(
        'select tale_id, action_id, tale_text, tale_text_end from tales where tale_id = any($1::int[])',
        [ids((r) => (r.tale ? [r.tale.taleId] : []))],
      )
    ).rows.map((t) => [t.tale_id, t]),
  );
  const attachments = new Map(
    (
      await db.query<{ id: number; sha256: string; size: string }>(
        'select id, sha256, size from attachments where id = any($1::int[])',
        [ids((r) => r.attachments.map((a) => a.id))],
      )
    ).rows.map((a) => [a.id, a]),
  );
  const payments = new Map(
    (
      await db.query<{ payment_id: number; status: string }>(
        'select payment_id, status::text from payments where payment_id = any($1::int[])',
        [ids((r) => (r.payment ? [r.payment.paymentId] : []))],
      )
    ).rows.map((p) => [p.payment_id, p]),
  );
  let checked = 0;
  for (const r of records) {
    if (r.compiler) {
      checked++;
      if (!users.get(r.compiler.userId)?.is_active) lost.push(`user ${r.compiler.userId}: not active`);
    }
    if (r.tale) {
      checked++;
      const t = tales.get(r.tale.taleId);
      if (!t) lost.push(`tale ${r.tale.taleId}: missing`);
      else if (t.action_id !== r.tale.actionId)
        lost.push(`tale ${r.tale.taleId}: status ${t.action_id}, confirmed ${r.tale.actionId}`);
      else if (t.tale_text !== r.tale.taleText || t.tale_text_end !== r.tale.taleTextEnd)
        lost.push(`tale ${r.tale.taleId}: text differs from the last saved`);
    }
    for (const a of r.attachments) {
      checked++;
      const row = attachments.get(a.id);
      if (!row) lost.push(`attachment ${a.id}: missing`);
      else if (row.sha256 !== a.sha256 || Number(row.size) !== a.size)
        lost.push(`attachment ${a.id}: SHA-256 or size differs from the bytes sent`);
    }
    if (r.payment) {
      checked++;
      const p = payments.get(r.payment.paymentId);
      if (p?.status !== r.payment.status)
        lost.push(`payment ${r.payment.paymentId}: ${p?.status ?? 'missing'}, confirmed ${r.payment.status}`);
    }
  }
  return {
    pass: lost.length === 0,
    lines: [`${checked} confirmed writes checked, ${lost.length} lost`, ...lost],
  };
}

/**
 * Drafts and attachments made twice: a POST whose first try reached an instance but whose answer was lost,
 * sent again by the client. Not lost writes; what an idempotency key would prevent.
 */
export async function repeatedWrites(db: pg.Client, records: JourneyRecord[]): Promise<string> {
  const users = records.flatMap((r) => (r.compiler ? [r.compiler.userId] : []));
  const tales = records.flatMap((r) => (r.tale ? [r.tale.taleId] : []));
  const { rows } = await db.query<{ drafts: number; attachments: number }>(
    `select (select count(*) - count(distinct (user_id, tale_name)) from tales where user_id = any($1::int[]))::int
              as drafts,
            (select count(*) - count(distinct (tale_id, file_name)) from attachments
              where tale_id = any($2::int[]))::int as attachments`,
    [users, tales],
  );
  const { drafts = 0, attachments = 0 } = rows[0] ?? {};
  return `writes made twice by a retried POST: ${drafts} drafts, ${attachments} attachments`;
}

/**
 * Each person's own address (the X-Forwarded-For the bench sent, with nginx's hop appended and skipped under
 * TRUST_PROXY) is what the instances saw: every audit row of their changes carries it.
 */
export async function clientAddresses(
  db: pg.Client,
  people: { userId: number; address: string }[],
): Promise<Check> {
  const { rows } = await db.query<{ actor: number; ip: string | null; n: number }>(
    'select actor_user_id as actor, ip, count(*)::int as n from audit_log where actor_user_id = any($1::int[]) group by 1, 2',
    [people.map((p) => p.userId)],
  );
  const addressOf = new Map(people.map((p) => [p.userId, p.address]));
  const wrong = rows.filter((r) => r.ip !== addressOf.get(r.actor));
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return {
    pass: total > 0 && wrong.length === 0,
    lines: [
      `${total} audit rows of the bench's ${people.length} people, ${wrong.reduce((sum, r) => sum + r.n, 0)} with another address`,
      ...wrong.map((r) => `user ${r.actor}: ${r.n} rows from ${r.ip}, sent as ${addressOf.get(r.actor)}`),
    ],
  };
}

/** The same mail (recipient, subject, text) received twice by the SMTP sink. */
export async function duplicateMails(sinkDir: string, recipients: string[]): Promise<Check> {
  const seen = new Map<string, number>();
  let total = 0;
  for (const to of recipients) {
    for (const mail of await mailsTo(sinkDir, to)) {
      total++;
      const key = `${to}\n${mail.subject}\n${mail.text}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  const twice = [...seen].filter(([, n]) => n > 1);
  const duplicates = twice.reduce((sum, [, n]) => sum + n - 1, 0);
  return {
    pass: duplicates === 0,
    lines: [
      `${total} mails to the bench's ${recipients.length} people, ${duplicates} duplicates`,
      ...twice.map(([key, n]) => `${n}× "${key.split('\n')[1]}"`),
    ],
  };
}

/** The folders uploads are stored in (upload-sweep.ts UPLOAD_FOLDERS). */
const STORED = ['attachments/', 'announcements/', 'images/'];
/** An instance's empty heartbeat beside its staged bytes (storage/staging.ts): a marker, not an upload. */
const HEARTBEAT = /^staging\/[^/]+\.alive$/;

/**
 * Every object under the upload folders is named by a row, as the server's sweep reads them (attachment keys
 * of tales and announcements, profile image paths), and nothing is staged or unfinished but what processes
 * that died (`deadPids`) left: by design the sweep removes that only once it is 15 minutes stale
 * (storage/staging.ts), since no instance can tell a dead instance's upload from a slow one.
 */
export async function orphanObjects(db: pg.Client, bucket: S3Bucket, deadPids: number[]): Promise<Check> {
  const { rows } = await db.query<{ key: string }>(
    `select storage_key as key from attachments
     union all select 'images/' || substr(profile_image_path, length('/uploads/images/') + 1) from users
       where profile_image_path like '/uploads/images/%'`,
  );
  const named = new Set(rows.map((r) => r.key));
  const objects = await bucket.list();
  const stored = objects.filter((o) => STORED.some((f) => o.key.startsWith(f)));
  const orphans = stored.filter((o) => !named.has(o.key));
  const staged = objects.filter((o) => !stored.includes(o) && !HEARTBEAT.test(o.key)).map((o) => o.key);
  const unfinished = await bucket.unfinishedUploads();
  const ofTheDead = (key: string) => deadPids.some((pid) => stagedByProcess(key, pid));
  const leftovers = [...staged, ...unfinished.map((k) => `${k} (unfinished multipart upload)`)];
  const excused = leftovers.filter(ofTheDead);
  const wrong = leftovers.filter((k) => !ofTheDead(k));
  const age = (d: Date) => `${Math.round((Date.now() - d.getTime()) / 1000)} s old`;
  return {
    pass: orphans.length === 0 && wrong.length === 0,
    lines: [
      `${objects.length} objects in the bucket, ${named.size} named by rows: ${orphans.length} orphans; ` +
        `${wrong.length} staged or unfinished uploads of live instances or strays; ` +
        `${excused.length} left by the killed process (${deadPids.join(', ') || 'none'}) until the stale age`,
      ...orphans.map((o) => `orphan ${o.key} (${o.size} bytes, ${age(o.modifiedAt)})`),
      ...wrong.map((k) => `left over ${k}`),
      ...excused.map((k) => `killed process's ${k}`),
    ],
  };
}

/**
 * Every confirmed attachment, listed through the proxy for a fresh signed path, downloads byte-identical
 * straight from each instance other than the one that took the upload.
 */
export async function downloadsElsewhere(
  records: JourneyRecord[],
  proxyUrl: string,
  instances: { name: string; url: string }[],
): Promise<Check> {
  const problems: string[] = [];
  let downloads = 0;
  for (const r of records) {
    if (!r.compiler || !r.tale) continue;
    const { address, token } = r.compiler;
    const listed = await fetch(`${proxyUrl}/v1/utils/fileUploadByTaleId/${r.tale.taleId}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    });
    const rows = listed.ok ? ((await listed.json()) as { id: number; filePath: string }[]) : [];
    for (const a of r.attachments) {
      const filePath = rows.find((row) => row.id === a.id)?.filePath;
      if (!filePath) {
        problems.push(`attachment ${a.id}: not listed (${listed.status})`);
        continue;
      }
      for (const instance of instances.filter((i) => !a.upstream.endsWith(new URL(i.url).host))) {
        downloads++;
        const answer = await fetch(`${instance.url}${filePath}`);
        const bytes = Buffer.from(await answer.arrayBuffer());
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        if (answer.status !== 200 || sha256 !== a.sha256)
          problems.push(`attachment ${a.id} via ${instance.name}: ${answer.status}, ${bytes.length} bytes`);
      }
    }
  }
  return {
    pass: downloads > 0 && problems.length === 0,
    lines: [
      `${downloads} downloads from instances other than the uploader's, ${problems.length} wrong`,
      ...problems,
    ],
  };
}
