import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages.ts';
import {
  submitProblems,
  taleCreateSchema,
  taleListQuerySchema,
  taleUpdateSchema,
} from '../src/schemas/tale.ts';

describe('taleCreateSchema', () => {
  it('accepts a draft with only a name and stores empty texts as null', () => {
    const draft = taleCreateSchema.parse({
      taleName: '  Keloğlan  ',
      taleText: '   ',
      sourcePerson: undefined,
    });
    expect(draft).toMatchObject({
      taleName: 'Keloğlan',
      taleText: null,
      copyrightStatus: 0,
      sourceType: 0,
      taleSource: null,
      sourcePerson: null,
    });
  });

  it('drops what the server decides: word count, status, owner, tale group', () => {
    const draft = taleCreateSchema.parse({
      taleName: 'A',
      numberOfWord: 9,
      actionId: 9,
      userId: 1,
      groupId: 3,
    });
    expect(draft).not.toHaveProperty('numberOfWord');
    expect(draft).not.toHaveProperty('actionId');
    expect(draft).not.toHaveProperty('userId');
    expect(draft).not.toHaveProperty('groupId');
  });

  it('checks region, province and dates with Turkish messages', () => {
    const result = taleCreateSchema.safeParse({
      taleName: '',
      area: 'Karadeniz',
      city: 'İzmir',
      compilerBirthDate: '31.12.1980',
      compilerEducationLevel: 'Üniversite',
      sourcePerson: { birthDate: '1700' },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['taleName', MSG.taleNameRequired],
      ['compilerBirthDate', MSG.dateInvalid],
      ['compilerEducationLevel', MSG.educationLevelInvalid],
      ['sourcePerson.birthDate', MSG.yearInvalid],
      ['city', MSG.cityNotInRegion],
    ]);
  });

  it('requires the version an update was based on', () => {
    expect(taleUpdateSchema.safeParse({ taleName: 'A', taleId: 1 }).success).toBe(false);
    expect(taleUpdateSchema.safeParse({ taleName: 'A', taleId: 1, version: 3 }).success).toBe(true);
  });
});

describe('submitProblems', () => {
  it('lists every missing field at once', () => {
    const problems = submitProblems(taleCreateSchema.parse({ taleName: 'A', sourceType: 0 }));
    expect(problems.map((p) => p.field)).toEqual([
      'area',
      'city',
      'taleSource',
      'compilerNameSurname',
      'whereToCompile',
      'sourcePerson.nameSurname',
      'sourcePerson.complationDate',
      'taleText',
    ]);
    expect(problems.find((p) => p.field === 'sourcePerson.nameSurname')?.message).toBe(
      MSG.sourceNameRequired,
    );
  });

  it('asks for the bibliography of a thesis or printed source, and a material’s name', () => {
    const data = taleCreateSchema.parse({
      taleName: 'A',
      area: 'Ege',
      city: 'İzmir',
      taleSource: 2,
      sourceType: 1,
      compilerNameSurname: 'Ayşe',
      whereToCompile: 'Tire',
      sourcePerson: { complationDate: '2020-01-01' },
      taleText: 'Bir varmış.',
    });
    expect(submitProblems(data)).toEqual([
      { field: 'taleSourceText', message: MSG.taleSourceTextRequired },
      { field: 'sourcePerson.nameSurname', message: MSG.materialNameRequired },
    ]);
  });
});

describe('taleListQuerySchema', () => {
  it('has defaults and reads a status list', () => {
    expect(taleListQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 25,
      sort: 'updatedAt',
      order: 'desc',
      // No region or province filter: read as none.
      area: null,
      city: null,
    });
    expect(taleListQuerySchema.parse({ actionIds: '1,4', page: '2' })).toMatchObject({
      actionIds: [1, 4],
      page: 2,
    });
    expect(taleListQuerySchema.safeParse({ actionIds: '1,10' }).success).toBe(false);
    expect(taleListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
  });
});
