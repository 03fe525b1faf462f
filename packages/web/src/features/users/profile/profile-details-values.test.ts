import type { Profile } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { toProfileUpdate, valuesOfProfile } from './profile-details-values.ts';

function profile(values: Partial<Profile>): Profile {
  return {
    userId: 3,
    name: 'Ayşe',
    surname: 'Işık',
    email: 'ayse@ornek.test',
    iban: null,
    bankName: null,
    profileImageUrl: '/uploads/images/user.jpg',
    userRoles: [{ roleId: 1 }],
    titleName: null,
    institutionId: 1,
    identityNo: '1*********6',
    job: null,
    birthDate: null,
    placeOfBirth: null,
    pendingEmail: null,
    ...values,
  };
}

describe('the title of the profile form', () => {
  it('shows a listed title as itself and no title as "Yok"', () => {
    expect(valuesOfProfile(profile({ titleName: 'Doç.Dr.' }))).toMatchObject({
      titleName: 'Doç.Dr.',
      titleOther: '',
    });
    expect(valuesOfProfile(profile({}))).toMatchObject({ titleName: 'Yok', titleOther: '' });
  });

  it('shows a title not in the list as "Diğer" with its text, and sends the text back', () => {
    const values = valuesOfProfile(profile({ titleName: 'Yazar' }));
    expect(values).toMatchObject({ titleName: 'Diğer', titleOther: 'Yazar' });
    expect(toProfileUpdate(values).titleName).toBe('Yazar');
    expect(toProfileUpdate({ ...values, titleOther: '  ' }).titleName).toBeNull();
    expect(toProfileUpdate({ ...values, titleName: 'Yok' }).titleName).toBeNull();
    expect(toProfileUpdate({ ...values, titleName: 'Uz.' }).titleName).toBe('Uz.');
  });
});

describe('the other fields', () => {
  it('turn stored nulls into empty inputs and keep the IBAN grouped by four', () => {
    const values = valuesOfProfile(
      profile({ iban: 'TR330006100519786457841326', job: 'Öğretmen', birthDate: '1980-02-29' }),
    );
    expect(values.birthDate).toBe('1980-02-29');
    expect(values).toMatchObject({
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      job: 'Öğretmen',
      placeOfBirth: '',
      bankName: '',
    });
    expect(toProfileUpdate(values)).toMatchObject({
      job: 'Öğretmen',
      birthDate: '1980-02-29',
      placeOfBirth: '',
    });
  });
});
