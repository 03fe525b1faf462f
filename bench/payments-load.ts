// Payments at 200,000: a scratch PostgreSQL database (PAYMENTS_BENCH_DATABASE, default
// masal_bench_payments, on BENCH_POSTGRES_URL; dropped and created afresh, schema through the app's migrations
// and seed) with 5,000 compilers, a completed tale per payment and the payments (every fourth approved); then the
// server as `npm start` runs it:
//   - the admin's list with two filters, timed with autocannon on loopback at 1 client, beside the repository
//     call alone (same filter, no HTTP) and the API/SQL ratio;
//   - the bank export (CSV, then XLSX) of the ~50,000 approved payments: time to the last byte and the server's
//     peak RSS growth over its RSS just before (VmRSS of /proc/<pid>/status, sampled every 10 ms).
//   npm run payments-load -w bench
// PAYMENTS_BENCH_COUNT (200000) payments; PAYMENTS_BENCH_SECONDS (5) per variant after 1 s of warm-up;
// PAYMENTS_BENCH_KEEP=1 keeps the database afterwards.
// Budgets (PASS/MISS lines, support/budget.ts; the exit code is 0 unless something breaks): every list variant's API p95 ≤ 50 ms;
// each export's RSS growth ≤ 64 MB.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaymentFilter } from '@masal/shared';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { payments } from '../packages/server/src/db/schema/index.ts';
import { seed } from '../packages/server/src/db/seed.ts';
import { paymentRepository } from '../packages/server/src/modules/payments/payment.repository.ts';
import { createSecrets } from '../packages/server/src/security/secrets.ts';
import { fillPayments, PAYMENTS_ADMIN_EMAIL, PAYMENTS_PASSWORD } from './payments-load/fill.ts';
import { budget, worstBudget } from './support/budget.ts';
import { type HttpFigures, timeHttp } from './support/http-timing.ts';
import { loadAverage } from './support/load-average.ts';
import { databaseSize, scratchDatabase } from './support/scratch-database.ts';
import { api, signIn, startServer } from './support/server.ts';
import { printColumns } from './support/table.ts';
import { type CallFigures, timeCalls } from './support/time-calls.ts';

const DATABASE = process.env.PAYMENTS_BENCH_DATABASE ?? 'masal_bench_payments';
const COUNT = Number(process.env.PAYMENTS_BENCH_COUNT ?? 200_000);
const timing = { seconds: Number(process.env.PAYMENTS_BENCH_SECONDS ?? 5), warmUpSeconds: 1 };
const SECRET_KEY = 'bench-payments-load-secret-key-'.padEnd(48, 'x');
const LIST_BUDGET_MS = 50;
const RSS_BUDGET_MB = 64;

interface Variant {
  name: string;
  filter: Partial<PaymentFilter>;
}

function variantsOf(someSurname: string, someInstitutionId: number): Variant[] {
  return [
    {
      name: 'approved, accrued in March 2024',
      filter: { status: 'approved', from: '2024-03-01', to: '2024-03-31' },
    },
    { name: 'pending, region Karadeniz', filter: { status: 'pending', area: 'Karadeniz' } },
    { name: 'paid, one institution', filter: { status: 'paid', institutionId: someInstitutionId } },
    { name: `approved, compiler "${someSurname}"`, filter: { status: 'approved', compiler: someSurname } },
    { name: 'paid in 2025, page 20', filter: { period: 'paid', from: '2025-01-01', to: '2025-12-31' } },
  ];
}

const query = (v: Variant) =>
  new URLSearchParams(
    Object.entries({ ...v.filter, ...(v.name.endsWith('page 20') ? { page: 20 } : {}) }).map(([k, x]) => [
      k,
      String(x),
    ]),
  ).toString();

