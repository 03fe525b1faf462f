import { describe, expect, it } from 'vitest';
import { attachmentSchema } from '../src/schemas/attachment.ts';
import { taleCreateSchema } from '../src/schemas/tale.ts';
import { ATTACHMENT_TYPE, COPYRIGHT_STATUS, SOURCE_TYPE, TALE_SOURCE } from '../src/tale-constants.ts';

describe('the coded tale fields (seed §3)', () => {
  it('have the seed values', () => {
    expect(TALE_SOURCE).toEqual({ compilation: 1, printed: 2 });
    expect(SOURCE_TYPE).toEqual({ person: 0, material: 1 });
    expect(COPYRIGHT_STATUS).toEqual({ notWanted: 0, wanted: 1 });
    expect(ATTACHMENT_TYPE).toEqual({ image: 1, audio: 2, video: 3, other: 4 });
  });

  it('are the only values the tale schema accepts', () => {
    const parse = (fields: object) => taleCreateSchema.safeParse({ taleName: 'Keloğlan', ...fields }).success;
    for (const taleSource of Object.values(TALE_SOURCE)) expect(parse({ taleSource })).toBe(true);
    for (const sourceType of Object.values(SOURCE_TYPE)) expect(parse({ sourceType })).toBe(true);
    for (const copyrightStatus of Object.values(COPYRIGHT_STATUS))
      expect(parse({ copyrightStatus })).toBe(true);
    expect(parse({ taleSource: 3 })).toBe(false);
    expect(parse({ sourceType: 2 })).toBe(false);
    expect(parse({ copyrightStatus: 2 })).toBe(false);
  });

  it('default to a person source and no copyright', () => {
    expect(taleCreateSchema.parse({ taleName: 'Keloğlan' })).toMatchObject({
      taleSource: null,
      sourceType: SOURCE_TYPE.person,
      copyrightStatus: COPYRIGHT_STATUS.notWanted,
    });
  });

  it('type an attachment with one of the attachment types', () => {
    const attachment = {
      id: 1,
      taleId: 1,
      announcementId: null,
      fileName: 'a.mp3',
      filePath: '/uploads/a',
      mimeType: 'audio/mpeg',
      size: 1,
      createdAt: '2024-01-01T00:00:00.000Z',
      published: true,
    };
    expect(attachmentSchema.safeParse({ ...attachment, type: ATTACHMENT_TYPE.audio }).success).toBe(true);
    expect(attachmentSchema.safeParse({ ...attachment, type: 5 }).success).toBe(false);
  });
});
