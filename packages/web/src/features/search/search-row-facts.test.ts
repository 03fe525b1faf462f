import type { SearchRow } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { copyScoreText, rowFacts, typeNamesOf } from './search-row-facts.ts';

const ROW: SearchRow = {
  taleId: 42,
  taleName: 'Keloğlan ile Dev',
  userId: 7,
  authorNameSurname: 'Ayşe Yılmaz',
  compilerNameSurname: 'Ayşe Yılmaz',
  sourcePersonId: 5,
  sourcePersonName: 'Hatice Çelik',
  area: 'Karadeniz',
  city: 'Trabzon',
  groupId: 2,
  subGroupId: 22,
  actionId: 2,
  numberOfWord: 12500,
  submittedAt: '2024-03-05T21:30:00.000Z',
  copyScore: 0.456,
  snippet: [],
};
const NAMES = typeNamesOf([
  { groupId: 2, groupName: 'Olağanüstü Masallar', subGroups: [{ subGroupId: 22, subGroupName: 'Devler' }] },
]);
const facts = (row: SearchRow) => Object.fromEntries(rowFacts(row, NAMES).map((f) => [f.key, f.value]));

describe('a detailed search result', () => {
  it('lists the place, type, words, Istanbul day, copy score and ids the Turkish way', () => {
    expect(facts(ROW)).toEqual({
      author: 'Ayşe Yılmaz',
      sourcePerson: 'Hatice Çelik',
      place: 'Karadeniz / Trabzon',
      type: 'Olağanüstü Masallar / Devler',
      words: '12.500',
      // 21:30 UTC is past midnight in Istanbul.
      submittedAt: '06.03.2024',
      copyScore: '%46 · olası kopya',
      taleId: '42',
    });
  });

  it('names the compiler written on the tale only when it is not the account’s name', () => {
    expect(facts({ ...ROW, compilerNameSurname: 'Mehmet Kaya' }).compiler).toBe('Mehmet Kaya');
  });

  it('says what is missing: no type yet, no place, not compared, not sent', () => {
    const bare = facts({
      ...ROW,
      groupId: null,
      subGroupId: null,
      area: null,
      city: null,
      copyScore: null,
      submittedAt: null,
      sourcePersonName: null,
    });
    expect(bare).toMatchObject({
      type: 'Editör tarafından girilecek',
      place: '—',
      copyScore: '—',
      submittedAt: '—',
      sourcePerson: '—',
    });
  });

  it('marks a possible copy only from the threshold up', () => {
    expect(copyScoreText(0.12)).toBe('%12');
    expect(copyScoreText(0.4)).toBe('%40 · olası kopya');
  });
});
