import { describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from './send-stored.ts';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=10-', { kind: 'partial', start: 10, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1200', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'full' }],
    ['bytes=0-1,5-9', { kind: 'full' }],
    ['items=0-9', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('an empty object has no satisfiable range', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('contentDisposition', () => {
  it('keeps the Turkish name in filename* and gives a readable ASCII fallback', () => {
    expect(contentDisposition('inline', 'Köroğlu şarkısı.mp3')).toBe(
      `inline; filename="Koroglu sarkisi.mp3"; filename*=UTF-8''K%C3%B6ro%C4%9Flu%20%C5%9Fark%C4%B1s%C4%B1.mp3`,
    );
    expect(contentDisposition('attachment', 'İĞNE ÇÖP Üzüm.pdf')).toMatch(
      /^attachment; filename="IGNE COP Uzum.pdf"; /,
    );
  });

  it('cannot be broken out of by quotes, backslashes or header characters', () => {
    const value = contentDisposition('attachment', 'a"b\\c%d\r\ne;f (1)*.pdf');
    expect(value).toBe(
      `attachment; filename="a_b_c_d__e;f (1)*.pdf"; filename*=UTF-8''a%22b%5Cc%25d%0D%0Ae%3Bf%20%281%29%2A.pdf`,
    );
    expect(value).not.toMatch(/[\r\n]/);
  });
});
