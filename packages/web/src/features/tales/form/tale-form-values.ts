/**
 * The tale form's values: every text as a string ('' = empty) so inputs stay controlled, the
 * choices as the numbers of seed §3. Conversions to and from the shared payload live here.
 */
import type { AuthUser, Profile } from '@masal/shared';
import type { TaleCreateInput, TaleFull } from '@masal/shared/schemas/tale';
import {
  COPYRIGHT_STATUS,
  type CopyrightStatusCode,
  SOURCE_TYPE,
  type SourceTypeCode,
  TALE_SOURCE,
  type TaleSourceCode,
} from '@masal/shared/tale-constants';
import { withoutHiddenFields } from '@masal/shared/tale-hidden-fields';
import type { FieldPath } from 'react-hook-form';

interface SourcePersonValues {
  nameSurname: string;
  complationDate: string;
  learnedFrom: string;
  job: string;
  educationLevel: string;
  /** Birth year (4 digits). */
  birthDate: string;
  placeOfBirth: string;
  /** The narrator agreed to be named publicly (open data, the reading room); default not named. */
  nameConsent: boolean;
}

export interface TaleFormValues {
  taleName: string;
  copyrightStatus: CopyrightStatusCode;
  area: string;
  city: string;
  taleSource: TaleSourceCode | null;
  taleSourceText: string;
  compilerNameSurname: string;
  compilerJob: string;
  whereToCompile: string;
  compilerEducationLevel: string;
  compilerBirthDate: string;
  compilerPlaceOfBirth: string;
  compilerExplanation: string;
  sourceType: SourceTypeCode;
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
  'sourcePerson.nameConsent',
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
  nameConsent: false,
};

/** Seed §3 form defaults for a new tale: derleme, a person source, no copyright wish. */
export function emptyTaleValues(): TaleFormValues {
  return {
    taleName: '',
    copyrightStatus: COPYRIGHT_STATUS.notWanted,
    area: '',
    city: '',
    taleSource: TALE_SOURCE.compilation,
    taleSourceText: '',
    compilerNameSurname: '',
    compilerJob: '',
    whereToCompile: '',
    compilerEducationLevel: '',
    compilerBirthDate: '',
    compilerPlaceOfBirth: '',
    compilerExplanation: '',
    sourceType: SOURCE_TYPE.person,
    sourcePerson: { ...emptyPerson },
    taleText: '',
    taleTextEnd: '',
    contextProperties: '',
  };
}

const text = (v: string | null | undefined) => v ?? '';

/** The compiler's own details: the same on every tale they send. */
type CompilerDetails = Pick<
  TaleFormValues,
  | 'compilerNameSurname'
  | 'compilerJob'
  | 'compilerEducationLevel'
  | 'compilerBirthDate'
  | 'compilerPlaceOfBirth'
>;

/** What the profile keeps of the compiler: job, birth date (YYYY-MM-DD) and birth place. */
type CompilerProfile = Pick<Profile, 'job' | 'birthDate' | 'placeOfBirth'>;

/**
 * The compiler's own details a new tale starts with, so nobody retypes themselves: the name of the
 * account; job, birth date and birth place from the profile where it has them; and otherwise, with
 * the education level, those of the user's latest tale. Facts of that one tale, such as where it
 * was compiled, are never copied.
 */
export function compilerValuesOf(
  user: Pick<AuthUser, 'name' | 'surname'>,
  latest: TaleFull | null,
  profile: CompilerProfile | null = null,
): CompilerDetails {
  const own = `${user.name} ${user.surname}`.trim();
  return {
    compilerNameSurname: own || text(latest?.compilerNameSurname),
    compilerJob: profile?.job || text(latest?.compilerJob),
    compilerEducationLevel: text(latest?.compilerEducationLevel),
    compilerBirthDate: (profile?.birthDate || text(latest?.compilerBirthDate)).slice(0, 10),
    compilerPlaceOfBirth: profile?.placeOfBirth || text(latest?.compilerPlaceOfBirth),
  };
}

export function valuesOfTale(tale: TaleFull): TaleFormValues {
  const p = tale.sourcePerson;
  return {
    taleName: tale.taleName,
    copyrightStatus: tale.copyrightStatus,
    area: text(tale.area),
    city: text(tale.city),
    taleSource: tale.taleSource,
    taleSourceText: text(tale.taleSourceText),
    compilerNameSurname: text(tale.compilerNameSurname),
    compilerJob: text(tale.compilerJob),
    whereToCompile: text(tale.whereToCompile),
    compilerEducationLevel: text(tale.compilerEducationLevel),
    compilerBirthDate: text(tale.compilerBirthDate).slice(0, 10),
    compilerPlaceOfBirth: text(tale.compilerPlaceOfBirth),
    compilerExplanation: text(tale.compilerExplanation),
    sourceType: tale.sourceType,
    sourcePerson: p
      ? {
          nameSurname: text(p.nameSurname),
          complationDate: text(p.complationDate).slice(0, 10),
          learnedFrom: text(p.learnedFrom),
          job: text(p.job),
          educationLevel: text(p.educationLevel),
          birthDate: text(p.birthDate),
          placeOfBirth: text(p.placeOfBirth),
          nameConsent: p.nameConsent,
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
 * What a save sends. Fields the form hides are sent empty, by the same shared rule the server applies:
 * the bibliography unless the source is a thesis or publication, the person-only fields when the
 * source is a material.
 */
export function toTaleInput(v: TaleFormValues): TaleCreateInput {
  const p = v.sourcePerson;
  return withoutHiddenFields({
    taleName: v.taleName,
    copyrightStatus: v.copyrightStatus,
    area: clean(v.area),
    city: clean(v.city),
    taleSource: v.taleSource,
    taleSourceText: clean(v.taleSourceText),
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
      learnedFrom: clean(p.learnedFrom),
      job: clean(p.job),
      educationLevel: clean(p.educationLevel),
      birthDate: clean(p.birthDate),
      placeOfBirth: clean(p.placeOfBirth),
      // Only a person is named; a material's name is not a narrator's.
      nameConsent: v.sourceType === SOURCE_TYPE.person && p.nameConsent,
    },
    taleText: clean(v.taleText),
    taleTextEnd: clean(v.taleTextEnd),
    contextProperties: clean(v.contextProperties),
  });
}

/** Whether two copies would save the same tale (spaces at the ends and hidden fields do not count). */
export function sameContent(a: TaleFormValues, b: TaleFormValues): boolean {
  const norm = (v: TaleFormValues) => JSON.stringify({ ...toTaleInput(v), taleName: v.taleName.trim() });
  return norm(a) === norm(b);
}
