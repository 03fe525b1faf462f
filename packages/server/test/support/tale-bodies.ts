/** Tale payloads for POST/PUT /v1/tales/full: one with everything a submit needs. */
import { COPYRIGHT_STATUS, SOURCE_TYPE, TALE_SOURCE, type TaleCreateInput } from '@masal/shared';

export function completeTaleBody(overrides: Partial<TaleCreateInput> = {}): TaleCreateInput {
  return {
    taleName: 'Keloğlan ile Dev',
    copyrightStatus: COPYRIGHT_STATUS.wanted,
    area: 'Karadeniz',
    city: 'Trabzon',
    taleSource: TALE_SOURCE.compilation,
    sourceType: SOURCE_TYPE.person,
    taleText: 'Evvel zaman içinde, kalbur saman içinde, Keloğlan ile anası bir köyde yaşarmış.',
    taleTextEnd: null,
    contextProperties: 'Kış gecesi, ocak başında anlatıldı.',
    compilerNameSurname: 'Ayşe Yılmaz',
    compilerJob: 'Öğretmen',
    whereToCompile: 'Maçka',
    compilerPlaceOfBirth: 'Trabzon',
    compilerBirthDate: '1985-04-12',
    compilerEducationLevel: 'Lisans',
    compilerExplanation: 'Anlatıcı masalı dedesinden dinlemiş.',
    sourcePerson: {
      nameSurname: 'Hatice Çelik',
      complationDate: '2024-01-20',
      learnedFrom: 'Dedesi',
      job: 'Çiftçi',
      educationLevel: 'İlkokul',
      birthDate: '1942',
      placeOfBirth: 'Maçka',
    },
    ...overrides,
  };
}
