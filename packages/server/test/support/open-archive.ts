/**
 * Tales for the open archive's tests (open data, OAI-PMH): a complete tale in any status whose compiler and
 * narrator carry personal details the archive must never show, and the narrator's consent to be named as given.
 */
import { eq } from 'drizzle-orm';
import { sourcePersons, tales } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { createWorkflowTale } from './workflow-fixtures.ts';

/** The planted details: the compiler's job, birth date, education and birthplace, the narrator's job, birth year, education. */
export const PERSONAL_DETAILS = [
  'Gizlimeslek',
  '1971-03-05',
  'Doktora',
  'Gizlidogum',
  'Kayıkçı',
  '1933',
  'Okuryazar',
];

/** A tale named `{name} Masalı`, its abstract `{name} özeti.`, its narrator `{name} Anlatıcı`. */
export async function archiveTale(
  ctx: TestApp,
  options: { userId: number; editorId?: number; actionId: number; name: string; consent: boolean },
): Promise<number> {
  const { name } = options;
  const created = await createWorkflowTale(ctx, {
    userId: options.userId,
    editorId: options.editorId ?? null,
    actionId: options.actionId,
    taleName: `${name} Masalı`,
    taleText: `${name} anlatısı: evvel zaman içinde bir padişah varmış.`,
    abstract: `${name} özeti.`,
    sourcePersonName: `${name} Anlatıcı`,
  });
  await ctx.database.db
    .update(tales)
    .set({
      compilerJob: 'Gizlimeslek',
      compilerBirthDate: '1971-03-05',
      compilerEducationLevel: 'Doktora',
      compilerPlaceOfBirth: 'Gizlidogum',
    })
    .where(eq(tales.taleId, created.taleId));
  if (created.sourcePersonId)
    await ctx.database.db
      .update(sourcePersons)
      .set({ job: 'Kayıkçı', birthDate: '1933', educationLevel: 'Okuryazar', nameConsent: options.consent })
      .where(eq(sourcePersons.sourcePersonId, created.sourcePersonId));
  return created.taleId;
}
