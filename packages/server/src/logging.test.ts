import { describe, expect, it } from 'vitest';
import { readableLine } from './logging.ts';

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

  it('prints other fields below the message, strings whole', () => {
    const link = `http://localhost:3000/activationUser?ac=${'x'.repeat(90)}`;
    const json = JSON.stringify({ level: 40, time, msg: 'mail written to the outbox', to: 'a@b.c', link: [link] });
    expect(readableLine(json)).toBe(
      `13:04:05 UYARI mail written to the outbox\n    to: a@b.c\n    link: ${link}\n`,
    );
  });
});
