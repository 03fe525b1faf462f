import { describe, expect, it } from 'vitest';
import { createPathSigner } from './signed-paths.ts';

const signer = createPathSigner('signed-paths-unit-test-key-'.padEnd(48, 'x'));
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const ATTACHMENT_ID = 7;
const USER_ID = 2;

/** The query of a freshly signed path: `{u, e, s}` exactly as handed out. */
function signedQuery(): { u: string; e: string; s: string } {
  const query = new URL(signer.attachmentPath(ATTACHMENT_ID, USER_ID, NOW), 'http://masal.test').searchParams;
  return { u: query.get('u') ?? '', e: query.get('e') ?? '', s: query.get('s') ?? '' };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed attachment paths', () => {
  it('accepts the path as handed out', () => {
    expect(signer.verify(ATTACHMENT_ID, signedQuery(), NOW)).toEqual({
      attachmentId: ATTACHMENT_ID,
      userId: USER_ID,
    });
  });

  it('refuses all 15 other last characters of s, which decode to the same 16 bytes', () => {
    const query = signedQuery();
    const others = [...BASE64URL].map((ch) => `${query.s.slice(0, -1)}${ch}`).filter((s) => s !== query.s);
    const sameBytes = others.filter((s) =>
      Buffer.from(s, 'base64url').equals(Buffer.from(query.s, 'base64url')),
    );
    // 16 bytes are 22 characters whose last carries 2 bits: 4 bits of padding can take any value.
    expect(sameBytes).toHaveLength(15);
    for (const s of sameBytes) expect(signer.verify(ATTACHMENT_ID, { ...query, s }, NOW), s).toBeNull();
  });

  it.each([
    ['s with padding', (q: { s: string }) => ({ s: `${q.s}==` })],
    ['s in standard base64', (q: { s: string }) => ({ s: Buffer.from(q.s, 'base64url').toString('base64') })],
    ['s with a space', (q: { s: string }) => ({ s: ` ${q.s}` })],
    ['u with a leading zero', () => ({ u: `0${USER_ID}` })],
    ['u in hexadecimal', () => ({ u: `0x${USER_ID.toString(16)}` })],
    ['u with a decimal point', () => ({ u: `${USER_ID}.0` })],
    ['u in exponent notation', () => ({ u: `${USER_ID}e0` })],
    ['u with a plus sign', () => ({ u: `+${USER_ID}` })],
    ['u with spaces', () => ({ u: ` ${USER_ID} ` })],
    ['e with a decimal point', (q: { e: string }) => ({ e: `${q.e}.0` })],
    ['e with a leading zero', (q: { e: string }) => ({ e: `0${q.e}` })],
    ['e in hexadecimal', (q: { e: string }) => ({ e: `0x${Number(q.e).toString(16)}` })],
    ['e in exponent notation', (q: { e: string }) => ({ e: Number(q.e).toExponential() })],
  ])('refuses %s', (_what, respell) => {
    const query = signedQuery();
    const changed = { ...query, ...respell(query) };
    expect(changed).not.toEqual(query);
    expect(signer.verify(ATTACHMENT_ID, changed, NOW)).toBeNull();
  });

  it('refuses a missing field, another attachment, and an expired link', () => {
    const query = signedQuery();
    expect(signer.verify(ATTACHMENT_ID, { u: query.u, e: query.e }, NOW)).toBeNull();
    expect(signer.verify(ATTACHMENT_ID, { u: query.u, s: query.s }, NOW)).toBeNull();
    expect(signer.verify(ATTACHMENT_ID, { e: query.e, s: query.s }, NOW)).toBeNull();
    expect(signer.verify(ATTACHMENT_ID + 1, query, NOW)).toBeNull();
    expect(signer.verify(ATTACHMENT_ID, query, Number(query.e) * 1000)).toBeNull();
  });

  it('works at most 4 h 15 min after it was handed out', () => {
    const query = signedQuery();
    const lifetimeS = Number(query.e) - NOW / 1000;
    expect(lifetimeS).toBeGreaterThanOrEqual(4 * 60 * 60);
    expect(lifetimeS).toBeLessThanOrEqual(4 * 60 * 60 + 15 * 60);
    expect(signer.verify(ATTACHMENT_ID, query, Number(query.e) * 1000 - 1)).not.toBeNull();
  });
});
