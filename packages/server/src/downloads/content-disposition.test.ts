import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('keeps the Turkish name in filename* and gives a readable ASCII fallback', () => {
    expect(contentDisposition('inline', 'Köroğlu şarkısı.mp3')).toBe(
      `inline; filename="Koroglu sarkisi.mp3"; filename*=UTF-8''K%C3%B6ro%C4%9Flu%20%C5%9Fark%C4%B1s%C4%B1.mp3`,
    );
    const dotted = contentDisposition('attachment', 'İĞNE ÇÖP Üzüm ğüşıöç.pdf');
    expect(dotted).toMatch(/^attachment; filename="IGNE COP Uzum gusioc.pdf"; filename\*=UTF-8''/);
    expect(parse(dotted).parameters.filename).toBe('İĞNE ÇÖP Üzüm ğüşıöç.pdf');
  });

  it('an ASCII name is sent once, as it is', () => {
    expect(contentDisposition('attachment', 'MasalListesi.pdf')).toBe(
      'attachment; filename=MasalListesi.pdf',
    );
    expect(contentDisposition('attachment', 'odemeler 2026.csv')).toBe(
      'attachment; filename="odemeler 2026.csv"',
    );
  });

  it('cannot be broken out of by quotes, backslashes or header characters', () => {
    const value = contentDisposition('attachment', 'a"b\\c%d\r\ne;f (1)*.pdf');
    expect(value).toBe(
      `attachment; filename="a_b_c_d__e;f (1)*.pdf"; filename*=UTF-8''a%22b%5Cc%25d%0D%0Ae%3Bf%20%281%29%2A.pdf`,
    );
    expect(value).not.toMatch(/[\r\n]/);
    expect(parse(value).parameters.filename).toBe('a"b\\c%d\r\ne;f (1)*.pdf');
  });
});
