import type { TaleGroupEntry } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import {
  cityChoices,
  facetCount,
  facetOptions,
  groupOfSubGroup,
  REGION_CHOICES,
  STATUS_CHOICES,
  subGroupChoices,
} from './facet-options.ts';

const GROUPS: TaleGroupEntry[] = [
  {
    groupId: 1,
    groupName: 'Hayvan Masalları',
    subGroups: [{ subGroupId: 11, subGroupName: 'Yabani Hayvanlar' }],
  },
  {
    groupId: 2,
    groupName: 'Olağanüstü Masallar',
    subGroups: [
      { subGroupId: 21, subGroupName: 'Büyülü Eşyalar' },
      { subGroupId: 22, subGroupName: 'Devler' },
    ],
  },
];

describe('facet options', () => {
  it('before the first answer offers every choice without a count', () => {
    expect(facetOptions(REGION_CHOICES, undefined, '')).toHaveLength(7);
    expect(facetOptions(REGION_CHOICES, undefined, '')[0]).toEqual({
      value: 'Doğu Anadolu',
      label: 'Doğu Anadolu',
    });
  });

  it('writes the count beside each value and leaves out values no tale has, except the chosen one', () => {
    const facet = [
      { value: 'Karadeniz', count: 1240 },
      { value: 'Ege', count: 3 },
    ];
    expect(facetOptions(REGION_CHOICES, facet, '')).toEqual([
      { value: 'Karadeniz', label: 'Karadeniz (1.240)' },
      { value: 'Ege', label: 'Ege (3)' },
    ]);
    expect(facetOptions(REGION_CHOICES, facet, 'Marmara').map((o) => o.label)).toEqual([
      'Marmara (0)',
      'Karadeniz (1.240)',
      'Ege (3)',
    ]);
  });

  it('writes a lower bound beside each counted value of a capped facet, and keeps every choice', () => {
    const facet = [{ value: 'Karadeniz', count: 1240 }];
    const options = facetOptions(REGION_CHOICES, facet, '', true);
    expect(options).toHaveLength(7);
    expect(options.map((o) => o.label)).toContain('Karadeniz (1.240+)');
    expect(options.map((o) => o.label)).toContain('Ege');
  });

  it('matches numeric and boolean facet values with the choices written as text', () => {
    const statuses = facetOptions(STATUS_CHOICES, [{ value: 2, count: 5 }], '');
    expect(statuses).toEqual([{ value: '2', label: expect.stringMatching(/ \(5\)$/) }]);
    expect(facetCount([{ value: true, count: 4 }], true)).toBe(4);
    expect(facetCount([{ value: false, count: 4 }], true)).toBe(0);
    expect(facetCount(undefined, true)).toBeUndefined();
  });

  it('offers the provinces of the chosen region, in Turkish order', () => {
    const black = cityChoices('Karadeniz').map((c) => c.value);
    expect(black).toContain('Trabzon');
    expect(black).not.toContain('İzmir');
    expect(black.indexOf('Çorum')).toBeLessThan(black.indexOf('Düzce'));
    expect(cityChoices(undefined)).toHaveLength(81);
  });

  it('offers the chosen group’s subgroups, or all of them named with their group', () => {
    expect(subGroupChoices(GROUPS, 2).map((c) => c.label)).toEqual(['Büyülü Eşyalar', 'Devler']);
    expect(subGroupChoices(GROUPS, undefined).map((c) => c.label)).toEqual([
      'Hayvan Masalları / Yabani Hayvanlar',
      'Olağanüstü Masallar / Büyülü Eşyalar',
      'Olağanüstü Masallar / Devler',
    ]);
    expect(groupOfSubGroup(GROUPS, 22)).toBe(2);
    expect(groupOfSubGroup(GROUPS, 99)).toBeUndefined();
  });
});
