/**
 * The fields a tale's own choices hide are stored empty, whoever sends them: the bibliography
 * unless the source is a thesis or printed publication, and the person-only fields when the source
 * is a material. The tale form sends what this gives; the server applies it to every save. No zod
 * here, so the form can use it before its rules are loaded.
 */
import { SOURCE_TYPE, TALE_SOURCE } from './tale-constants.ts';

/** What only a person has; a material keeps its name (nameSurname) and the compilation date. */
const PERSON_ONLY = ['learnedFrom', 'job', 'educationLevel', 'birthDate', 'placeOfBirth'] as const;

interface TaleChoices {
  taleSource?: number | null | undefined;
  taleSourceText?: string | null | undefined;
  sourceType?: number | undefined;
  sourcePerson?: Partial<Record<(typeof PERSON_ONLY)[number], string | null | undefined>> | null | undefined;
}

export function withoutHiddenFields<T extends TaleChoices>(tale: T): T {
  const printed = tale.taleSource === TALE_SOURCE.printed;
  // Seed §3: 0 is a person, anything else a material; absent means the default, a person.
  const material = (tale.sourceType ?? SOURCE_TYPE.person) !== SOURCE_TYPE.person;
  const person = tale.sourcePerson;
  return {
    ...tale,
    taleSourceText: printed ? (tale.taleSourceText ?? null) : null,
    sourcePerson:
      person && material ? { ...person, ...Object.fromEntries(PERSON_ONLY.map((k) => [k, null])) } : person,
  };
}
