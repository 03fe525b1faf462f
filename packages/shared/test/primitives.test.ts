/** One string and one id primitive, so the forms and the routes refuse the same input. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages.ts';
import { signInSchema, signUpFormSchema } from '../src/schemas/auth.ts';
import { ID_MAX, id, str } from '../src/schemas/primitives.ts';
import { taleCreateSchema, taleListQuerySchema, taleTransitionSchema } from '../src/schemas/tale.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('str', () => {
  it('refuses a NUL character anywhere, with a Turkish message', () => {
    expect(str().safeParse('a\u0000b').success).toBe(false);
    expect(messagesOf(str().safeParse('\u0000'))).toEqual([MSG.nulCharacter]);
    expect(str().safeParse('Keloğlan').success).toBe(true);
  });

  it('is what the forms and the routes use', () => {
    expect(
      messagesOf(signInSchema.safeParse({ email: '19090909018\u0000', password: 'Masal-123' })),
    ).toContain(MSG.nulCharacter);
    expect(
      messagesOf(
        signUpFormSchema.safeParse({
          name: 'a\u0000',
          surname: 'Yılmaz',
          email: 'ayse@ornek.test',
          identityNo: '19090909018',
          password: 'Masal-123',
          passwordReply: 'Masal-123',
          institutionId: 1,
          kvkkAccepted: true,
        }),
      ),
    ).toEqual([MSG.nulCharacter]);
    expect(messagesOf(taleCreateSchema.safeParse({ taleName: 'a\u0000b' }))).toEqual([MSG.nulCharacter]);
    expect(messagesOf(taleListQuerySchema.safeParse({ q: '\u0000' }))).toEqual([MSG.nulCharacter]);
  });
});

describe('id', () => {
  it('is an integer from 1 to the largest of an integer column', () => {
    expect(id().safeParse(1).success).toBe(true);
    expect(id().safeParse(ID_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, Number.MAX_SAFE_INTEGER, '1'])
      expect(messagesOf(id().safeParse(bad))).toContain(MSG.idInvalid);
    expect(taleTransitionSchema.safeParse({ taleId: ID_MAX + 1, actionId: 2 }).success).toBe(false);
  });
});
