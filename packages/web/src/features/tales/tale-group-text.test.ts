import { describe, expect, it } from 'vitest';
import { taleGroupText } from './tale-group-text.ts';

const none = { typeAtu: null, typeTtv: null };

describe('the tale group line', () => {
  it('writes group / subgroup, or nothing before an editor sets it', () => {
    expect(taleGroupText({ groupName: 'Hayvan Masalları', subGroupName: 'Yabani Hayvanlar', ...none })).toBe(
      'Hayvan Masalları / Yabani Hayvanlar',
    );
    expect(taleGroupText({ groupName: 'Hayvan Masalları', subGroupName: null, ...none })).toBe(
      'Hayvan Masalları',
    );
    expect(taleGroupText({ groupName: ' ', subGroupName: 'x', typeAtu: '1-99', typeTtv: '5' })).toBeNull();
  });

  it('adds the ATU range and the TTV number it is cited by, whichever are known', () => {
    const animals = { groupName: 'Hayvan Masalları', subGroupName: 'Yabani Hayvanlar' };
    expect(taleGroupText({ ...animals, typeAtu: '1-99', typeTtv: '12' })).toBe(
      'Hayvan Masalları / Yabani Hayvanlar (ATU 1-99 · TTV 12)',
    );
    expect(taleGroupText({ ...animals, typeAtu: '1-99', typeTtv: ' ' })).toBe(
      'Hayvan Masalları / Yabani Hayvanlar (ATU 1-99)',
    );
    expect(taleGroupText({ ...animals, typeAtu: null, typeTtv: '12' })).toBe(
      'Hayvan Masalları / Yabani Hayvanlar (TTV 12)',
    );
  });
});
