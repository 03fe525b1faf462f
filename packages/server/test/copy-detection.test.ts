/**
 * Copy detection: a tale submitted (1→2) or resubmitted (4→3) is compared with the older tales of the
 * archive in the transition's transaction; GET /v1/tales/copies/{id} shows staff the similar tales with their
 * scores and the passages both hold. Tales are written and submitted through the API, as compilers do; the
 * printed tale of an older archive is written straight into the database and fingerprinted by the backfill.
 */
import {
  ACTION,
  type ActionId,
  type CopyCheckAnswer,
  POSSIBLE_COPY_SCORE,
  ROLE,
  SIMILAR_TALE_SCORE,
  TALE_SOURCE,
} from '@masal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taleCopyMatches, taleFingerprints, taleSearch, tales } from '../src/db/schema/index.ts';
import { copyDetectionRepository } from '../src/modules/workflow/copy-detection/copy-detection.repository.ts';
import { fingerprintOf } from '../src/modules/workflow/copy-detection/fingerprint.ts';
import { backfillFingerprints } from '../src/modules/workflow/copy-detection/fingerprint-backfill.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import {
  GOLDEN_HAIRED_GIRL,
  GOLDEN_HAIRED_GIRL_PART,
  KELOGLAN_AND_GIANT,
  KELOGLAN_AND_GIANT_RETYPED,
  KELOGLAN_AND_PRINCESS,
  withWordsChanged,
} from './support/tale-texts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer, createWorkflowTale, excerpt, getAs, putTransition } from './support/workflow-fixtures.ts';

type User = CreatedUser & { token: string };
let ctx: TestApp;
let compiler: User;
let otherCompiler: User;
let editor: User;
let assistant: User;
let admin: User;
/** A compiler who is also an editor: sees their own drafts' copies, not other people's. */
let writerEditor: User;

beforeAll(async () => {
  ctx = await startTestApp();
  compiler = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Ayşe', surname: 'Yılmaz' });
  otherCompiler = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Mehmet', surname: 'Öztürk' });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  assistant = await signedInUser(ctx, { roles: [ROLE.editorAssistant] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  writerEditor = await signedInUser(ctx, { roles: [ROLE.writer, ROLE.fieldEditor] });
});
afterAll(async () => {
  await ctx?.close();
});

/** POST /v1/tales/full: a draft with everything a submit needs. */
async function draft(who: User, taleName: string, taleText: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/tales/full',
    payload: completeTaleBody({ taleName, taleText }),
    headers: bearer(who.token),
  });
  expect(response.statusCode, excerpt(response)).toBe(200);
  return response.json().taleId;
}

/** A draft, submitted (1→2) by its compiler. */
async function submitted(who: User, taleName: string, taleText: string): Promise<number> {
  const taleId = await draft(who, taleName, taleText);
  const response = await putTransition(ctx, who.token, { taleId, actionId: ACTION.submitted });
  expect(response.statusCode, excerpt(response)).toBe(200);
  return taleId;
}

const copiesOf = (who: User | null, taleId: number | string) =>
  getAs(ctx, who?.token, `/v1/tales/copies/${taleId}`);

async function answerOf(taleId: number, who: User = editor): Promise<CopyCheckAnswer> {
  const response = await copiesOf(who, taleId);
  expect(response.statusCode, excerpt(response)).toBe(200);
  return response.json();
}

const matchOf = (answer: CopyCheckAnswer, taleId: number) => answer.matches.find((m) => m.taleId === taleId);

async function storedScore(taleId: number): Promise<number | null | undefined> {
  const [row] = await ctx.database.db
    .select({ copyScore: taleSearch.copyScore })
    .from(taleSearch)
    .where(eq(taleSearch.taleId, taleId));
  return row?.copyScore;
}
const storedMatches = (taleId: number) =>
  ctx.database.db
    .select({ matchTaleId: taleCopyMatches.matchTaleId, score: taleCopyMatches.score })
    .from(taleCopyMatches)
    .where(eq(taleCopyMatches.taleId, taleId));

/** The original of the giant tale, in the archive before each copy of it. */
let giantTaleId: number;

