/**
 * The api suite's log check: no TC Kimlik No, IBAN, e-mail, password, password hash or session
 * token in any line a test app logged. Test apps write their logs into one folder per run (test-app.ts) and record
 * here every such value a request sent; the check looks for those and for anything shaped like one.
 */
import { appendFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isValidTcKimlikNo } from '@masal/shared';
import type { FastifyInstance } from 'fastify';

const SENT_FILE = 'sent-secrets.jsonl';
/** Body fields whose values must never reach a log (nor must a session token). */
const SECRET_FIELDS = ['email', 'identityNo', 'password', 'passwordReply', 'currentPassword', 'iban'];
/** Shorter values (a fuzzer's "a") would match by chance. */
const MIN_LENGTH = 6;
/**
 * Values worth looking for by their text: not a bare number (a fuzzer's 2147483648 is in a logged path too;
 * TC Kimlik Nos are found by their shape) nor one character repeated.
 */
const worthRecording = (v: string) =>
  v.trim().length >= MIN_LENGTH && !/^\d+$/.test(v) && !/^(.)\1*$/s.test(v);

/**
 * Records the secrets of every request the app receives (its session token, the secret fields of a JSON
 * body), before validation, so refused ones count too.
 */
export function recordSentSecrets(app: FastifyInstance, logDir: string): void {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    const record =
      body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const token = request.headers.authorization?.replace(/^\S+\s+/, '');
    const values = [token, ...SECRET_FIELDS.map((field) => record[field])].filter(
      (v): v is string => typeof v === 'string' && worthRecording(v),
    );
    if (values.length > 0) appendFileSync(join(logDir, SENT_FILE), `${JSON.stringify(values)}\n`);
  });
}

/** Shapes of secrets, whoever sent them: a checksum-valid TC Kimlik No, a TR IBAN, an e-mail, an argon2 hash. */
const SHAPES: { what: string; pattern: RegExp; accept?: (match: string) => boolean }[] = [
  { what: 'TC Kimlik No', pattern: /(?<![0-9A-Za-z])[1-9]\d{10}(?![0-9A-Za-z])/g, accept: isValidTcKimlikNo },
  { what: 'IBAN', pattern: /TR\d{2}(?: ?[0-9A-Z]{4}){5} ?[0-9A-Z]{2}/g },
  { what: 'e-mail', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  { what: 'password hash', pattern: /\$argon2(?:id|i|d)\$/g },
];

/** Each secret in `text`, as "what: value". */
export function secretsIn(text: string, sent: readonly string[]): string[] {
  const found = new Set<string>();
  for (const { what, pattern, accept } of SHAPES) {
    for (const [match] of text.matchAll(pattern))
      if (!accept || accept(match)) found.add(`${what}: ${match}`);
  }
  for (const value of sent) {
    // Log lines are JSON: a value is found as JSON writes it, and without the control characters a fuzzer adds.
    const forms = [value, JSON.stringify(value).slice(1, -1), value.replace(/\p{Cc}/gu, '')];
    if (forms.some((form) => form.trim().length >= MIN_LENGTH && text.includes(form.trim())))
      found.add(`sent value: ${value}`);
  }
  return [...found];
}

/** Every secret in the run's log files, as "file: what: value". */
export async function secretsInLogDir(logDir: string): Promise<string[]> {
  const names = await readdir(logDir);
  const sentText = names.includes(SENT_FILE) ? await readFile(join(logDir, SENT_FILE), 'utf8') : '';
  const sent = [
    ...new Set(
      sentText
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => JSON.parse(line) as string[]),
    ),
  ];
  const found: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.log'))) {
    const text = await readFile(join(logDir, name), 'utf8');
    for (const secret of secretsIn(text, sent)) found.push(`${name}: ${secret}`);
  }
  return found;
}
