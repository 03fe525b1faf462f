/**
 * The public auth calls take as long for an unknown account as for a known one (decisions.md, no
 * enumeration): medians of interleaved requests, known against unknown.
 */
import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createUser,
  noInstitutionId,
  signInRequest,
  signUpBody,
  uniqueEmail,
  validTcKimlikNo,
} from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Rounds of the calls that hash a password (~50 ms each); the cheap forgot-password call runs more. */
const ROUNDS = 30;
const CHEAP_ROUNDS = 100;
/** Unmeasured rounds first: the first mails of an account and the first use of each code path cost more. */
const WARM_UP = 5;
/** Known and unknown may differ by this much, or by a quarter of the smaller median, whichever is larger. */
const BOUND_MS = 3;
/**
 * Measurements per call before it fails: other processes' load (a busy CI machine) skews one measurement, not
 * the same way in three; a difference the code makes shows in every one.
 */
const ATTEMPTS = 3;

let ctx: TestApp;
let owner: CreatedUser;
let institutionId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await createUser(ctx);
  institutionId = await noInstitutionId(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) /
    2
  );
};

type Call = () => Promise<LightMyRequestResponse>;

interface Timing {
  known: number;
  unknown: number;
  /** Median of each round's known minus unknown: a pair shares the machine's load of the moment. */
  pairedDifference: number;
}

/** Runs both calls `rounds` times, alternating which goes first; each answer must equal the first one's. */
async function timing(known: Call, unknown: Call, rounds = ROUNDS): Promise<Timing> {
  const times = { known: [] as number[], unknown: [] as number[] };
  const reference = await known();
  await unknown();
  for (let i = 0; i < WARM_UP; i++) {
    await known();
    await unknown();
  }
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const which of order) {
      const started = performance.now();
      const response = await (which === 'known' ? known : unknown)();
      times[which].push(performance.now() - started);
      expect(response.statusCode).toBe(reference.statusCode);
      expect(response.body).toBe(reference.body);
    }
  }
  return {
    known: median(times.known),
    unknown: median(times.unknown),
    pairedDifference: median(times.known.map((t, i) => t - (times.unknown[i] ?? 0))),
  };
}

async function expectSameTiming(label: string, known: Call, unknown: Call, rounds = ROUNDS) {
  for (let attempt = 1; ; attempt++) {
    const m = await timing(known, unknown, rounds);
    const bound = Math.max(BOUND_MS, 0.25 * Math.min(m.known, m.unknown));
    const seen = `${label}: medians known ${m.known.toFixed(2)} ms, unknown ${m.unknown.toFixed(2)} ms, paired difference ${m.pairedDifference.toFixed(2)} ms (${ctx.database.kind}, attempt ${attempt})`;
    console.info(seen);
    if (Math.abs(m.pairedDifference) < bound) return;
    if (attempt === ATTEMPTS) expect(Math.abs(m.pairedDifference), seen).toBeLessThan(bound);
  }
}

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload });

// Several hundred hashed passwords per test: minutes on a machine at load 30.
describe('timing does not tell whether an account exists', { timeout: 600_000 }, () => {
  it('forgot-password', async () => {
    await expectSameTiming(
      'forgotMyPassword',
      () => post('/v1/auth/forgotMyPassword', { email: owner.email }),
      () => post('/v1/auth/forgotMyPassword', { email: uniqueEmail('bilinmeyen') }),
      CHEAP_ROUNDS,
    );
  });

  it('sign-up with a registered e-mail or TC Kimlik No', async () => {
    await expectSameTiming(
      'signUp (e-mail taken)',
      () => post('/v1/auth/signUp', signUpBody(institutionId, { email: owner.email })),
      () => post('/v1/auth/signUp', signUpBody(institutionId)),
    );
    await expectSameTiming(
      'signUp (TC Kimlik No taken)',
      () => post('/v1/auth/signUp', signUpBody(institutionId, { identityNo: owner.identityNo })),
      () => post('/v1/auth/signUp', signUpBody(institutionId)),
    );
  });

  it('a failed sign-in', async () => {
    // Each from its own address, so no attempt limit is reached.
    let n = 0;
    const address = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;
    await expectSameTiming(
      'login (e-mail)',
      () => signInRequest(ctx.app, owner.email, 'yanlis-sifre', address()),
      () => signInRequest(ctx.app, uniqueEmail('hayalet'), 'yanlis-sifre', address()),
    );
    await expectSameTiming(
      'login (TC Kimlik No)',
      () => signInRequest(ctx.app, owner.identityNo, 'yanlis-sifre', address()),
      () => signInRequest(ctx.app, validTcKimlikNo(), 'yanlis-sifre', address()),
    );
  });
});
