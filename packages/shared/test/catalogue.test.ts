/** The one lookup of the catalogue, used by the web and the server alike. */
import { describe, expect, it } from 'vitest';
import { catalogue, fill, t } from '../src/i18n/catalogue.ts';

describe('catalogue lookup', () => {
  it('t reads a dotted key and fills its {name} parts', () => {
    expect(t('mail.greeting', { name: 'Ayşe' })).toBe('Sayın Ayşe,');
    expect(t('pdf.list.madeAt')).toBe(catalogue.pdf.list.madeAt);
    expect(fill('{a} ve {b}', { a: 1 })).toBe('1 ve {b}');
  });
});
