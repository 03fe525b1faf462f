/** The profile form's values (every text a string, '' = empty) and their conversions to and from the API. */
import {
  groupByFour,
  type Profile,
  type ProfileUpdateInput,
  TITLE_NONE,
  TITLE_OTHER,
  TITLES,
} from '@masal/shared';

export interface DetailsValues {
  name: string;
  surname: string;
  /** The picker's choice: a listed title, 'Yok' or 'Diğer' (then `titleOther` holds the text). */
  titleName: string;
  titleOther: string;
  institutionId: number | undefined;
  job: string;
  /** As typed and shown: dd.MM.yyyy, whatever the browser's own date format. */
  birthDate: string;
  placeOfBirth: string;
  iban: string;
  bankName: string;
}

/** The picker's choice for a stored title: a listed one, none, or "Diğer" with the text beside it. */
function titleChoiceOf(titleName: string | null): { choice: string; other: string } {
  if (!titleName) return { choice: TITLE_NONE, other: '' };
  if (TITLES.includes(titleName) && titleName !== TITLE_OTHER) return { choice: titleName, other: '' };
  return { choice: TITLE_OTHER, other: titleName === TITLE_OTHER ? '' : titleName };
}

/** 'YYYY-MM-DD' → 'dd.MM.yyyy'; anything else as it is. */
export function trDateOfIso(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/**
 * A typed date → 'YYYY-MM-DD': 29.2.1980, 29/02/1980, 29-02-1980 and 29021980 alike. Anything else is
 * kept as typed, for the shared schema to refuse with its Turkish message.
 */
export function isoOfTrDate(typed: string): string {
  const text = typed.trim();
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!m) return text;
  const [, day, month, year] = m as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function valuesOfProfile(profile: Profile): DetailsValues {
  const title = titleChoiceOf(profile.titleName);
  return {
    name: profile.name,
    surname: profile.surname,
    titleName: title.choice,
    titleOther: title.other,
    institutionId: profile.institutionId,
    job: profile.job ?? '',
    birthDate: profile.birthDate ? trDateOfIso(profile.birthDate) : '',
    placeOfBirth: profile.placeOfBirth ?? '',
    iban: profile.iban ? groupByFour(profile.iban) : '',
    bankName: profile.bankName ?? '',
  };
}

/** What PUT /v1/profile gets: 'Yok' is no title, 'Diğer' is the typed text (or none). */
export function toProfileUpdate(values: DetailsValues): ProfileUpdateInput {
  let titleName: string | null = null;
  if (values.titleName === TITLE_OTHER) titleName = values.titleOther.trim() || null;
  else if (values.titleName && values.titleName !== TITLE_NONE) titleName = values.titleName;
  return {
    name: values.name,
    surname: values.surname,
    titleName,
    institutionId: values.institutionId as number,
    job: values.job,
    birthDate: isoOfTrDate(values.birthDate),
    placeOfBirth: values.placeOfBirth,
    iban: values.iban,
    bankName: values.bankName,
  };
}
