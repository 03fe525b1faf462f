// A deployment tried, not described. Starts three instances of the server as `npm start`
// runs it, on one PostgreSQL database (scratch `masal_bench_cluster` on BENCH_POSTGRES_URL), one S3-protocol
// server (s3rver) and one SMTP sink, behind Debian's nginx as a round-robin proxy. Through the proxy, compilers'
// whole tale journeys run a few at a time (sign-up … payment paid); meanwhile the bench kills one instance with
// SIGKILL (the one streaming a long recording into the bucket, when one does within 30 s) and starts it again a
// few seconds later, restarts another (SIGTERM, then start), and terminates every database connection once.
// The client sends a call again after a 502/503 or a network error, with a short backoff, as a person seeing
// the error would. It prints requests, answers by status, retries, the recovery time after the connections were cut,
// and PASS/FAIL for 0 lost writes, 0 duplicate mails, 0 orphan objects and a file uploaded through one instance
// downloading through the others. Exit code 0 unless the bench itself breaks.
// Run: `npm run cluster -w bench`. CLUSTER_JOURNEYS (20), CLUSTER_CONCURRENCY (5), CLUSTER_THINK_MS (250, a
// person's average pause before a call), CLUSTER_MAIL_WAIT_S (120),
// CLUSTER_KEEP=1 keeps the database and the temp folder (servers' data, nginx's config and log, the bucket).
// The instances inherit the environment: REDIS_URL=redis://127.0.0.1:6379 keeps the sign-in limits in Redis.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/support/server.ts';
import {
  type Check,
  clientAddresses,
  downloadsElsewhere,
  duplicateMails,
  lostWrites,
  orphanObjects,
  repeatedWrites,
} from './support/cluster-checks.ts';
import { ClusterClient } from './support/cluster-client.ts';
import { Instance, readinessPath, type UnexpectedExit, untilReady } from './support/cluster-instances.ts';
import { createStaff, type JourneyRecord, runJourney, type Staff } from './support/cluster-journey.ts';
import { type NginxProxy, startNginx } from './support/nginx-proxy.ts';
import { type S3Bucket, stagedByProcess, startS3Bucket } from './support/s3-bucket.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { percentile } from './support/stats.ts';

const JOURNEYS = Number(process.env.CLUSTER_JOURNEYS ?? 20);
const CONCURRENCY = Number(process.env.CLUSTER_CONCURRENCY ?? 5);
/** A person's average pause before a call. */
const THINK_MS = Number(process.env.CLUSTER_THINK_MS ?? 250);
const MAIL_WAIT_MS = Number(process.env.CLUSTER_MAIL_WAIT_S ?? 120) * 1000;
const KEEP = process.env.CLUSTER_KEEP === '1';
const DATABASE = 'masal_bench_cluster';
const BUCKET = 'masal-cluster';
/** Calls of one journey (support/cluster-journey.ts), for placing the faults at fractions of the run. */
const CALLS_PER_JOURNEY = 20;
const KILLED_FOR_MS = 3000;
const ADMIN = { email: 'yonetici@kume.masal.test', password: 'kume-yonetici-parola' };

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed().padStart(7)}] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number | null) => (ms === null ? 'not within the wait' : `${(ms / 1000).toFixed(2)} s`);

const workDir = mkdtempSync(join(tmpdir(), 'masal-bench-cluster-'));
const exits: UnexpectedExit[] = [];
let instances: Instance[] = [];
let proxy: NginxProxy | undefined;
let bucket: S3Bucket | undefined;
let sink: SmtpSink | undefined;
let supervisor: NodeJS.Timeout | undefined;
let databaseUrl: string | undefined;

