import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '../src/messages.ts';
import {
  activationSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpFormSchema,
  signUpSchema,
} from '../src/schemas/auth.ts';

/** field path → messages */
function issues(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const validForm = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'Ayse.Yilmaz@Ornek.test',
  identityNo: '10000000146',
  password: 'Masal-123',
  passwordReply: 'Masal-123',
  institutionId: 1,
  titleName: 'Öğretmen',
  kvkkAccepted: true,
};

describe('signUpFormSchema', () => {
  it('accepts a valid form, trimming and lower-casing the e-mail', () => {
    const parsed = signUpFormSchema.parse({ ...validForm, name: '  Ayşe ', email: ' Ayse@Ornek.TEST ' });
    expect(parsed.name).toBe('Ayşe');
    expect(parsed.email).toBe('ayse@ornek.test');
  });

  it("reports 'Şifreler uyuşmuyor.' on both fields together with the other field errors", () => {
    const found = issues(signUpFormSchema, {
      ...validForm,
      name: '',
      identityNo: '123',
      institutionId: undefined,
      passwordReply: 'Masal-999',
    });
    expect(found.password).toEqual([MSG.passwordsDoNotMatch]);
    expect(found.passwordReply).toEqual([MSG.passwordsDoNotMatch]);
    expect(found.name).toEqual([MSG.nameRequired]);
    expect(found.identityNo?.[0]).toBe(MSG.identityNoLength);
    expect(found.institutionId).toEqual([MSG.institutionRequired]);
  });

  it('gives the seed messages for each rule', () => {
    expect(issues(signUpFormSchema, { ...validForm, name: 'x'.repeat(46) }).name).toEqual([MSG.nameMax]);
    expect(issues(signUpFormSchema, { ...validForm, surname: ' ' }).surname).toEqual([MSG.surnameRequired]);
    expect(issues(signUpFormSchema, { ...validForm, email: '' }).email).toEqual([MSG.emailRequired]);
    expect(issues(signUpFormSchema, { ...validForm, email: 'ayse' }).email).toEqual([MSG.emailInvalid]);
    expect(issues(signUpFormSchema, { ...validForm, identityNo: '12345678901' }).identityNo).toEqual([
      MSG.identityNoInvalid,
    ]);
    expect(
      issues(signUpFormSchema, { ...validForm, password: '12345', passwordReply: '12345' }).password,
    ).toEqual([MSG.passwordMin]);
    expect(issues(signUpFormSchema, { ...validForm, passwordReply: undefined }).passwordReply).toEqual([
      MSG.passwordReplyMin,
    ]);
    expect(issues(signUpFormSchema, { ...validForm, institutionId: 0 }).institutionId).toEqual([
      MSG.institutionRequired,
    ]);
  });

  it('requires the repeat on the form, while the request may leave it out', () => {
    const { passwordReply: _omit, ...request } = validForm;
    expect(signUpFormSchema.safeParse(request).success).toBe(false);
    expect(signUpSchema.safeParse(request).success).toBe(true);
    expect(issues(signUpSchema, { ...request, passwordReply: 'Baska-123' }).passwordReply).toEqual([
      MSG.passwordsDoNotMatch,
    ]);
  });

  it('a missing body field gets its own Turkish message, not a generic one', () => {
    const found = issues(signUpFormSchema, {});
    expect(found.name).toEqual([MSG.nameRequired]);
    expect(found.surname).toEqual([MSG.surnameRequired]);
    expect(found.email).toEqual([MSG.emailRequired]);
    expect(found.identityNo).toEqual([MSG.identityNoLength]);
    expect(found.password).toEqual([MSG.passwordMin]);
    expect(found.institutionId).toEqual([MSG.institutionRequired]);
    expect(found.kvkkAccepted).toEqual([MSG.kvkkRequired]);
  });

  it('requires the acknowledgement of the KVKK information notice, with its own message', () => {
    for (const kvkkAccepted of [false, undefined, 'true']) {
      expect(issues(signUpSchema, { ...validForm, kvkkAccepted }).kvkkAccepted).toEqual([MSG.kvkkRequired]);
    }
  });
});

describe('signInSchema', () => {
  it('gives the seed messages for empty fields', () => {
    const found = issues(signInSchema, { email: '', password: '' });
    expect(found.email).toEqual(['E-Posta Adresi veya TC Kimlik No alanı zorunludur.']);
    expect(found.password).toEqual(['Şifre alanı zorunludur. En az 6 karakter.']);
  });

  it('accepts an e-mail or a TC Kimlik No in the email field', () => {
    expect(signInSchema.safeParse({ email: 'ayse@ornek.test', password: '123456' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: '10000000146', password: '123456' }).success).toBe(true);
  });

  it('requires at least 6 characters of password', () => {
    expect(issues(signInSchema, { email: 'a@b.c', password: '12345' }).password).toEqual([MSG.passwordMin]);
  });
});

describe('reset, forgot and activation schemas', () => {
  it('reset reports a mismatch on both fields and requires the code', () => {
    const found = issues(resetPasswordSchema, {
      email: 'a@ornek.test',
      password: 'Masal-123',
      passwordReply: 'Masal-124',
      reminderCode: '',
    });
    expect(found.password).toEqual([MSG.passwordsDoNotMatch]);
    expect(found.passwordReply).toEqual([MSG.passwordsDoNotMatch]);
    expect(found.reminderCode).toEqual([MSG.codeRequired]);
  });

  it('forgot accepts any text and lower-cases it (no client validation)', () => {
    expect(forgotPasswordSchema.parse({ email: ' Ayse@Ornek.TEST ' }).email).toBe('ayse@ornek.test');
    expect(forgotPasswordSchema.parse({ email: '' }).email).toBe('');
  });

  it('activation requires the e-mail and the code', () => {
    const found = issues(activationSchema, { email: '', activationCode: '' });
    expect(found.email).toEqual([MSG.emailRequired]);
    expect(found.activationCode).toEqual([MSG.codeRequired]);
  });
});
