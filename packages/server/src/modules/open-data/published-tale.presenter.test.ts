import { openDataLicense } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import type { PublishedTaleRow } from './open-data.repository.ts';
import { toPublishedTale } from './published-tale.presenter.ts';

const context = { publicUrl: 'https://masal.example.gov.tr', license: openDataLicense('CC BY 4.0') };

const row: PublishedTaleRow = {
  taleId: 12,
  taleName: 'Keloğlan ile Dev',
  text: 'Evvel zaman içinde…',
  abstract: 'Keloğlan devi aklıyla yener.',
  groupName: 'Olağanüstü Masallar',
  subGroupName: 'Dev ve Cin',
  typeAtu: '300-399',
  typeTtv: '150',
  groupId: 3,
  area: 'Karadeniz',
  city: 'Trabzon',
  complationDate: '2024-01-20',
  compilerNameSurname: 'Ayşe Yılmaz',
  narratorNameSurname: null,
  publishedAt: new Date('2026-03-01T10:00:00Z'),
  datestamp: new Date('2026-03-02T10:00:00Z'),
};

describe('toPublishedTale', () => {
  it("gives the reading room's address, the licence and the citation", () => {
    const tale = toPublishedTale(row, [], context);
    expect(tale.url).toBe('https://masal.example.gov.tr/arsiv/masal/12-keloglan-ile-dev');
    expect(tale.license).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    expect(tale.citation).toBe(
      'Ayşe Yılmaz (derleyen). “Keloğlan ile Dev”. Trabzon, Karadeniz, 2024. Masal Portalı, https://masal.example.gov.tr/arsiv/masal/12-keloglan-ile-dev. Lisans: CC BY 4.0.',
    );
    expect(tale.publishedAt).toBe('2026-03-01T10:00:00.000Z');
    expect(tale.modifiedAt).toBe('2026-03-02T10:00:00.000Z');
  });

  it('leaves out of the citation what the tale lacks', () => {
    const bare = { ...row, compilerNameSurname: null, city: null, area: null, complationDate: null };
    expect(toPublishedTale(bare, [], context).citation).toBe(
      '“Keloğlan ile Dev”. Masal Portalı, https://masal.example.gov.tr/arsiv/masal/12-keloglan-ile-dev. Lisans: CC BY 4.0.',
    );
    const regionOnly = { ...row, city: null, complationDate: null };
    expect(toPublishedTale(regionOnly, [], context).citation).toContain(
      '“Keloğlan ile Dev”. Karadeniz. Masal',
    );
  });

  it('lists the files without where they are stored', () => {
    const file = {
      id: 5,
      taleId: 12,
      type: 2 as const,
      fileName: 'kayıt.mp3',
      mimeType: 'audio/mpeg',
      size: 1234,
    };
    expect(toPublishedTale(row, [file], context).attachments).toEqual([
      { id: 5, type: 2, fileName: 'kayıt.mp3', mimeType: 'audio/mpeg', size: 1234 },
    ]);
  });
});
