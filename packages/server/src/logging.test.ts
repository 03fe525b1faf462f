import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest, readableLine, safeError } from './logging.ts';

const time = new Date(2026, 0, 2, 13, 4, 5).getTime();

describe('readableLine', () => {
  it('prints a request as one short line', () => {
    const json = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      method: 'GET',
      path: '/v1/tales/',
      status: 200,
      ms: 12,
      ip: '127.0.0.1',
      msg: 'request',
    });
    expect(readableLine(json)).toBe('13:04:05 GET /v1/tales/ 200 12 ms\n');
  });

  it("prints a failed request's error below its line", () => {
    const json = JSON.stringify({
      level: 50,
      time,
      msg: 'request',
      method: 'POST',
      path: '/v1/tales/full',
      status: 500,
      ms: 3,
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(readableLine(json)).toBe(
      '13:04:05 HATA POST /v1/tales/full 500 3 ms\n    err: Error: boom\n    at x\n',
    );
  });

  it('keeps the request id on error lines, to find the request in the JSON log', () => {
    const json = JSON.stringify({
      level: 50,
      time,
      reqId: 'req-7',
      msg: 'request failed',
      route: '/v1/tales/:id',
    });
    expect(readableLine(json)).toBe(
      '13:04:05 HATA request failed\n    reqId: req-7\n    route: /v1/tales/:id\n',
    );
  });

  it('prints other fields below the message, strings whole', () => {
    const link = `http://localhost:3000/activationUser?ac=${'x'.repeat(90)}`;
    const json = JSON.stringify({
      level: 40,
      time,
      msg: 'mail written to the outbox',
      subject: 'Konu',
      link: [link],
    });
    expect(readableLine(json)).toBe(
      `13:04:05 UYARI mail written to the outbox\n    subject: Konu\n    link: ${link}\n`,
    );
  });
});

describe('OneLinePerRequest', () => {
  it('logs one line per request: method, path without the query, status, time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      logController: new OneLinePerRequest(),
    });
    app.get('/activationUser', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/activationUser?ac=secret-code' });
    await app.close();
    const requests = lines.filter((l) => l.reqId !== undefined);
    expect(requests).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', path: '/activationUser', status: 200 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-code');
  });
});

describe('safeError', () => {
  /** Shaped as Drizzle wraps a pg / PGlite error: the query, its parameters, a message and detail quoting them. */
  function failedQuery() {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        severity: 'ERROR',
        code: '23505',
        detail: 'Key (email)=(ayse@ornek.test) already exists.',
        constraint: 'users_email_unique',
      },
    );
    class DrizzleQueryError extends Error {
      query = 'insert into "users" ("email", "password_hash") values ($1, $2)';
      params = ['ayse@ornek.test', '$argon2id$v=19$m=19456'];
    }
    return new DrizzleQueryError(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ayse@ornek.test,$argon2id$v=19$m=19456',
      { cause },
    );
  }

  it('keeps of a failed query its type, SQLSTATE code, constraint and stack frames only', () => {
    const safe = safeError(failedQuery());
    expect(safe).toEqual({
      type: 'DrizzleQueryError',
      message: 'database query failed (SQLSTATE 23505)',
      code: '23505',
      constraint: 'users_email_unique',
      stack: expect.stringMatching(/^DrizzleQueryError: database query failed \(SQLSTATE 23505\)\n\s+at /),
    });
    expect(JSON.stringify(safe)).not.toMatch(/ornek|argon2|insert|Key \(/);
  });

  it('keeps other errors whole, their causes too, but without e-mail addresses', () => {
    const err = new Error("Can't send mail - all recipients were rejected: 550 <ayse@ornek.test>", {
      cause: new TypeError('boom'),
    });
    const safe = safeError(err);
    expect(safe).toMatchObject({
      type: 'Error',
      message: "Can't send mail - all recipients were rejected: 550 <[e-mail]>",
      cause: { type: 'TypeError', message: 'boom' },
    });
    expect(JSON.stringify(safe)).not.toContain('ornek');
  });

  it('stops at a few causes when they loop', () => {
    const err = new Error('outer');
    err.cause = new Error('inner', { cause: err });
    expect(safeError(err)).toMatchObject({ message: 'outer', cause: { message: 'inner' } });
  });
});
