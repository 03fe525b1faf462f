import { describe, expect, it } from 'vitest';
import { institutionName } from '../src/institution.ts';

describe('institutionName', () => {
  it('is the holder COPYRIGHT_TEXT names, without the sign and the years', () => {
    expect(institutionName('© 2019 Kültür Merkezi Başkanlığı')).toBe('Kültür Merkezi Başkanlığı');
    expect(institutionName('(c) 2019–2026, Halk Kültürü Dairesi')).toBe('Halk Kültürü Dairesi');
    expect(institutionName('Başkanlık')).toBe('Başkanlık');
  });
  it('falls back to the default holder when the text names none', () => {
    expect(institutionName('© 2026')).toBe('Kültür Merkezi Başkanlığı');
  });
});
