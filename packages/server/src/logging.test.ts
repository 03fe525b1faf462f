import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest, readableLine } from './logging.ts';

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

  it('prints other fields below the message, strings whole', () => {
    const link = `http://localhost:3000/activationUser?ac=${'x'.repeat(90)}`;
    const json = JSON.stringify({
      level: 40,
      time,
      msg: 'mail written to the outbox',
      to: 'a@b.c',
      link: [link],
    });
    expect(readableLine(json)).toBe(
      `13:04:05 UYARI mail written to the outbox\n    to: a@b.c\n    link: ${link}\n`,
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
