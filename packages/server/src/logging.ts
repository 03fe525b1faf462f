/**
 * Logging: JSON lines for machines, one short readable line per request when a person watches a terminal.
 * One log line per request (method, path, status, time): no query strings (codes), no headers (tokens),
 * no bodies, and no failed query's text or values (errors pass through safeError).
 */
import { t } from '@masal/shared';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

type Entry = Record<string, unknown> & { level: number; time: number; msg?: string };

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: '',
  40: t('server.logLevels.warn'),
  50: t('server.logLevels.error'),
  60: t('server.logLevels.fatal'),
};
/** pino's own fields, and the request id that ties JSON lines together (shown on error lines). */
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId']);
const ERROR_LEVEL = 50;

/** The fields OneLinePerRequest writes, already in a request's one line. */
const REQUEST_FIELDS = new Set(['method', 'path', 'status', 'ms', 'ip']);

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'stack' in value) return String(value.stack);
  return JSON.stringify(value);
}

/** One pino JSON line as a person reads it: a request on one line, other fields below, strings whole. */
export function readableLine(json: string): string {
  const entry = JSON.parse(json) as Entry;
  const isRequest = entry.msg === 'request';
  const what = isRequest ? `${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms` : entry.msg;
  const head = [clock(entry.time), LEVELS[entry.level] ?? String(entry.level), what]
    .filter(Boolean)
    .join(' ');
  const shown = (key: string) => !HIDDEN.has(key) || (key === 'reqId' && entry.level >= ERROR_LEVEL);
  const fields = Object.entries(entry)
    .filter(([key]) => shown(key) && !(isRequest && REQUEST_FIELDS.has(key)))
    .map(([key, value]) =>
      Array.isArray(value)
        ? value.map((item) => `    ${key}: ${fieldText(item)}`).join('\n')
        : `    ${key}: ${fieldText(value)}`,
    );
  return `${[head, ...fields].join('\n')}\n`;
}

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike => value instanceof Error;

/** Causes followed at most: they can loop. */
const MAX_CAUSES = 5;

/** The error and its causes, outermost first. */
function causeChain(err: ErrorLike): ErrorLike[] {
  const chain = [err];
  for (let e = err.cause; isErrorLike(e) && chain.length < MAX_CAUSES; e = e.cause) chain.push(e);
  return chain;
}

/**
 * A database error, as pg, PGlite and Drizzle throw them: they carry the query's text and parameters
 * (`query`, `params`, `parameters`), and their message and `detail` quote values ("Key (email)=(…)").
 */
const isDatabaseError = (e: ErrorLike) =>
  'query' in e || 'params' in e || 'parameters' in e || ('severity' in e && typeof e.code === 'string');

/** Other errors' messages may still quote an address (a mail server's "recipient rejected: …"). */
const EMAIL = /[^\s"'<>()[\]/:]+@[^\s"'<>()[\]/:]+\.[A-Za-z]{2,}/g;
const withoutEmails = (text: string) => text.replace(EMAIL, '[e-mail]');

const stackFrames = (stack: unknown) =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];

/**
 * What an error line may carry. A failed query becomes its type, SQLSTATE code, constraint and stack
 * frames: never its text, parameters, message or detail, which hold e-mails, TC Kimlik Nos and hashes.
 */
type SafeError = { type: string; message: string; stack: string; [field: string]: unknown };
export function safeError(err: unknown, depth = 0): SafeError {
  // Something thrown that is not an Error is not written: it may be any value.
  if (!isErrorLike(err)) return { type: typeof err, message: 'not an Error', stack: '' };
  const type = err.constructor.name;
  const chain = causeChain(err);
  if (chain.some(isDatabaseError)) {
    const origin = chain.find((e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code));
    const code = origin?.code as string | undefined;
    const constraint = typeof origin?.constraint === 'string' ? origin.constraint : undefined;
    const message = `database query failed${code ? ` (SQLSTATE ${code})` : ''}`;
    return {
      type,
      message,
      ...(code ? { code } : {}),
      ...(constraint ? { constraint } : {}),
      stack: [`${type}: ${message}`, ...stackFrames(err.stack)].join('\n'),
    };
  }
  return {
    type,
    message: withoutEmails(err.message),
    ...(typeof err.code === 'string' ? { code: err.code } : {}),
    stack: withoutEmails(err.stack ?? ''),
    ...(err.cause === undefined || depth >= MAX_CAUSES ? {} : { cause: safeError(err.cause, depth + 1) }),
  };
}

/** Where log lines go: stdout (readable on a terminal), or the given stream (the tests' log files). */
interface LogStream {
  write(line: string): void;
}

/** Fastify's logger. `req` is what Fastify's error lines carry; `err` every error, through safeError. */
export function loggerOptions(level: string, stream?: LogStream) {
  // Through process.stdout, not pino's own asynchronous writer: the lines stay in order with the start
  // banner's console.log (the credentials are the last thing printed).
  const stdout = process.stdout.isTTY
    ? { write: (json: string) => process.stdout.write(readableLine(json)) }
    : { write: (json: string) => process.stdout.write(json) };
  const destination = stream ?? stdout;
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        ip: req.ip,
      }),
      err: safeError,
      // @fastify/multipart's trace line carries the request's headers, the session token among them.
      busboyOptions: ({ headers: _, ...options }: { headers?: unknown }) => options,
    },
    stream: destination,
  };
}

/** Fastify's two lines per request (incoming, completed) become one; its error lines stay as they are. */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request');
    else reply.log.info(fields, 'request');
  }
}
