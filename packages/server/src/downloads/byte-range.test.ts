import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['BYTES=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes= 5 - 9', { kind: 'partial', start: 5, end: 9 }],
    ['bytes=10-', { kind: 'partial', start: 10, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    // A suffix longer than the object means the whole object (RFC 9110 §14.1.2).
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1200', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Invalid (last before first): rejected as the RFC allows, as an unsatisfiable one is.
    ['bytes=50-10', { kind: 'unsatisfiable' }],
    // Several ranges would need multipart/byteranges: the whole object instead.
    ['bytes=0-1,5-9', { kind: 'full' }],
    ['bytes=0-1,-5', { kind: 'full' }],
    // One of two past the end: the other is answered.
    ['bytes=0-9,2000-3000', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=2000-3000,4000-', { kind: 'unsatisfiable' }],
    ['items=0-9', { kind: 'full' }],
    ['items=5000-', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['bytes=a-b', { kind: 'full' }],
    ['bytes', { kind: 'full' }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('an empty object has no satisfiable range', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
