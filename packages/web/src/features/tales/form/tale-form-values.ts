/**
 * The tale form's values: every text as a string ('' = empty) so inputs stay controlled, the
 * choices as the numbers of seed §3. Conversions to and from the shared payload live here.
 */
import type { AuthUser } from '@masal/shared';
import type { TaleCreateInput, TaleFull } from '@masal/shared/schemas/tale';
import type { FieldPath } from 'react-hook-form';

export interface SourcePersonValues {
  nameSurname: string;
  complationDate: string;
  learnedFrom: string;
  job: string;
  educationLevel: string;
  /** Birth year (4 digits). */
  birthDate: string;
  placeOfBirth: string;
}

export interface TaleFormValues {
  taleName: string;
  copyrightStatus: 0 | 1;
  area: string;
  city: string;
  /** 1 derleme, 2 tez / basılı yayın. */
  taleSource: 1 | 2 | null;
  taleSourceText: string;
  compilerNameSurname: string;
  compilerJob: string;
  whereToCompile: string;
  compilerEducationLevel: string;
  compilerBirthDate: string;
  compilerPlaceOfBirth: string;
  compilerExplanation: string;
  /** 0 a person, 1 a material. */
  sourceType: 0 | 1;
  sourcePerson: SourcePersonValues;
  taleText: string;
  taleTextEnd: string;
  contextProperties: string;
}

export type TaleFieldPath = FieldPath<TaleFormValues>;

/** The fields in the order they appear: error summaries and server errors follow it. */
export const FIELD_ORDER = [
  'taleName',
  'copyrightStatus',
  'area',
  'city',
  'taleSource',
  'taleSourceText',
  'compilerNameSurname',
  'compilerJob',
  'whereToCompile',
  'compilerEducationLevel',
  'compilerBirthDate',
  'compilerPlaceOfBirth',
  'compilerExplanation',
  'sourceType',
  'sourcePerson.nameSurname',
  'sourcePerson.complationDate',
  'sourcePerson.learnedFrom',
  'sourcePerson.job',
  'sourcePerson.educationLevel',
  'sourcePerson.birthDate',
  'sourcePerson.placeOfBirth',
  'taleText',
  'taleTextEnd',
  'contextProperties',
] as const satisfies readonly TaleFieldPath[];

/** A stable element id per field, e.g. `tale-sourcePerson-nameSurname`. */
export const fieldId = (name: TaleFieldPath) => `tale-${name.replace('.', '-')}`;

const emptyPerson: SourcePersonValues = {
  nameSurname: '',
  complationDate: '',
  learnedFrom: '',
  job: '',
  educationLevel: '',
  birthDate: '',
  placeOfBirth: '',
};

/** Seed §3 form defaults for a new tale: derleme, a person source, no copyright wish. */
export function emptyTaleValues(): TaleFormValues {
  return {
    taleName: '',
    copyrightStatus: 0,
    area: '',
    city: '',
    taleSource: 1,
    taleSourceText: '',
    compilerNameSurname: '',
    compilerJob: '',
    whereToCompile: '',
    compilerEducationLevel: '',
    compilerBirthDate: '',
    compilerPlaceOfBirth: '',
    compilerExplanation: '',
    sourceType: 0,
    sourcePerson: { ...emptyPerson },
    taleText: '',
    taleTextEnd: '',
    contextProperties: '',
  };
}

const text = (v: string | null | undefined) => v ?? '';

/** The compiler fields a new tale copies from the user's latest one, so nobody retypes themselves. */
export function compilerValuesOf(
  user: Pick<AuthUser, 'name' | 'surname'>,
  latest: TaleFull | null,
): Partial<TaleFormValues> {
  const own = `${user.name} ${user.surname}`.trim();
  return {
    compilerNameSurname: own || text(latest?.compilerNameSurname),
    compilerJob: text(latest?.compilerJob),
    whereToCompile: text(latest?.whereToCompile),
    compilerEducationLevel: text(latest?.compilerEducationLevel),
    compilerBirthDate: text(latest?.compilerBirthDate),
    compilerPlaceOfBirth: text(latest?.compilerPlaceOfBirth),
  };
}