let cleaning: Promise<void> | undefined;
/** Every exit path: the instances (gracefully), nginx, s3rver, the sink; the database and folder unless kept. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    clearInterval(supervisor);
    // The proxy first: no new request reaches an instance, so their graceful stops are short.
    await proxy?.stop();
    await Promise.allSettled(instances.map((i) => i.halt()));
    await bucket?.stop().catch(() => undefined);
    await sink?.stop();
    if (!KEEP) {
      if (databaseUrl) await scratchDatabase(DATABASE, true).catch(() => undefined);
      rmSync(workDir, { recursive: true, force: true });
    } else console.log(`kept: database ${DATABASE}, folder ${workDir}`);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the cluster`);
    // Bounded by the instances' 30 s drain: whatever has not ended gets SIGTERM from endsWithBench on exit.
    void Promise.race([cleanUp(), sleep(35_000)]).then(() => process.exit(130));
  });
}

/** Resolves once `calls` requests were sent, or the journeys are over. */
async function untilSent(client: ClusterClient, calls: number, done: () => boolean) {
  while (client.counts.sent < calls && !done()) await sleep(100);
}

interface Faults {
  lines: string[];
  /** The process killed with SIGKILL. */
  killedPid: number | undefined;
}

/**
 * The instance that streams a multipart upload of its own into the bucket (a long recording), as soon as one
 * does (at most 30 s); else the first.
 */
async function uploadingInstance(done: () => boolean): Promise<{ instance: Instance; uploading: boolean }> {
  const from = Date.now();
  while (!done() && Date.now() - from < 30_000) {
    const uploads = (await bucket?.unfinishedUploads()) ?? [];
    const instance = instances.find((i) => {
      const pid = i.pid();
      return pid !== undefined && uploads.some((key) => stagedByProcess(key, pid));
    });
    if (instance) return { instance, uploading: true };
    await sleep(50);
  }
  return { instance: instances[0] as Instance, uploading: false };
}

