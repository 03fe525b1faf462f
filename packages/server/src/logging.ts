/**
 * Logging: JSON lines for machines, one short readable line per request when a person watches a terminal.
 * One log line per request (method, path, status, time): no query strings (codes), no headers (tokens), no bodies.
 */
import type { FastifyInstance } from 'fastify';

type Entry = Record<string, unknown> & { level: number; time: number; msg?: string };

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: '', 40: 'UYARI', 50: 'HATA', 60: 'ÖLÜMCÜL' };
/** pino's own fields, and the request id that only ties JSON lines together. */
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId']);

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'stack' in value) return String(value.stack);
  return JSON.stringify(value);
}

/** One pino JSON line as a person reads it; strings (links) are printed whole. */
export function readableLine(json: string): string {
  const entry = JSON.parse(json) as Entry;
  if (entry.msg === 'request') {
    return `${clock(entry.time)} ${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms\n`;
  }
  const level = LEVELS[entry.level] ?? String(entry.level);
  const head = [clock(entry.time), level, entry.msg].filter(Boolean).join(' ');
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) =>
      Array.isArray(value)
        ? value.map((item) => `    ${key}: ${fieldText(item)}`).join('\n')
        : `    ${key}: ${fieldText(value)}`,
    );
  return [head, ...fields].join('\n') + '\n';
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

/** Replaces Fastify's two lines per request (incoming, completed) with one. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      },
      'request',
    );
  });
}
