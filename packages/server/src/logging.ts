/**
 * Logging: JSON lines for machines, one short readable line per request when a person watches a terminal.
 * One log line per request (method, path, status, time): no query strings (codes), no headers (tokens),
 * no bodies.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

type Entry = Record<string, unknown> & { level: number; time: number; msg?: string };

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: '',
  40: 'UYARI',
  50: 'HATA',
  60: 'ÖLÜMCÜL',
};
/** pino's own fields, and the request id that only ties JSON lines together. */
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId']);

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
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key) && !(isRequest && REQUEST_FIELDS.has(key)))
    .map(([key, value]) =>
      Array.isArray(value)
        ? value.map((item) => `    ${key}: ${fieldText(item)}`).join('\n')
        : `    ${key}: ${fieldText(value)}`,
    );
  return `${[head, ...fields].join('\n')}\n`;
}

/** Fastify's logger: readable when stdout is a terminal. `req` is what Fastify's error lines carry. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
    ...(process.stdout.isTTY
      ? { stream: { write: (json: string) => process.stdout.write(readableLine(json)) } }
      : {}),
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