/** The three faults, each once its share of the journeys' calls was sent, one after the other. */
async function injectFaults(client: ClusterClient, done: () => boolean, readyPath: string): Promise<Faults> {
  const expected = JOURNEYS * CALLS_PER_JOURNEY;
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${elapsed()}: ${line}${done() ? ' (after the journeys)' : ''}`);
    log(line);
  };

  await untilSent(client, expected * 0.2, done);
  // In the middle of an upload of its own, when one comes soon enough: the cut that must leave nothing behind.
  const { instance: killed, uploading } = await uploadingInstance(done);
  const restarted = instances.find((i) => i !== killed) as Instance;
  const killedPid = killed.pid();
  const throughProxy = client.uploadsInFlight;
  await killed.stop('SIGKILL');
  note(
    `${killed.name} killed (SIGKILL) ${uploading ? 'while it streamed an upload into the bucket' : 'without an upload of its own under way'}` +
      ` (${throughProxy} uploads under way through the proxy)`,
  );
  await sleep(KILLED_FOR_MS);
  let t = Date.now();
  await killed.start();
  note(`${killed.name} started again in ${seconds(Date.now() - t)}`);

  await untilSent(client, expected * 0.4, done);
  t = Date.now();
  await restarted.stop('SIGTERM');
  note(`${restarted.name} stopped (SIGTERM) in ${seconds(Date.now() - t)}`);
  t = Date.now();
  await restarted.start();
  note(`${restarted.name} started again in ${seconds(Date.now() - t)}`);

  await untilSent(client, expected * 0.6, done);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  let terminated: number;
  try {
    // The condition first, in WHERE: the function in the select list runs only for the rows it leaves.
    const { rows } = await admin.query<{ done: boolean }>(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [DATABASE],
    );
    terminated = rows.filter((r) => r.done).length;
  } finally {
    await admin.end();
  }
  note(`${terminated} database connections terminated`);
  const recovery = await Promise.all(
    instances.map(async (i) => `${i.name} ${seconds(await untilReady(i.url, readyPath, 120_000))}`),
  );
  note(`recovered (${readyPath} answers 200 on each instance): ${recovery.join(', ')}`);
  return { lines, killedPid };
}

/** The journeys, CONCURRENCY at a time. */
async function runJourneys(client: ClusterClient, staff: Staff, runId: string): Promise<JourneyRecord[]> {
  const records: JourneyRecord[] = [];
  let next = 0;
  const mail = { dir: sink?.dir ?? '', timeoutMs: MAIL_WAIT_MS };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < JOURNEYS) {
        const record = await runJourney(client, staff, mail, next++, runId);
        records.push(record);
        log(
          `journey ${record.index}: ${record.failed ? `stopped at ${record.failed}` : 'done'} (${seconds(record.ms)})`,
        );
      }
    }),
  );
  return records.sort((a, b) => a.index - b.index);
}

/** Until no mail job waits and the sink has had nothing new for two seconds (at most the mail wait). */
async function mailSettled(db: pg.Client): Promise<string> {
  const started = Date.now();
  let last = -1;
  let quietSince = Date.now();
  for (;;) {
    const { rows } = await db.query<{ state: string; kind: string; n: number }>(
      'select state::text, kind::text, count(*)::int as n from mail_jobs group by state, kind order by state, kind',
    );
    const states: Record<string, number> = {};
    for (const r of rows) states[r.state] = (states[r.state] ?? 0) + r.n;
    const received = sink?.received() ?? 0;
    if (received !== last) {
      last = received;
      quietSince = Date.now();
    }
    const waited = Date.now() - started;
    if ((!states.pending && Date.now() - quietSince > 2000) || waited > MAIL_WAIT_MS) {
      const counts = Object.entries(states).map(([state, n]) => `${state} ${n}`);
      const skipped = rows.filter((r) => r.state === 'skipped').map((r) => `${r.kind} ${r.n}`);
      const why = skipped.length ? ` (skipped, their tale had moved on: ${skipped.join(', ')})` : '';
      return `mail jobs after ${seconds(waited)}: ${counts.join(', ')}${why}`;
    }
    await sleep(250);
  }
}

/** The instance behind an upstream address nginx named. */
const nameOf = (upstream: string) => instances.find((i) => upstream.endsWith(`:${i.port}`))?.name ?? upstream;

function printCounts(client: ClusterClient, records: JourneyRecord[]) {
  const { counts } = client;
  const statuses = [...counts.byStatus].sort(([a], [b]) => a - b);
  const errors = statuses.filter(([s]) => s >= 400);
  const done = records.filter((r) => !r.failed);
  const ms = records.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    [
      '',
      `journeys: ${done.length} of ${records.length} done, ${CONCURRENCY} at a time; ` +
        `journey p50 ${seconds(percentile(ms, 50))}, max ${seconds(ms.at(-1) ?? 0)}`,
      ...records.filter((r) => r.failed).map((r) => `  journey ${r.index} stopped at ${r.failed}`),
      `requests sent through the proxy: ${counts.sent} (retries ${counts.retries}, ` +
        `network errors ${counts.networkErrors}, calls given up after every retry ${counts.gaveUp}, ` +
        `uploads cut and sent again ${counts.uploadsCut})`,
      `answers by status: ${statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}`,
      `errors by status: ${errors.length ? errors.map(([s, n]) => `${s}: ${n}`).join(', ') : 'none'}`,
      `answers by instance: ${[...counts.byUpstream].map(([u, n]) => `${nameOf(u)}: ${n}`).join(', ')}`,
      ...client.failures.map(
        (f) =>
          `  ${((f.at - startedAt) / 1000).toFixed(1)} s ${f.call}: ${f.status || 'no answer'}` +
          (f.upstream ? ` from ${nameOf(f.upstream)}` : ''),
      ),
    ].join('\n'),
  );
}

function printCheck(name: string, check: Check) {
  console.log(`${check.pass ? 'PASS' : 'FAIL'} ${name}: ${check.lines[0]}`);
  for (const line of check.lines.slice(1, 11)) console.log(`       ${line}`);
  if (check.lines.length > 11) console.log(`       … ${check.lines.length - 11} more`);
}

try {
  databaseUrl = await scratchDatabase(DATABASE);
  sink = await startSmtpSink(join(workDir, 'mail'));
  bucket = await startS3Bucket(join(workDir, 's3'), BUCKET);
  const ports = [await freePort(), await freePort(), await freePort()];
  proxy = await startNginx({
    dir: join(workDir, 'nginx'),
    port: await freePort(),
    upstreamPorts: ports,
    maxBodyMb: 2048,
  });
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '5',
    SECRET_KEY: randomBytes(32).toString('hex'),
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: bucket.endpoint,
    S3_ACCESS_KEY_ID: bucket.accessKey,
    S3_SECRET_ACCESS_KEY: bucket.accessKey,
    S3_FORCE_PATH_STYLE: 'true',
    SMTP_URL: sink.url,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: proxy.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  instances = ports.map((port, i) => {
    const dataDir = join(workDir, `instance-${i + 1}`);
    mkdirSync(dataDir, { recursive: true });
    return new Instance(`instance ${i + 1}`, port, dataDir, env, exits, startedAt);
  });
  log(`nginx on ${proxy.url} → ${ports.join(', ')}; s3rver ${bucket.endpoint}; SMTP sink ${sink.url}`);
  // All three at once on the empty database: migrations and seed must not trip over each other.
  await Promise.all(instances.map((i) => i.start()));
  supervisor = setInterval(() => {
    for (const i of instances) i.watch();
  }, 200);
  const readyPath = await readinessPath(instances[0]?.url ?? '');
  for (const i of instances) await untilReady(i.url, readyPath, 120_000);
  log(`three instances ready (${readyPath})`);

  const client = new ClusterClient(proxy.url, THINK_MS);
  const staff = await createStaff(client, { dir: sink.dir, timeoutMs: MAIL_WAIT_MS }, ADMIN);
  log(
    'admin signed in; editor, advisory board member and publishing editor set their passwords from their invitations',
  );

  let journeysOver = false;
  const runId = randomBytes(3).toString('hex');
  const faults = injectFaults(client, () => journeysOver, readyPath);
  // Awaited below; on Ctrl-C it fails while the journeys still run, which must not end the process first.
  faults.catch(() => undefined);
  const records = await runJourneys(client, staff, runId).finally(() => {
    journeysOver = true;
  });
  const { lines: faultLines, killedPid } = await faults;

  // Settled: every instance serves again and the mail queue is empty.
  for (const i of instances) await untilReady(i.url, readyPath, 120_000);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const mailState = await mailSettled(db);
    printCounts(client, records);
    console.log(['faults:', ...faultLines.map((l) => `  ${l}`)].join('\n'));
    console.log(
      exits.length
        ? [
            `instances that exited without being stopped: ${exits.length}`,
            ...exits.map((e) => `  ${(e.at / 1000).toFixed(1)} s ${e.instance}: ${e.lastLines}`),
          ].join('\n')
        : 'instances that exited without being stopped: none',
    );
    console.log(`${mailState}; the SMTP sink received ${sink.received()}`);
    console.log('');
    const staffPeople = [staff.admin, staff.editor, staff.advisoryBoardMember, staff.publisher];
    const recipients = [...records.map((r) => r.email), ...staffPeople.map((p) => p.email)];
    console.log(await repeatedWrites(db, records));
    printCheck('0 lost writes', await lostWrites(db, records));
    printCheck('0 duplicate mails', await duplicateMails(sink.dir, recipients));
    printCheck(
      '0 orphan objects',
      await orphanObjects(db, bucket, [
        ...(killedPid ? [killedPid] : []),
        ...exits.flatMap((e) => (e.pid ? [e.pid] : [])),
      ]),
    );
    printCheck(
      'uploaded through one instance, downloaded through the others',
      await downloadsElsewhere(records, proxy.url, instances),
    );
    const people = [...records.flatMap((r) => (r.compiler ? [r.compiler] : [])), ...staffPeople];
    printCheck('client addresses through the proxy', await clientAddresses(db, people));
  } finally {
    await db.end();
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
