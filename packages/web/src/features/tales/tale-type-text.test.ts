import { describe, expect, it } from 'vitest';
import { taleTypeText } from './tale-type-text.ts';

const none = { typeAtu: null, typeTtv: null };

describe('the tale type line', () => {
  it('writes group / subgroup, or nothing before an editor sets it', () => {
    expect(taleTypeText({ groupName: 'Hayvan Masalları', subGroupName: 'Yabani Hayvanlar', ...none })).toBe(
      'Hayvan Masalları / Yabani Hayvanlar',
    );
    expect(taleTypeText({ groupName: 'Hayvan Masalları', subGroupName: null, ...none })).toBe(
      'Hayvan Masalları',
    );
    expect(taleTypeText({ groupName: ' ', subGroupName: 'x', typeAtu: '1-99', typeTtv: '5' })).toBeNull();
  });

  it('adds the ATU range and the TTV number it is cited by, whichever are known', () => {
    const animals = { groupName: 'Hayvan Masalları', subGroupName: 'Yabani Hayvanlar' };
    expect(taleTypeText({ ...animals, typeAtu: '1-99', typeTtv: '12' })).toBe(
      'Hayvan Masalları / Yabani Hayvanlar (ATU 1-99 · TTV 12)',
    );
    expect(taleTypeText({ ...animals, typeAtu: '1-99', typeTtv: ' ' })).toBe(
      'Hayvan Masalları / Yabani Hayvanlar (ATU 1-99)',
    );
    expect(taleTypeText({ ...animals, typeAtu: null, typeTtv: '12' })).toBe(
      'Hayvan Masalları / Yabani Hayvanlar (TTV 12)',
    );
  });
});
