import type { TaleFull } from '@masal/shared/schemas/tale';
import { describe, expect, it } from 'vitest';
import {
  compilerValuesOf,
  completeValues,
  emptyTaleValues,
  sameContent,
  type TaleFormValues,
  toTaleInput,
  valuesOfTale,
} from './tale-form-values.ts';

const user = { name: 'Ayşe', surname: 'Işık' };

/** The parts of a saved tale the form reads; the rest of TaleFull does not matter here. */
function tale(values: Partial<TaleFull>): TaleFull {
  return {
    taleId: 7,
    taleName: 'Keloğlan',
    compilerNameSurname: 'Ayşe Işık',
    compilerJob: 'Öğretmen',
    whereToCompile: 'Maçka, Trabzon',
    compilerEducationLevel: 'Lisans',
    compilerBirthDate: '1980-05-04T00:00:00.000Z',
    compilerPlaceOfBirth: 'Trabzon',
    sourcePerson: null,
    ...values,
  } as TaleFull;
}

describe('a new tale prefilled from the latest one', () => {
  it('copies the compiler’s own details, never where that tale was compiled', () => {
    const prefill = compilerValuesOf(user, tale({}));
    expect(prefill).toEqual({
      compilerNameSurname: 'Ayşe Işık',
      compilerJob: 'Öğretmen',
      compilerEducationLevel: 'Lisans',
      // As a date input takes it.
      compilerBirthDate: '1980-05-04',
      compilerPlaceOfBirth: 'Trabzon',
    });
    expect({ ...emptyTaleValues(), ...prefill }.whereToCompile).toBe('');
  });

  it('the account’s name wins over the name on the latest tale; no latest tale leaves the rest empty', () => {
    expect(compilerValuesOf(user, tale({ compilerNameSurname: 'Eski Ad' })).compilerNameSurname).toBe(
      'Ayşe Işık',
    );
    expect(compilerValuesOf({ name: '', surname: '' }, tale({})).compilerNameSurname).toBe('Ayşe Işık');
    expect(compilerValuesOf(user, null)).toMatchObject({ compilerJob: '', compilerPlaceOfBirth: '' });
  });
});

describe('a new tale prefilled from the profile', () => {
  const profile = { job: 'Emekli öğretmen', birthDate: '1975-11-23', placeOfBirth: 'Kırşehir' };

  it('takes job, birth date and birth place from the profile, before the latest tale', () => {
    expect(compilerValuesOf(user, tale({}), profile)).toEqual({
      compilerNameSurname: 'Ayşe Işık',
      compilerJob: 'Emekli öğretmen',
      compilerEducationLevel: 'Lisans',
      compilerBirthDate: '1975-11-23',
      compilerPlaceOfBirth: 'Kırşehir',
    });
    expect(compilerValuesOf(user, null, profile)).toMatchObject({
      compilerJob: 'Emekli öğretmen',
      compilerBirthDate: '1975-11-23',
      compilerPlaceOfBirth: 'Kırşehir',
    });
  });

  it('falls back to the latest tale for what the profile leaves empty', () => {
    const partial = { job: null, birthDate: null, placeOfBirth: 'Sivas' };
    expect(compilerValuesOf(user, tale({}), partial)).toMatchObject({
      compilerJob: 'Öğretmen',
      compilerBirthDate: '1980-05-04',
      compilerPlaceOfBirth: 'Sivas',
    });
  });

  it('a saved tale opens with its own values, never the profile’s', () => {
    const saved = tale({
      compilerJob: 'Çiftçi',
      compilerPlaceOfBirth: 'Van',
      compilerBirthDate: '1960-01-02',
    });
    expect(valuesOfTale(saved)).toMatchObject({
      compilerJob: 'Çiftçi',
      compilerPlaceOfBirth: 'Van',
      compilerBirthDate: '1960-01-02',
    });
  });
});

describe('form values and the payload', () => {
  const filled: TaleFormValues = {
    ...emptyTaleValues(),
    taleName: '  Keloğlan  ',
    taleSource: 1,
    taleSourceText: 'Bir tez',
    sourceType: 1,
    sourcePerson: {
      nameSurname: 'Kaset 3',
      complationDate: '2020-01-02',
      learnedFrom: 'Dedesi',
      job: 'Çiftçi',
      educationLevel: 'İlkokul',
      birthDate: '1950',
      placeOfBirth: 'Maçka',
      nameConsent: true,
    },
    taleText: ' Bir varmış ',
  };

  it('sends hidden fields empty: the bibliography of a compilation, the person fields of a material', () => {
    const input = toTaleInput(filled);
    expect(input.taleSourceText).toBeNull();
    expect(input.sourcePerson).toEqual({
      nameSurname: 'Kaset 3',
      complationDate: '2020-01-02',
      learnedFrom: null,
      job: null,
      educationLevel: null,
      birthDate: null,
      placeOfBirth: null,
      // A material names no narrator, whatever was ticked while a person was chosen.
      nameConsent: false,
    });
    expect(toTaleInput({ ...filled, sourceType: 0 }).sourcePerson?.nameConsent).toBe(true);
    expect(input.taleText).toBe('Bir varmış');
    expect(toTaleInput({ ...filled, taleSource: 2 }).taleSourceText).toBe('Bir tez');
  });

  it('spaces at the ends and hidden fields do not make a copy different', () => {
    const other = { ...filled, taleName: 'Keloğlan', sourcePerson: { ...filled.sourcePerson, job: 'Başka' } };
    expect(sameContent(filled, other)).toBe(true);
    expect(sameContent(filled, { ...filled, taleText: 'Başka metin' })).toBe(false);
  });

  it('a saved tale opens with dates cut to the day and empty values as empty text', () => {
    const values = valuesOfTale(tale({ sourceType: 0, whereToCompile: null, copyrightStatus: 1 }));
    expect(values.compilerBirthDate).toBe('1980-05-04');
    expect(values.whereToCompile).toBe('');
    expect(values.copyrightStatus).toBe(1);
    expect(values.sourcePerson.nameSurname).toBe('');
  });

  it('an older stored copy missing fields is completed with the defaults', () => {
    const values = completeValues({ taleName: 'Eski', sourcePerson: { nameSurname: 'Hasan' } as never });
    expect(values.taleName).toBe('Eski');
    expect(values.sourcePerson).toMatchObject({ nameSurname: 'Hasan', job: '' });
    expect(values.taleSource).toBe(1);
  });
});
