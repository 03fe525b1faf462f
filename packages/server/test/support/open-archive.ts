/**
 * Tales for the open archive's tests (open data, OAI-PMH, the reading room): a complete tale in any status whose
 * compiler and narrator carry personal details the archive must never show, and the narrator's consent to be
 * named as given; the published tale with a file shown and one not; the tales never to be shown.
 */
import { ACTION, type Attachment } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { attachments, sourcePersons, tales } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { createWorkflowTale, setStatus, uploadMp3 } from './workflow-fixtures.ts';

/** The compiler whose tales these are (signed in, for uploads) and the editor they were assigned to. */
interface Owner {
  userId: number;
  token: string;
  editorId?: number;
}

/** Words only the never-shown tales carry: one per status 1–8, then the withdrawn and the forced tale's. */
export const NEVER_SHOWN_WORDS = [
  'Gizlitaslak',
  'Gizligonderi',
  'Gizliinceleme',
  'Gizliduzeltme',
  'Gizlikurul',
  'Gizlitamam',
  'Gizliozel',
  'Gizliret',
] as const;
export const LEFT_WORDS = ['Gizlicekilen', 'Gizlizorla'] as const;

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

/**
 * "Açıkadlı Masalı", published, its narrator agreeing to be named, with a published file ("Açık kayıt.mp3") and
 * one not published ("Gizlidosya.mp3"). Files are uploaded while the tale is its owner's draft, then it moves on.
 */
export async function publishedWithFiles(
  ctx: TestApp,
  owner: Owner,
): Promise<{ taleId: number; namedFile: Attachment; hiddenFile: Attachment }> {
  const taleId = await archiveTale(ctx, {
    ...owner,
    actionId: ACTION.draft,
    name: 'Açıkadlı',
    consent: true,
  });
  const namedFile = await uploadMp3(ctx, owner.token, taleId, 'Açık kayıt.mp3');
  const hiddenFile = await uploadMp3(ctx, owner.token, taleId, 'Gizlidosya.mp3');
  await ctx.database.db
    .update(attachments)
    .set({ published: false })
    .where(eq(attachments.id, hiddenFile.id));
  await setStatus(ctx, taleId, ACTION.published);
  return { taleId, namedFile, hiddenFile };
}

/**
 * The tales the archive must never show: one in each status 1–8 named by NEVER_SHOWN_WORDS (the draft with a
 * file), one published and then withdrawn (9→6) and one published and then forced to private content (9→7).
 */
export async function neverShownTales(
  ctx: TestApp,
  owner: Owner,
): Promise<{ never: number[]; withdrawn: number; forced: number; draftFile: Attachment }> {
  const never: number[] = [];
  let draftFile: Attachment | undefined;
  for (const [i, name] of NEVER_SHOWN_WORDS.entries()) {
    const actionId = i + 1;
    const taleId = await archiveTale(ctx, { ...owner, actionId, name, consent: true });
    if (actionId === ACTION.draft) draftFile = await uploadMp3(ctx, owner.token, taleId, `${name} kayıt.mp3`);
    never.push(taleId);
  }
  const [withdrawnName, forcedName] = LEFT_WORDS;
  const withdrawn = await archiveTale(ctx, {
    ...owner,
    actionId: ACTION.published,
    name: withdrawnName,
    consent: true,
  });
  await setStatus(ctx, withdrawn, ACTION.completed);
  const forced = await archiveTale(ctx, {
    ...owner,
    actionId: ACTION.published,
    name: forcedName,
    consent: true,
  });
  await setStatus(ctx, forced, ACTION.privateContent);
  if (!draftFile) throw new Error('no draft among the statuses');
  return { never, withdrawn, forced, draftFile };
}