describe('GET /v1/tales/copies/{id}', () => {
  beforeAll(async () => {
    giantTaleId = await submitted(compiler, 'Keloğlan ile Dev', KELOGLAN_AND_GIANT);
  });

  it('requires a session (403)', async () => {
    for (const authorization of [undefined, 'Bearer yanlis-oturum']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/v1/tales/copies/${giantTaleId}`,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('SESSION_REQUIRED');
    }
  });

  it('refuses the wrong role (401): a writer, even the tale’s own compiler, and before telling whether it exists', async () => {
    for (const url of [giantTaleId, 999_999]) {
      for (const who of [compiler, otherCompiler]) {
        const response = await copiesOf(who, url);
        expect(response.statusCode, excerpt(response)).toBe(401);
        expect(response.json().code).toBe('NOT_ALLOWED');
      }
    }
  });

  it('answers staff for any tale past draft, 404 for no tale, 401 for another person’s draft', async () => {
    for (const who of [editor, assistant, admin, writerEditor]) {
      expect((await copiesOf(who, giantTaleId)).statusCode).toBe(200);
    }
    expect((await copiesOf(editor, 999_999)).statusCode).toBe(404);
    const someonesDraft = await draft(compiler, 'Taslak Masal', KELOGLAN_AND_PRINCESS);
    expect((await copiesOf(editor, someonesDraft)).statusCode).toBe(401);
    expect((await copiesOf(admin, someonesDraft)).statusCode).toBe(401);
    // Their own draft, checked on the spot: the giant tale is no relative of it.
    const ownDraft = await draft(writerEditor, 'Kendi Taslağım', KELOGLAN_AND_PRINCESS);
    const own = await answerOf(ownDraft, writerEditor);
    expect(own.copyScore).not.toBeNull();
    expect(matchOf(own, giantTaleId)).toBeUndefined();
  });
});

describe('a submitted tale is compared with the archive', () => {
  it('finds a tale re-submitted with 10 % of its words changed, with a high score and the passages side by side', async () => {
    const changed = withWordsChanged(KELOGLAN_AND_GIANT, 10);
    const words = KELOGLAN_AND_GIANT.match(/[\p{L}\p{N}'’]+/gu)?.length ?? 0;
    expect(changed.changed).toBe(Math.floor(words / 10));
    const taleId = await submitted(compiler, 'Keloğlan ile Dev (yeniden)', changed.text);

    const answer = await answerOf(taleId);
    const match = matchOf(answer, giantTaleId);
    expect(match, JSON.stringify(answer)).toBeDefined();
    expect(match?.score).toBeGreaterThanOrEqual(0.6);
    expect(answer.copyScore).toBe(match?.score);
    expect(answer.possibleCopy).toBe(true);
    expect(answer.matches[0]?.taleId).toBe(giantTaleId);
    expect(match).toMatchObject({
      taleName: 'Keloğlan ile Dev',
      authorNameSurname: 'Ayşe Yılmaz',
      actionId: ACTION.submitted,
      taleSource: TALE_SOURCE.compilation,
    });
    expect(match?.passages.length).toBeGreaterThan(0);
    for (const passage of match?.passages ?? []) {
      expect(passage.words).toBeGreaterThanOrEqual(8);
      expect(changed.text).toContain(passage.tale);
      expect(KELOGLAN_AND_GIANT).toContain(passage.match);
    }
  });

  it('finds a tale another compiler copied, typed again without Turkish letters', async () => {
    const taleId = await submitted(otherCompiler, 'Keloglan ve Dev', KELOGLAN_AND_GIANT_RETYPED);
    const answer = await answerOf(taleId);
    const match = matchOf(answer, giantTaleId);
    expect(match?.score).toBeGreaterThan(0.9);
    expect(answer.possibleCopy).toBe(true);
    const longest = match?.passages.reduce((a, b) => (b.words > a.words ? b : a));
    expect(longest?.words).toBeGreaterThan(100);
    // Each side as its compiler wrote it.
    expect(longest?.tale).toMatch(/^Keloglan adinda bir delikanli ile yasli anasi/);
    expect(longest?.match).toMatch(/^Keloğlan adında bir delikanlı ile yaşlı anası/);
  });

  it('finds a part copied out of a longer printed tale of the archive, fingerprinted by the backfill', async () => {
    // A printed tale written before copy detection: no fingerprint, until the backfill's.
    const printed = await createWorkflowTale(ctx, {
      userId: otherCompiler.userId,
      actionId: ACTION.published,
      taleName: 'Altın Saçlı Kız',
      taleText: GOLDEN_HAIRED_GIRL,
    });
    await ctx.database.db
      .update(tales)
      .set({ taleSource: TALE_SOURCE.printed, submittedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(tales.taleId, printed.taleId));
    const fingerprintOfPrinted = () =>
      ctx.database.db.select().from(taleFingerprints).where(eq(taleFingerprints.taleId, printed.taleId));
    expect(await fingerprintOfPrinted()).toEqual([]);
    expect(await backfillFingerprints(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await fingerprintOfPrinted()).toHaveLength(1);

    const taleId = await submitted(compiler, 'Şehzade ile Altın Saçlı Kız', GOLDEN_HAIRED_GIRL_PART);
    const answer = await answerOf(taleId);
    const match = matchOf(answer, printed.taleId);
    expect(match).toMatchObject({ taleSource: TALE_SOURCE.printed, actionId: ACTION.published });
    expect(match?.score).toBeGreaterThan(0.9);
    expect(match?.passages).toHaveLength(1);
    expect(match?.passages[0]?.match).toMatch(/^Küçük şehzade yedi gün yedi gece yol almış/);
  });

  it('does not flag another Keloğlan tale told with the same names and formulas', async () => {
    const taleId = await submitted(otherCompiler, 'Keloğlan ile Padişahın Kızı', KELOGLAN_AND_PRINCESS);
    const answer = await answerOf(taleId);
    expect(answer.copyScore).not.toBeNull();
    expect(answer.copyScore).toBeLessThan(POSSIBLE_COPY_SCORE);
    expect(answer.possibleCopy).toBe(false);
    expect(matchOf(answer, giantTaleId)).toBeUndefined();
    for (const match of answer.matches) expect(match.score).toBeLessThan(POSSIBLE_COPY_SCORE);
  });

  it('stores the score and the matches with the submit, before anyone asks', async () => {
    const taleId = await submitted(
      otherCompiler,
      'Dev ile Keloğlan',
      withWordsChanged(KELOGLAN_AND_GIANT, 12).text,
    );
    const score = await storedScore(taleId);
    expect(score).toBeGreaterThanOrEqual(POSSIBLE_COPY_SCORE);
    const matches = await storedMatches(taleId);
    expect(matches.map((m) => m.matchTaleId)).toContain(giantTaleId);
    expect(matches.length).toBeLessThanOrEqual(5);
    for (const m of matches) expect(m.score).toBeGreaterThanOrEqual(SIMILAR_TALE_SCORE);
    expect(Math.max(...matches.map((m) => m.score))).toBe(score);
    // The original was checked when it was submitted, against what was older: the copies came after it.
    expect(await storedScore(giantTaleId)).toBe(0);
    expect((await answerOf(giantTaleId)).matches).toEqual([]);
  });

  it('never takes a draft for a candidate, and checks a resubmit (4→3) again', async () => {
    const text = withWordsChanged(KELOGLAN_AND_PRINCESS, 9).text;
    const unsent = await draft(compiler, 'Gönderilmemiş Masal', text);
    const taleId = await submitted(otherCompiler, 'Padişahın Kızı ile Keloğlan', text);
    expect(matchOf(await answerOf(taleId), unsent)).toBeUndefined();
    expect((await storedMatches(taleId)).map((m) => m.matchTaleId)).not.toContain(unsent);

    // Once the other tale is past draft, the resubmit of this one finds it.
    await ctx.database.db.update(tales).set({ actionId: ACTION.submitted }).where(eq(tales.taleId, unsent));
    await ctx.database.db
      .update(tales)
      .set({ actionId: ACTION.revisionRequested, editorId: editor.userId })
      .where(eq(tales.taleId, taleId));
    const resubmitted = await putTransition(ctx, otherCompiler.token, { taleId, actionId: ACTION.inReview });
    expect(resubmitted.statusCode, excerpt(resubmitted)).toBe(200);
    expect(matchOf(await answerOf(taleId), unsent)?.score).toBe(1);
    expect(await storedScore(taleId)).toBe(1);
  });

  it('replaces the matches when a resubmitted text no longer resembles them', async () => {
    const taleId = await submitted(
      compiler,
      'Keloğlan ile Dev (üçüncü)',
      withWordsChanged(KELOGLAN_AND_GIANT, 11).text,
    );
    expect((await storedMatches(taleId)).length).toBeGreaterThan(0);
    await ctx.database.db
      .update(tales)
      .set({ actionId: ACTION.revisionRequested, editorId: editor.userId })
      .where(eq(tales.taleId, taleId));
    const [row] = await ctx.database.db
      .select({ version: tales.version })
      .from(tales)
      .where(eq(tales.taleId, taleId));
    const ownText =
      'Bu masalı dedemden dinledim; kendi sözlerimle, hiç kimsenin yazmadığı bir biçimde anlatıyorum.';
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/tales/full',
      payload: {
        ...completeTaleBody({ taleName: 'Dedemin Masalı', taleText: ownText }),
        taleId,
        version: row?.version,
      },
      headers: bearer(compiler.token),
    });
    expect(saved.statusCode, excerpt(saved)).toBe(200);
    const resubmitted = await putTransition(ctx, compiler.token, { taleId, actionId: ACTION.inReview });
    expect(resubmitted.statusCode, excerpt(resubmitted)).toBe(200);
    expect(await storedMatches(taleId)).toEqual([]);
    expect(await storedScore(taleId)).toBe(0);
    expect(await answerOf(taleId)).toMatchObject({ copyScore: 0, possibleCopy: false, matches: [] });
  });

  it('checks a tale never checked when staff first open it, and keeps the result', async () => {
    const older = await createWorkflowTale(ctx, {
      userId: otherCompiler.userId,
      actionId: ACTION.inReview,
      editorId: editor.userId,
      taleText: KELOGLAN_AND_GIANT_RETYPED,
    });
    expect(await storedScore(older.taleId)).toBeNull();
    const answer = await answerOf(older.taleId);
    expect(matchOf(answer, giantTaleId)?.score).toBeGreaterThan(0.9);
    expect(await storedScore(older.taleId)).toBeCloseTo(answer.copyScore ?? -1, 3);
    expect(answer.checkedAt).not.toBeNull();
  });

  const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];

  it('reads the candidates with only the band index allowed, then puts the planner back as it was', async () => {
    const setting = sql`select current_setting('enable_seqscan') as seqscan,
      current_setting('enable_indexscan') as indexscan, current_setting('max_parallel_workers_per_gather') as workers`;
    const settings = await ctx.database.db.transaction(async (tx) => {
      const repo = copyDetectionRepository(tx);
      const before = firstRow(await tx.execute(setting));
      const { bands } = fingerprintOf(KELOGLAN_AND_GIANT);
      const found = await repo.candidates(0, bands, await repo.rarestBands(bands, 1000), null, 10);
      expect(found.map((c) => c.taleId)).toContain(giantTaleId);
      return { before, after: firstRow(await tx.execute(setting)) };
    });
    expect(settings.after).toEqual(settings.before);
    expect(settings.before).toMatchObject({ seqscan: 'on', indexscan: 'on' });
  });

  it('has nothing to compare for a tale without text', async () => {
    const empty = await createWorkflowTale(ctx, {
      userId: otherCompiler.userId,
      actionId: ACTION.submitted,
      taleText: '',
    });
    expect(await answerOf(empty.taleId)).toEqual({
      taleId: empty.taleId,
      copyScore: null,
      possibleCopy: false,
      checkedAt: null,
      matches: [],
    });
  });
});

/** Words no other text here holds, the same for a seed: `count` of them. */
function ownWords(seed: number, count: number): string {
  const syllables = ['ka', 'le', 'mi', 'ro', 'su', 'ta', 'ne', 'gü', 'şa', 'bo', 'dı', 'ye'];
  let x = seed;
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    words.push(`${syllables[x % 12]}${syllables[(x >>> 8) % 12]}${syllables[(x >>> 16) % 12]}`);
  }
  return words.join(' ');
}

describe('the candidates are bounded by the rarity of the bands', () => {
  /** Every fingerprint's keys counted again, against what the triggers keep. */
  async function countsAgree(): Promise<void> {
    const kept = await ctx.database.db.execute(
      sql`select band_key, tales from tale_band_counts order by band_key`,
    );
    const counted = await ctx.database.db.execute(
      sql`select band_key, count(*)::int as tales from tale_fingerprints, unnest(bands) as band_key
        group by band_key order by band_key`,
    );
    expect((kept as { rows: unknown[] }).rows).toEqual((counted as { rows: unknown[] }).rows);
  }

  /** An archived tale of `text`, fingerprinted as a save does. */
  async function archived(text: string, actionId: ActionId = ACTION.published): Promise<number> {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: otherCompiler.userId,
      actionId,
      taleText: text,
    });
    await copyDetectionRepository(ctx.database.db).writeFingerprint(taleId, fingerprintOf(text));
    return taleId;
  }

  const VARIANTS = 30;
  /** What every variant of the tale type holds: its stock passage. */
  const STOCK = ownWords(1, 400);
  const variantText = (n: number) => `${STOCK} ${ownWords(100 + n, 200)}`;
  let original: number;

  beforeAll(async () => {
    original = await archived(variantText(0));
    for (let n = 1; n < VARIANTS; n++) await archived(variantText(n));
  });

  it('reads only the rarest bands of a copy, and still finds its original among variants sharing the rest', async () => {
    const copy = fingerprintOf(withWordsChanged(variantText(0), 10).text);
    const reach = 15;
    await ctx.database.db.transaction(async (tx) => {
      const repo = copyDetectionRepository(tx);
      const keys = await repo.rarestBands(copy.bands, reach);
      const counts = (await tx.execute(
        sql`select coalesce(sum(tales), 0)::int as reached, coalesce(max(tales), 0)::int as most
          from tale_band_counts where band_key = any(${`{${keys.join(',')}}`}::int[])`,
      )) as { rows: Array<{ reached: number; most: number }> };
      // The stock passage's bands, held by every variant, are not read.
      expect(counts.rows[0]?.reached).toBeLessThanOrEqual(reach);
      expect(counts.rows[0]?.most).toBeLessThan(VARIANTS);
      const bounded = await repo.candidates(0, copy.bands, keys, null, 200);
      expect(bounded.length).toBeLessThanOrEqual(reach);
      expect(bounded[0]?.taleId).toBe(original);
      // Without the bound, every variant would have been read.
      const all = await repo.candidates(0, copy.bands, copy.bands, null, 200);
      expect(all.length).toBeGreaterThanOrEqual(VARIANTS);
    });
  });

  it('finds the original of a submitted copy with its score, not the variants of its type', async () => {
    const taleId = await submitted(compiler, 'Bir Çeşitleme Daha', withWordsChanged(variantText(0), 10).text);
    const answer = await answerOf(taleId);
    expect(answer.matches[0]?.taleId).toBe(original);
    expect(answer.matches[0]?.score).toBeGreaterThan(0.5);
  });

  it('keeps the counts right when a text changes, a tale is deleted, and a fingerprint is written again', async () => {
    await countsAgree();
    // Submitted, not published: a published tale has a payment row, which keeps it from being deleted.
    const taleId = await archived(variantText(VARIANTS), ACTION.submitted);
    const repo = copyDetectionRepository(ctx.database.db);
    await repo.writeFingerprint(taleId, fingerprintOf(variantText(VARIANTS + 1)));
    await countsAgree();
    await repo.writeFingerprint(taleId, fingerprintOf(variantText(VARIANTS + 1)));
    await countsAgree();
    await ctx.database.db.delete(tales).where(eq(tales.taleId, taleId));
    await countsAgree();
    // A key no fingerprint holds any more is gone, not left at zero.
    const zero = (await ctx.database.db.execute(
      sql`select count(*)::int as n from tale_band_counts where tales <= 0`,
    )) as { rows: Array<{ n: number }> };
    expect(zero.rows[0]?.n).toBe(0);
  });
});