export function valuesOfTale(tale: TaleFull): TaleFormValues {
  const p = tale.sourcePerson;
  return {
    taleName: tale.taleName,
    copyrightStatus: tale.copyrightStatus === 1 ? 1 : 0,
    area: text(tale.area),
    city: text(tale.city),
    taleSource: tale.taleSource === 1 || tale.taleSource === 2 ? tale.taleSource : null,
    taleSourceText: text(tale.taleSourceText),
    compilerNameSurname: text(tale.compilerNameSurname),
    compilerJob: text(tale.compilerJob),
    whereToCompile: text(tale.whereToCompile),
    compilerEducationLevel: text(tale.compilerEducationLevel),
    compilerBirthDate: text(tale.compilerBirthDate).slice(0, 10),
    compilerPlaceOfBirth: text(tale.compilerPlaceOfBirth),
    compilerExplanation: text(tale.compilerExplanation),
    sourceType: tale.sourceType === 0 ? 0 : 1,
    sourcePerson: p
      ? {
          nameSurname: text(p.nameSurname),
          complationDate: text(p.complationDate).slice(0, 10),
          learnedFrom: text(p.learnedFrom),
          job: text(p.job),
          educationLevel: text(p.educationLevel),
          birthDate: text(p.birthDate),
          placeOfBirth: text(p.placeOfBirth),
        }
      : { ...emptyPerson },
    taleText: text(tale.taleText),
    taleTextEnd: text(tale.taleTextEnd),
    contextProperties: text(tale.contextProperties),
  };
}

/** Fills what an older stored copy lacks, so a draft from another version of the form still loads. */
export function completeValues(partial: Partial<TaleFormValues>): TaleFormValues {
  const base = emptyTaleValues();
  return { ...base, ...partial, sourcePerson: { ...base.sourcePerson, ...partial.sourcePerson } };
}

const clean = (v: string) => v.trim() || null;

/**
 * What a save sends. Fields the form hides are sent empty: the bibliography unless the source is a
 * thesis or publication, the person-only fields when the source is a material.
 */
export function toTaleInput(v: TaleFormValues): TaleCreateInput {
  const person = v.sourceType === 0;
  const p = v.sourcePerson;
  return {
    taleName: v.taleName,
    copyrightStatus: v.copyrightStatus,
    area: clean(v.area),
    city: clean(v.city),
    taleSource: v.taleSource,
    taleSourceText: v.taleSource === 2 ? clean(v.taleSourceText) : null,
    compilerNameSurname: clean(v.compilerNameSurname),
    compilerJob: clean(v.compilerJob),
    whereToCompile: clean(v.whereToCompile),
    compilerEducationLevel: clean(v.compilerEducationLevel),
    compilerBirthDate: clean(v.compilerBirthDate),
    compilerPlaceOfBirth: clean(v.compilerPlaceOfBirth),
    compilerExplanation: clean(v.compilerExplanation),
    sourceType: v.sourceType,
    sourcePerson: {
      nameSurname: clean(p.nameSurname),
      complationDate: clean(p.complationDate),
      learnedFrom: person ? clean(p.learnedFrom) : null,
      job: person ? clean(p.job) : null,
      educationLevel: person ? clean(p.educationLevel) : null,
      birthDate: person ? clean(p.birthDate) : null,
      placeOfBirth: person ? clean(p.placeOfBirth) : null,
    },
    taleText: clean(v.taleText),
    taleTextEnd: clean(v.taleTextEnd),
    contextProperties: clean(v.contextProperties),
  };
}

/** Whether two copies would save the same tale (spaces at the ends and hidden fields do not count). */
export function sameContent(a: TaleFormValues, b: TaleFormValues): boolean {
  const norm = (v: TaleFormValues) => JSON.stringify({ ...toTaleInput(v), taleName: v.taleName.trim() });
  return norm(a) === norm(b);
}
