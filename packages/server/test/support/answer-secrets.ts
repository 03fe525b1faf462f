/**
 * The api suite's answer check: no answer other than the audited detail view carries
 * another person's TC Kimlik No or IBAN in full. Every full number the suite creates (factories, anything
 * encrypted with secretsOf) or sends (bodies, `q`) is recorded here with its owner when known; every answer a
 * test app sends is searched for them — spaced, grouped or lower-case forms too — and a number found where it
 * may not be is written to the run's log folder, which the suite's teardown reports (log-check.setup.ts).
 *
 * Allowed: `POST /v1/users/{id}/reveal` (admin, audited) with the numbers of user {id}; the caller's own IBAN in
 * their sign-in, `GET /v1/auth/me`, `GET /v1/profile` and `PUT /v1/profile` answers; the caller's own numbers
 * in `GET /v1/profile/export`. Whose a number is gets decided by the database at the time of the answer.
 * The bank file (`GET /v1/payments/export`, admins only, each download audited with its SHA-256) carries the
 * payees' numbers by design; it is a streamed file, which this check does not read (payments-export.test.ts
 * checks what it carries), while its refusals are JSON and checked like every answer.
 */
import { appendFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isValidTcKimlikNo, isValidTrIban } from '@masal/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../src/db/db.ts';
import { users } from '../../src/db/schema/index.ts';
import type { Secrets } from '../../src/security/secrets.ts';

const LEAKS_FILE = 'answer-leaks.jsonl';

type Kind = 'TC Kimlik No' | 'IBAN';

/** Spaces of every kind, hyphens and dots between the digits of a grouped number ("TR33 0006 …", "123-456"). */
const SEPARATORS = /[\s\u2010\u2011.-]/g;
/** The form numbers are recorded and searched in: no separators, upper case. */
const compactForm = (text: string) => text.replace(SEPARATORS, '').toUpperCase();

const kindOf = (compact: string): Kind | undefined =>
  isValidTcKimlikNo(compact) ? 'TC Kimlik No' : isValidTrIban(compact) ? 'IBAN' : undefined;

/** Recorded full numbers (compact form) of this test file, with their owner's user id when known. */
const known = new Map<string, { kind: Kind; ownerId: number | undefined }>();

/** Records a full TC Kimlik No or IBAN the suite made or sent; anything else (a fuzzer's junk) is ignored. */
export function recordPersonalNumber(value: unknown, ownerId?: number): void {
  if (typeof value !== 'string') return;
  const compact = compactForm(value);
  const kind = kindOf(compact);
  if (kind) known.set(compact, { kind, ownerId: ownerId ?? known.get(compact)?.ownerId });
}

export interface FoundNumber {
  kind: Kind;
  value: string;
  /** Who the suite made or sent it for, when it knows; for the report only. */
  recordedOwnerId: number | undefined;
}

/** The recorded full numbers in `text`, in any spacing or case. */
export function personalNumbersIn(text: string): FoundNumber[] {
  const compact = compactForm(text);
  const found: FoundNumber[] = [];
  for (const [value, { kind, ownerId }] of known)
    if (compact.includes(value)) found.push({ kind, value, recordedOwnerId: ownerId });
  return found;
}

/** Whose numbers an answer may carry in full, and which kinds. */
export interface Allowance {
  kinds: readonly Kind[];
  ownerId: number;
}

const BOTH: readonly Kind[] = ['TC Kimlik No', 'IBAN'];
const IBAN_ONLY: readonly Kind[] = ['IBAN'];

/** The routes that may answer a full number (the route pattern, as Fastify names it, with its method). */
const ALLOWED: Readonly<Record<string, { kinds: readonly Kind[]; owner: 'param id' | 'caller' }>> = {
  'POST /v1/users/:id/reveal': { kinds: BOTH, owner: 'param id' },
  'GET /v1/profile/export': { kinds: BOTH, owner: 'caller' },
  'GET /v1/profile': { kinds: IBAN_ONLY, owner: 'caller' },
  'PUT /v1/profile': { kinds: IBAN_ONLY, owner: 'caller' },
  'GET /v1/auth/me': { kinds: IBAN_ONLY, owner: 'caller' },
  'POST /v1/auth/login': { kinds: IBAN_ONLY, owner: 'caller' },
};

export interface AnsweredCall {
  method: string;
  /** The route's pattern, e.g. /v1/users/:id/reveal (the URL when no route matched). */
  route: string;
  url: string;
  statusCode: number;
  /** The `id` path parameter, when the route has one. */
  paramId?: number | undefined;
  /** The signed-in caller (for a sign-in: the account it signed in), when there is one. */
  callerId?: number | undefined;
}

/** What a successful answer of this call may carry, if anything. */
export function allowanceOf(call: AnsweredCall): Allowance | undefined {
  if (call.statusCode !== 200) return undefined;
  const rule = ALLOWED[`${call.method} ${call.route.replace(/\/+$/, '')}`];
  if (!rule) return undefined;
  const ownerId = rule.owner === 'param id' ? call.paramId : call.callerId;
  return ownerId === undefined ? undefined : { kinds: rule.kinds, ownerId };
}