async function fill(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await database.migrate();
    await seed(database.db, { email: PAYMENTS_ADMIN_EMAIL, password: PAYMENTS_PASSWORD });
    const started = performance.now();
    const filled = await fillPayments(database.db, createSecrets(SECRET_KEY), COUNT);
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `${DATABASE}: ${filled.payments} payments, ${filled.compilers} compilers in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; database size ${await databaseSize(databaseUrl)}`,
    );
    return filled;
  } finally {
    await database.close();
  }
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Downloads the export, sampling the server's RSS meanwhile: seconds, bytes, peak growth in MB. */
async function timeExport(url: string, token: string, pid: number, format: 'csv' | 'xlsx') {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 10);
  const started = performance.now();
  const response = await fetch(`${url}/v1/payments/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export ${format} answered ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));
  return { format, seconds, bytes, growthMb: (peak - before) / 1024, beforeMb: before / 1024 };
}

const ms = (n: number) => n.toFixed(1);

async function main(): Promise<void> {
  const databaseUrl = await scratchDatabase(DATABASE);
  const scratchDir = mkdtempSync(join(tmpdir(), 'masal-payments-load-'));
  try {
    const filled = await fill(databaseUrl);
    const variants = variantsOf(filled.someSurname, filled.someInstitutionId);
    const server = await startServer({
      dataDir: scratchDir,
      env: { DATABASE_URL: databaseUrl, SECRET_KEY },
      stderr: 'inherit',
    });
    const measured: { variant: Variant; total: number; http: HttpFigures; sql?: CallFigures }[] = [];
    const exports: Awaited<ReturnType<typeof timeExport>>[] = [];
    try {
      const { token } = await signIn(server.url, PAYMENTS_ADMIN_EMAIL, PAYMENTS_PASSWORD);
      console.log(`${timing.seconds} s per variant after 1 s warm-up, 1 client; ${loadAverage()}`);
      for (const variant of variants) {
        const path = `/payments/admin?${query(variant)}`;
        const { total } = await api<{ total: number }>(server.url, 'GET', path, token);
        const http = await timeHttp({ url: `${server.url}/v1${path}`, token }, 1, timing);
        measured.push({ variant, total, http });
        process.stderr.write('.');
      }
      process.stderr.write('\n');
      for (const format of ['csv', 'xlsx'] as const)
        exports.push(await timeExport(server.url, token, server.pid, format));
    } finally {
      await server.stop();
    }
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    try {
      const repo = paymentRepository(database.db);
      for (const m of measured) {
        const page = m.variant.name.endsWith('page 20') ? 20 : 0;
        m.sql = await timeCalls(
          () =>
            repo.list({ period: 'created', ...m.variant.filter, page, pageSize: 25 } as PaymentFilter & {
              page: number;
              pageSize: number;
            }),
          2,
        );
      }
      const approved = await database.db.$count(payments, eq(payments.status, 'approved'));
      console.log(`approved payments (the export's selection): ${approved}`);
    } finally {
      await database.close();
    }
    console.log(`measured; ${loadAverage()}`);
    printColumns(
      ['admin list, two filters', 'total', 'API p50', 'p95', 'p99', 'SQL p50', 'p95', 'p99', 'API/SQL p95'],
      measured.map((m) => [
        m.variant.name,
        m.total.toLocaleString('tr-TR'),
        ms(m.http.p50),
        ms(m.http.p95),
        ms(m.http.p99),
        ms(m.sql?.p50 ?? Number.NaN),
        ms(m.sql?.p95 ?? Number.NaN),
        ms(m.sql?.p99 ?? Number.NaN),
        (m.http.p95 / (m.sql?.p95 ?? Number.NaN) || 0).toFixed(2),
      ]),
    );
    printColumns(
      ['bank export', 'seconds', 'MB sent', 'RSS before MB', 'peak RSS growth MB'],
      exports.map((e) => [
        e.format,
        e.seconds.toFixed(1),
        (e.bytes / 1e6).toFixed(1),
        e.beforeMb.toFixed(0),
        e.growthMb.toFixed(1),
      ]),
    );
    worstBudget(
      'payments list API p95',
      measured.map((m) => ({ what: m.variant.name, value: m.http.p95, limit: LIST_BUDGET_MS })),
      'ms',
    );
    for (const e of exports)
      budget(`payments ${e.format} export: RSS growth`, e.growthMb, RSS_BUDGET_MB, 'MB');
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
    if (!process.env.PAYMENTS_BENCH_KEEP) await scratchDatabase(DATABASE, true);
  }
}

await main();
