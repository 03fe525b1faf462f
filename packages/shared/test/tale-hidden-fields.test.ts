import { describe, expect, it } from 'vitest';
import { withoutHiddenFields } from '../src/tale-hidden-fields.ts';

const person = {
  nameSurname: 'Hatice Çelik',
  complationDate: '2024-01-20',
  learnedFrom: 'Dedesi',
  job: 'Çiftçi',
  educationLevel: 'İlkokul',
  birthDate: '1942',
  placeOfBirth: 'Maçka',
};

describe('withoutHiddenFields', () => {
  it('keeps the bibliography only for a thesis or printed publication', () => {
    expect(withoutHiddenFields({ taleSource: 1, taleSourceText: 'Kitap' }).taleSourceText).toBeNull();
    expect(withoutHiddenFields({ taleSource: null, taleSourceText: 'Kitap' }).taleSourceText).toBeNull();
    expect(withoutHiddenFields({ taleSource: 2, taleSourceText: 'Kitap' }).taleSourceText).toBe('Kitap');
  });

  it("empties a material's person-only fields and keeps its name and date", () => {
    expect(withoutHiddenFields({ sourceType: 1, sourcePerson: person }).sourcePerson).toEqual({
      nameSurname: 'Hatice Çelik',
      complationDate: '2024-01-20',
      learnedFrom: null,
      job: null,
      educationLevel: null,
      birthDate: null,
      placeOfBirth: null,
    });
  });

  it('keeps a person, also when sourceType is left to its default', () => {
    expect(withoutHiddenFields({ sourceType: 0, sourcePerson: person }).sourcePerson).toEqual(person);
    expect(withoutHiddenFields({ sourcePerson: person }).sourcePerson).toEqual(person);
    expect(withoutHiddenFields({ sourceType: 1, sourcePerson: null }).sourcePerson).toBeNull();
  });
});