/**
 * The numbers in `text` this call may not answer, as report lines; `belongsTo` tells whether a number is the
 * stored TC Kimlik No or IBAN of a user now.
 */
export async function leaksIn(
  call: AnsweredCall,
  text: string,
  belongsTo: (userId: number, value: string) => Promise<boolean>,
): Promise<string[]> {
  const found = personalNumbersIn(text);
  if (found.length === 0) return [];
  const allowance = allowanceOf(call);
  const leaks: string[] = [];
  for (const number of found) {
    const allowed =
      allowance?.kinds.includes(number.kind) && (await belongsTo(allowance.ownerId, number.value));
    if (allowed) continue;
    const owner = number.recordedOwnerId === undefined ? 'owner unknown' : `user ${number.recordedOwnerId}`;
    const caller = call.callerId === undefined ? 'no session' : `user ${call.callerId}`;
    leaks.push(
      `${call.method} ${call.url} (${call.statusCode}, ${caller}) answered the ${number.kind} ${number.value} (${owner})`,
    );
  }
  return leaks;
}

/** The answer as text, when it is text: JSON and other text bodies, not streamed files. */
function answerText(reply: FastifyReply, payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return undefined;
  const type = String(reply.getHeader('content-type') ?? '');
  return /json|text/.test(type) ? payload.toString('utf8') : undefined;
}

const numberOrUndefined = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The account a sign-in answer signed in: the session of the token it answers. */
async function signedInBy(app: FastifyInstance, text: string): Promise<number | undefined> {
  try {
    const token = (JSON.parse(text) as { token?: unknown }).token;
    return typeof token === 'string' ? (await app.sessions.resolve(token))?.userId : undefined;
  } catch {
    return undefined;
  }
}

/** Whose the numbers a request sends are, when the route says: the profile's caller, the edited user. */
function bodyOwner(call: AnsweredCall, text: string | undefined): number | undefined {
  if (call.route === '/v1/profile/' || call.route === '/v1/profile') return call.callerId;
  if (call.route === '/v1/users/:id') return call.paramId;
  if (call.method === 'POST' && call.route === '/v1/users/' && call.statusCode === 200 && text)
    return numberOrUndefined((JSON.parse(text) as { userId?: unknown }).userId);
  return undefined;
}

/** Records what a request sent: every top-level string of its JSON body, and its `q`. */
function recordSent(request: FastifyRequest, ownerId: number | undefined): void {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const value of Object.values(body as Record<string, unknown>)) recordPersonalNumber(value, ownerId);
  recordPersonalNumber((request.query as Record<string, unknown> | undefined)?.q);
}

export interface AnswerCheckOptions {
  belongsTo: (userId: number, value: string) => Promise<boolean>;
  /** Where a leak is reported; by default a line in the run's log folder, which fails the run. */
  report: (leak: string) => void;
}

/** The onSend hook of every test app: records what each request sent, and checks what it answers. */
export function checkAnswers(app: FastifyInstance, options: AnswerCheckOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const text = answerText(reply, payload);
    const call: AnsweredCall = {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
      url: request.url,
      statusCode: reply.statusCode,
      paramId: numberOrUndefined((request.params as Record<string, unknown> | undefined)?.id),
      callerId: request.session?.userId,
    };
    try {
      recordSent(request, bodyOwner(call, text));
    } catch {
      // An answer that is not JSON names no owner.
    }
    if (text === undefined || personalNumbersIn(text).length === 0) return payload;
    if (call.route === '/v1/auth/login') call.callerId = await signedInBy(app, text);
    for (const leak of await leaksIn(call, text, options.belongsTo)) options.report(leak);
    return payload;
  });
}

/** `belongsTo` read from the database: the user's stored TC Kimlik No or IBAN, decrypted, is the number. */
export const storedNumbers =
  (db: Db, secrets: Secrets) =>
  async (userId: number, value: string): Promise<boolean> => {
    const [row] = await db
      .select({ identityNoEnc: users.identityNoEnc, ibanEnc: users.ibanEnc })
      .from(users)
      .where(eq(users.userId, userId));
    return [row?.identityNoEnc, row?.ibanEnc].some(
      (sealed) => sealed && compactForm(secrets.decrypt(sealed)) === value,
    );
  };

/** The default report: one line per leak in the run's log folder. */
export const reportToLogDir = (logDir: string, where: () => string) => (leak: string) =>
  appendFileSync(join(logDir, LEAKS_FILE), `${JSON.stringify(`${where()}: ${leak}`)}\n`);

/** Every leak the run's test apps reported. */
export async function leaksInLogDir(logDir: string): Promise<string[]> {
  if (!(await readdir(logDir)).includes(LEAKS_FILE)) return [];
  return (await readFile(join(logDir, LEAKS_FILE), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string);
}
