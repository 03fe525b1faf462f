/** The profile form's values (every text a string, '' = empty) and their conversions to and from the API. */
import { groupByFour, type Profile, type ProfileUpdateInput } from '@masal/shared';
import { titleChoiceOf, titleOfChoice } from '../../../components/title-choice.ts';

export interface DetailsValues {
  name: string;
  surname: string;
  /** The picker's choice: a listed title, 'Yok' or 'Diğer' (then `titleOther` holds the text). */
  titleName: string;
  titleOther: string;
  institutionId: number | undefined;
  job: string;
  /** 'YYYY-MM-DD' as the API has it; the Turkish date picker shows it as dd.MM.yyyy. */
  birthDate: string;
  placeOfBirth: string;
  iban: string;
  bankName: string;
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
    birthDate: profile.birthDate ?? '',
    placeOfBirth: profile.placeOfBirth ?? '',
    iban: profile.iban ? groupByFour(profile.iban) : '',
    bankName: profile.bankName ?? '',
  };
}

/** What PUT /v1/profile gets: 'Yok' is no title, 'Diğer' is the typed text (or none). */
export function toProfileUpdate(values: DetailsValues): ProfileUpdateInput {
  return {
    name: values.name,
    surname: values.surname,
    titleName: titleOfChoice(values.titleName, values.titleOther),
    institutionId: values.institutionId as number,
    job: values.job,
    birthDate: values.birthDate,
    placeOfBirth: values.placeOfBirth,
    iban: values.iban,
    bankName: values.bankName,
  };
}
