import type { TaleFull } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { reviewPayload, reviewValuesOf, sameReview, subGroupsOf } from './review-values.ts';

const tale = {
  taleId: 7,
  version: 4,
  taleName: 'Keloğlan',
  copyrightStatus: 0,
  area: 'Karadeniz',
  city: 'Trabzon',
  taleSource: 1,
  taleSourceText: null,
  sourceType: 1,
  taleText: 'Bir varmış bir yokmuş',
  taleTextEnd: null,
  contextProperties: null,
  compilerNameSurname: 'Ayşe Işık',
  compilerBirthDate: '1980-05-04T00:00:00.000Z',
  groupId: 2,
  subGroupId: null,
  sourcePerson: { sourcePersonId: 3, nameSurname: 'Fatma Nine', complationDate: '2020-01-02' },
} as unknown as TaleFull;

describe('review values', () => {
  it('reads the editor’s four fields from the tale', () => {
    expect(reviewValuesOf(tale)).toEqual({
      taleTextEnd: '',
      contextProperties: '',
      groupId: '2',
      subGroupId: '',
    });
  });

  it('sends the whole tale unchanged but for the editor’s fields, with the version it was based on', () => {
    const body = reviewPayload(tale, {
      taleTextEnd: ' Bir varmış. ',
      contextProperties: '',
      groupId: '2',
      subGroupId: '5',
    });
    expect(body).toMatchObject({
      taleId: 7,
      version: 4,
      taleName: 'Keloğlan',
      area: 'Karadeniz',
      city: 'Trabzon',
      taleText: 'Bir varmış bir yokmuş',
      taleTextEnd: 'Bir varmış.',
      contextProperties: null,
      compilerBirthDate: '1980-05-04',
      groupId: 2,
      subGroupId: 5,
    });
    expect(body.sourcePerson).toMatchObject({ nameSurname: 'Fatma Nine', complationDate: '2020-01-02' });
    expect(reviewPayload(tale, reviewValuesOf(tale), 9)).toMatchObject({ version: 9, subGroupId: null });
  });

  it('spaces at the ends are no change', () => {
    const a = reviewValuesOf(tale);
    expect(sameReview(a, { ...a, taleTextEnd: '  ' })).toBe(true);
    expect(sameReview(a, { ...a, subGroupId: '5' })).toBe(false);
  });

  it('offers the subgroups of the chosen group only', () => {
    const groups = [
      { groupId: 1, groupName: 'Hayvan Masalları', subGroups: [{ subGroupId: 11, subGroupName: 'Yabani' }] },
      { groupId: 2, groupName: 'Olağanüstü Masallar', subGroups: [] },
    ];
    expect(subGroupsOf(groups, '1')).toEqual([{ subGroupId: 11, subGroupName: 'Yabani' }]);
    expect(subGroupsOf(groups, '')).toEqual([]);
  });
});
