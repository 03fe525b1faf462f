// Sign-in under load: the server as `npm start` runs it (the bundle on plain Node,
// embedded PGlite in a temp DATA_DIR, own port), then CLIENTS concurrent clients sign in for SECONDS:
// half with the seeded admin's right password, half with a wrong one for an unknown address, every request
// from its own loopback address (127.x.y.z) so the per-address limits stay out of the measurement.
// Meanwhile GET /v1/health is polled every 50 ms. Prints sign-in p50/p95/p99, sign-ins/s and errors, and
// health p50/p99/max. Budget: health p99 under 100 ms (argon2id hashes off the main thread, and bounded so
// they leave it a core), no errors.
// Run: `npm run sign-in-storm -w bench` (BENCH_SIGNIN_CLIENTS, BENCH_SIGNIN_SECONDS to change the load).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { budget } from './support/budget.ts';
import { startServer } from './support/server.ts';

const CLIENTS = Number(process.env.BENCH_SIGNIN_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SIGNIN_SECONDS ?? 20);
const HEALTH_EVERY_MS = 50;
const HEALTH_BUDGET_MS = 100;
const TIME_OUT_MS = 10_000;
const ADMIN = { email: 'admin@masal.local', password: 'bench-yonetici' };

interface Outcome {
  status: number;
  ms: number;
}

let nextAddress = 0;
/** A new loopback source address per request: 127.1.0.1, 127.1.0.2, … (all of 127/8 reaches the server). */
function sourceAddress(): string {
  const n = ++nextAddress;
  return `127.${1 + Math.floor(n / 65_000)}.${Math.floor(n / 250) % 260}.${(n % 250) + 1}`;
}

function request(url: string, method: string, body?: object, localAddress?: string): Promise<Outcome> {
  const payload = body ? JSON.stringify(body) : undefined;
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        localAddress,
        timeout: TIME_OUT_MS,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('time-out')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'masal-bench-signin-'));
const server = await startServer({
  dataDir,
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
try {
  const login = `${server.url}/v1/auth/login`;
  const signIns: Outcome[] = [];
  const health: Outcome[] = [];
  let running = true;

  // One warm-up sign-in: the first argon2 call and first queries are not part of the storm.
  await request(login, 'POST', { email: ADMIN.email, password: ADMIN.password }, sourceAddress());

  const healthLoop = (async () => {
    while (running) {
      health.push(await request(`${server.url}/v1/health`, 'GET'));
      await sleep(HEALTH_EVERY_MS);
    }
  })();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const right = (client + i) % 2 === 0;
        const body = right
          ? { email: ADMIN.email, password: ADMIN.password }
          : { email: `bilinmeyen.${client}.${i}@ornek.test`, password: 'yanlis-sifre' };
        const outcome = await request(login, 'POST', body, sourceAddress());
        const expected = right ? 200 : 400;
        signIns.push(outcome.status === expected ? outcome : { ...outcome, status: -outcome.status || -1 });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  running = false;
  await healthLoop;

  const times = signIns.map((o) => o.ms).sort((a, b) => a - b);
  const errors = signIns.filter((o) => o.status < 0);
  const healthTimes = health.map((o) => o.ms).sort((a, b) => a - b);
  const healthErrors = health.filter((o) => o.status !== 200).length;
  const healthMax = healthTimes.at(-1) ?? Number.NaN;
  console.log(`sign-in storm: ${CLIENTS} clients, ${elapsed.toFixed(1)} s, PGlite, ${process.arch}`);
  console.log(
    `  sign-in  n=${times.length}  ${(times.length / elapsed).toFixed(1)}/s  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}  errors ${errors.length}`,
  );
  console.log(
    `  health   n=${healthTimes.length}  p50 ${ms(percentile(healthTimes, 50))}  p99 ${ms(percentile(healthTimes, 99))}  max ${ms(healthMax)}  errors ${healthErrors}`,
  );
  if (errors.length > 0) {
    const statuses = [...new Set(errors.map((o) => -o.status))].join(', ');
    console.log(`  unexpected sign-in statuses: ${statuses}`);
  }
  const healthOk = budget(
    'sign-in storm: /v1/health p99',
    percentile(healthTimes, 99),
    HEALTH_BUDGET_MS,
    'ms',
  );
  const noErrors = budget(
    'sign-in storm: errors (sign-in and health)',
    errors.length + healthErrors,
    0,
    'errors',
  );
  process.exitCode = healthOk && noErrors ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
