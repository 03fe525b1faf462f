import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-download.ts';

describe('fileNameOf', () => {
  it('takes the UTF-8 name before the ASCII one, whatever their order', () => {
    const header = `attachment; filename="Masal_Listesi.pdf"; filename*=UTF-8''%C3%87ok_Masal.pdf`;
    expect(fileNameOf(header, 'x.pdf')).toBe('Çok_Masal.pdf');
    const reversed = `attachment; filename*=UTF-8''%C3%87ok.pdf; filename="C.pdf"`;
    expect(fileNameOf(reversed, 'x.pdf')).toBe('Çok.pdf');
  });

  it('reads a quoted name with its escapes, a token name, and falls back without one', () => {
    expect(fileNameOf('attachment; filename="a \\"b\\".csv"', 'x.csv')).toBe('a "b".csv');
    expect(fileNameOf('attachment; filename=odemeler.xlsx', 'x.xlsx')).toBe('odemeler.xlsx');
    expect(fileNameOf('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});
