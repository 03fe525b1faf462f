/**
 * POST /v1/tales/search, /detailSearch, /byProperty, /criterion/full: Turkish the way it is typed,
 * the writer-only limit, and visibility through results, counts, facets and snippets.
 */
import { ACTION, type DetailSearchAnswer, ROLE, SEARCH_FACETS, type TaleSearchHit } from '@masal/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcePersons, taleAbstracts, taleSearch, tales } from '../src/db/schema/index.ts';
import { toCounts } from '../src/modules/search/search.presenter.ts';
import { searchRepository } from '../src/modules/search/search.repository.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer, createWorkflowTale } from './support/workflow-fixtures.ts';

let ctx: TestApp;
type Signed = CreatedUser & { token: string };
let writer: Signed;
let otherWriter: Signed;
let editor: Signed;
let admin: Signed;
const ids: Record<string, number> = {};

const post = (url: string, token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/tales/${url}`,
    payload: payload as object,
    headers: bearer(token),
  });

async function header(token: string, searchText: string, userId = -1): Promise<TaleSearchHit[]> {
  const response = await post('search', token, { searchText, userId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const namesOf = (hits: readonly { taleName: string }[]) => hits.map((h) => h.taleName);

async function detail(token: string, body: Record<string, unknown>): Promise<DetailSearchAnswer> {
  const response = await post('detailSearch', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  ctx = await startTestApp();
  [writer, otherWriter, editor, admin] = await Promise.all([
    signedInUser(ctx, { roles: [ROLE.writer], name: 'Ayşe', surname: 'Yıldırım' }),
    signedInUser(ctx, { roles: [ROLE.writer], name: 'Mehmet', surname: 'Öztürk' }),
    signedInUser(ctx, { roles: [ROLE.editor] }),
    signedInUser(ctx, { roles: [ROLE.admin] }),
  ]);
  const tale = async (key: string, options: Parameters<typeof createWorkflowTale>[1]) => {
    ids[key] = (await createWorkflowTale(ctx, options)).taleId;
  };
  await tale('ownSubmitted', {
    userId: writer.userId,
    actionId: ACTION.submitted,
    taleName: "Keloğlan'ın Ağacı",
    taleText: 'Keloğlan ağaçların altında uyumuş. Padişahın kızları onu görmüş.',
  });
  await tale('ownDraft', {
    userId: writer.userId,
    actionId: ACTION.draft,
    taleName: 'Deniz Kızı Taslağı',
    taleText: 'Zümrüt denizin dibinde bir kız yaşarmış.',
  });
  await tale('otherDraft', {
    userId: otherWriter.userId,
    actionId: ACTION.draft,
    taleName: 'Gizli Ejderha Taslağı',
    taleText: 'Kartalkaya dağında bir ejderha Keloğlan ile dövüşmüş.',
    abstract: false,
  });
  await ctx.database.db
    .update(tales)
    .set({ area: 'Ege', city: 'İzmir' })
    .where(eq(tales.taleId, ids.otherDraft ?? 0));
  await tale('otherPrivate', {
    userId: otherWriter.userId,
    actionId: ACTION.privateContent,
    taleName: 'Özel İçerikli Keloğlan',
    taleText: 'Keloğlan köyde yaşarmış, köylüler onu çok severmiş.',
  });
  await tale('otherPublished', {
    userId: otherWriter.userId,
    actionId: ACTION.published,
    taleName: 'İstanbul Masalları',
    taleText: 'Bu masal ISTANBUL sokaklarında anlatılırmış.',
    sourcePersonName: 'Fadime Şahin',
  });
  await tale('otherCompleted', {
    userId: otherWriter.userId,
    actionId: ACTION.completed,
    taleName: 'Ağaç Ana',
    taleText: 'Bir ağaç varmış, kitabı okuyan çocuklar gölgesinde otururmuş.',
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /v1/tales/search (header search)', () => {
  it('requires a session (403)', async () => {
    expect((await post('search', undefined, { searchText: 'keloglan', userId: -1 })).statusCode).toBe(403);
  });

  it('refuses a malformed body with a Turkish message (400)', async () => {
    const response = await post('search', editor.token, { searchText: 'x'.repeat(201), userId: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
  });

  it('finds Turkish letters typed without diacritics, in any case', async () => {
    expect(namesOf(await header(editor.token, 'keloglan'))).toEqual(
      expect.arrayContaining(["Keloğlan'ın Ağacı", 'Özel İçerikli Keloğlan']),
    );
    for (const text of ['ISTANBUL', 'istanbul', 'İstanbul', 'İSTANBUL', 'Istanbul']) {
      expect(namesOf(await header(editor.token, text)), text).toContain('İstanbul Masalları');
    }
    expect(namesOf(await header(editor.token, 'agac'))).toEqual(
      expect.arrayContaining(['Ağaç Ana', "Keloğlan'ın Ağacı"]),
    );
  });

  it('finds a word through its suffixes and apostrophes', async () => {
    // masallar → masal; Keloğlan'ın → Keloğlan; inflected forms typed with and without Turkish letters.
    expect(namesOf(await header(editor.token, 'masallar'))).toContain('İstanbul Masalları');
    expect(namesOf(await header(editor.token, "Keloğlan'ın"))).toContain('Özel İçerikli Keloğlan');
    expect(namesOf(await header(editor.token, 'Keloğlan’a'))).toContain('Özel İçerikli Keloğlan');
    expect(namesOf(await header(editor.token, 'padisah'))).toContain("Keloğlan'ın Ağacı");
    expect(namesOf(await header(editor.token, 'kizlar'))).toContain("Keloğlan'ın Ağacı");
    expect(namesOf(await header(editor.token, 'köylerde'))).toContain('Özel İçerikli Keloğlan');
    expect(namesOf(await header(editor.token, 'koyde'))).toContain('Özel İçerikli Keloğlan');
    expect(namesOf(await header(editor.token, 'kitap'))).toContain('Ağaç Ana');
    expect(namesOf(await header(editor.token, 'ağaçlarından'))).toContain('Ağaç Ana');
  });

  it('tolerates a typo in a name (trigram similarity)', async () => {
    expect(namesOf(await header(editor.token, 'Keloglanin'))).toContain('Özel İçerikli Keloğlan');
    // Half typed, as the header asks while one types.
    expect(namesOf(await header(editor.token, 'kelog'))).toContain('Özel İçerikli Keloğlan');
    expect(namesOf(await header(editor.token, 'Fadme Sahin'))).toContain('İstanbul Masalları');
  });

  it('ranks a tale named by the text, then one whose details hold it, then one that only tells of it', async () => {
    const told = await createWorkflowTale(ctx, {
      userId: otherWriter.userId,
      actionId: ACTION.completed,
      taleName: 'Üç Kardeş',
      taleText: 'Zümrüdüanka kuşu üç kardeşi taşımış.',
    });
    const compiledThere = await createWorkflowTale(ctx, {
      userId: otherWriter.userId,
      actionId: ACTION.completed,
      taleName: 'Kuyudaki Kız',
      taleText: 'Kızı kuyudan bir çoban çıkarmış.',
    });
    await ctx.database.db
      .update(tales)
      .set({ whereToCompile: 'Zümrüdüanka Yaylası' })
      .where(eq(tales.taleId, compiledThere.taleId));
    const named = await createWorkflowTale(ctx, {
      userId: otherWriter.userId,
      actionId: ACTION.completed,
      taleName: 'Zümrüdüanka',
      taleText: 'Kaf dağının ardında bir kuş yaşarmış.',
    });
    const hits = await header(editor.token, 'zumruduanka');
    expect(hits.map((hit) => hit.taleId)).toEqual([named.taleId, compiledThere.taleId, told.taleId]);
  });

  it('answers the fields of seed §2 and at most 20 results', async () => {
    const [hit] = await header(editor.token, 'istanbul');
    expect(hit).toEqual({
      taleId: ids.otherPublished,
      taleName: 'İstanbul Masalları',
      name: 'Mehmet',
      surname: 'Öztürk',
      profileImageUrl: '/uploads/images/user.jpg',
      sourcePersonId: expect.any(Number),
      // The source person's name and the place, not the internal sourcePersonId alone.
      sourcePersonName: 'Fadime Şahin',
      city: 'Trabzon',
      actionId: ACTION.published,
    });
  });

  it('limits a writer-only user to their own tales, whatever userId they send', async () => {
    // The writer's own submitted tale and own draft tell of Keloğlan; the others' two do too, and are left out.
    const own = [ids.ownSubmitted, ids.ownDraft].sort();
    const idsOf = (hits: TaleSearchHit[]) => hits.map((h) => h.taleId).sort();
    expect(idsOf(await header(writer.token, 'keloglan'))).toEqual(own);
    expect(idsOf(await header(writer.token, 'keloglan', otherWriter.userId))).toEqual(own);
    // Not even the others' published tales: seed §6 limits the header search to one's own.
    expect(await header(writer.token, 'istanbul', otherWriter.userId)).toEqual([]);
    expect(namesOf(await header(writer.token, 'zumrut'))).toEqual(['Deniz Kızı Taslağı']);
  });

  it("finds a writer's own tale by a word only its text holds, by a typo and half typed, and no other's", async () => {
    expect(namesOf(await header(writer.token, 'uyumus'))).toEqual(["Keloğlan'ın Ağacı"]);
    expect(namesOf(await header(writer.token, 'Keloglanin'))).toContain("Keloğlan'ın Ağacı");
    expect(namesOf(await header(writer.token, 'kelog'))).toContain("Keloğlan'ın Ağacı");
    // Another writer's text holds it: not the writer's to find.
    expect(await header(writer.token, 'koyluler')).toEqual([]);
  });

  it("never shows staff another user's draft", async () => {
    expect(await header(editor.token, 'kartalkaya')).toEqual([]);
    expect(await header(admin.token, 'ejderha')).toEqual([]);
    expect(namesOf(await header(otherWriter.token, 'kartalkaya'))).toEqual(['Gizli Ejderha Taslağı']);
  });

  it('narrows staff to one author with userId', async () => {
    const hits = await header(editor.token, 'keloglan', writer.userId);
    expect(namesOf(hits)).toEqual(["Keloğlan'ın Ağacı"]);
  });

  it('answers nothing for text without words', async () => {
    expect(await header(editor.token, "'' …")).toEqual([]);
  });
});

describe('the search document stays current', () => {
  it('follows a renamed tale, its source person and its abstract at once', async () => {
    const { taleId, sourcePersonId } = await createWorkflowTale(ctx, {
      userId: otherWriter.userId,
      actionId: ACTION.completed,
      taleName: 'Eski Ad',
    });
    const db = ctx.database.db;
    await db.update(tales).set({ taleName: 'Yedi Başlı Ejderha' }).where(eq(tales.taleId, taleId));
    await db
      .update(sourcePersons)
      .set({ nameSurname: 'Gülizar Karakoç' })
      .where(eq(sourcePersons.sourcePersonId, sourcePersonId ?? 0));
    await db
      .update(taleAbstracts)
      .set({ text: 'Çoban, kuyudaki sihirli yüzüğü bulur.' })
      .where(eq(taleAbstracts.taleId, taleId));
    expect(namesOf(await header(editor.token, 'yedi basli'))).toContain('Yedi Başlı Ejderha');
    expect(namesOf(await header(editor.token, 'gulizar'))).toContain('Yedi Başlı Ejderha');
    expect(namesOf(await header(editor.token, 'yuzuk'))).toContain('Yedi Başlı Ejderha');
    expect(await header(editor.token, 'eski ad')).toEqual([]);
  });

  it('changes in the transaction of the change: a rolled-back rename leaves the document as it was', async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: otherWriter.userId,
      actionId: ACTION.completed,
      taleName: 'Sabır Taşı',
    });
    const documentOf = async () =>
      (await ctx.database.db.select().from(taleSearch).where(eq(taleSearch.taleId, taleId)))[0]?.document;
    const before = await documentOf();
    const rollback = new Error('rollback');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.update(tales).set({ taleName: 'Dev Anası' }).where(eq(tales.taleId, taleId));
        const [inside] = await tx.select().from(taleSearch).where(eq(taleSearch.taleId, taleId));
        expect(inside?.document).toContain('dev');
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await documentOf()).toBe(before);
  });
});

describe('POST /v1/tales/detailSearch', () => {
  it('requires a session (403) and refuses a writer-only user (401)', async () => {
    expect((await post('detailSearch', undefined, {})).statusCode).toBe(403);
    expect((await post('detailSearch', writer.token, {})).statusCode).toBe(401);
  });

  it('refuses a bad filter with a Turkish message (400)', async () => {
    const response = await post('detailSearch', editor.token, {
      city: 'Atlantis',
      submittedFrom: '2025-02-30',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['city', 'submittedFrom']));
  });

  it('filters and counts each facet over what the caller may see', async () => {
    const answer = await detail(editor.token, { searchText: 'keloglan' });
    const names = namesOf(answer.rows);
    expect(names).toEqual(expect.arrayContaining(["Keloğlan'ın Ağacı", 'Özel İçerikli Keloğlan']));
    expect(names).not.toContain('Gizli Ejderha Taslağı');
    expect(answer.total).toBe(answer.rows.length);
    const statusCount = (id: number) => answer.facets.actionId.find((f) => f.value === id)?.count;
    expect(statusCount(ACTION.submitted)).toBe(1);
    expect(statusCount(ACTION.privateContent)).toBe(1);
    expect(statusCount(ACTION.draft)).toBeUndefined();
    // The other's draft is the only tale in Ege: never counted.
    const all = await detail(editor.token, {});
    expect(all.facets.area.map((f) => f.value)).not.toContain('Ege');
    expect(all.facets.city.map((f) => f.value)).not.toContain('İzmir');
    expect(all.rows.map((r) => r.taleId)).not.toContain(ids.otherDraft);
  });

  it("counts a filtered facet's other values as if its own filter were not there", async () => {
    await ctx.database.db
      .update(tales)
      .set({ area: 'Marmara', city: 'İstanbul' })
      .where(eq(tales.taleId, ids.otherPublished ?? 0));
    const answer = await detail(editor.token, { area: 'Karadeniz' });
    expect(answer.rows.every((r) => r.area === 'Karadeniz')).toBe(true);
    const areas = Object.fromEntries(answer.facets.area.map((f) => [f.value, f.count]));
    expect(areas).toEqual({ Karadeniz: answer.total, Marmara: 1 });
    // The other facets count within the filter: İstanbul's tale is not among them.
    expect(answer.facets.city.map((f) => f.value)).not.toContain('İstanbul');
    expect(answer.facets.actionId.find((f) => f.value === ACTION.published)).toBeUndefined();
  });

  it('marks the hits of the snippet as the tale writes them', async () => {
    const answer = await detail(editor.token, { searchText: 'koylu' });
    const row = answer.rows.find((r) => r.taleId === ids.otherPrivate);
    expect(row?.snippet.filter((p) => p.hit).map((p) => p.text)).toContain('köylüler');
    expect(row?.snippet.map((p) => p.text).join('')).toContain('çok severmiş');
  });

  it('combines the text with two filters, sorts and pages on the server', async () => {
    const answer = await detail(editor.token, {
      searchText: 'keloglan',
      area: 'Karadeniz',
      actionId: ACTION.privateContent,
    });
    expect(namesOf(answer.rows)).toEqual(['Özel İçerikli Keloğlan']);
    const byName = await detail(editor.token, { sort: 'taleName', order: 'asc', pageSize: 2, page: 0 });
    const next = await detail(editor.token, { sort: 'taleName', order: 'asc', pageSize: 2, page: 1 });
    expect(byName.rows).toHaveLength(2);
    expect(byName.total).toBe(next.total);
    expect(namesOf(byName.rows)[0]).toBe('Ağaç Ana');
    expect(namesOf(next.rows)).not.toEqual(namesOf(byName.rows));
  });

  it('filters by source person, compiler, education level, media and dates', async () => {
    expect(namesOf((await detail(editor.token, { sourcePerson: 'fadime' })).rows)).toEqual([
      'İstanbul Masalları',
    ]);
    const byCompiler = await detail(editor.token, { compiler: 'ozturk' });
    expect(byCompiler.rows.every((r) => r.userId === otherWriter.userId)).toBe(true);
    expect(byCompiler.total).toBeGreaterThan(0);
    expect((await detail(editor.token, { educationLevel: 'İlkokul' })).total).toBeGreaterThan(0);
    expect((await detail(editor.token, { hasVideo: true })).total).toBe(0);
    expect(
      (await detail(editor.token, { submittedFrom: '2000-01-01', submittedTo: '2000-01-02' })).total,
    ).toBe(0);
    expect(
      (await detail(editor.token, { compiledFrom: '2024-01-20', compiledTo: '2024-01-20' })).total,
    ).toBeGreaterThan(0);
  });

  it("writes a draft's own owner's drafts only into the owner's results", async () => {
    const answer = await detail(admin.token, { searchText: 'ejderha' });
    expect(answer.rows.map((r) => r.taleId)).not.toContain(ids.otherDraft);
  });

  it('says when every match was counted', async () => {
    const answer = await detail(editor.token, { searchText: 'keloglan' });
    expect(answer).toMatchObject({ totalCapped: false, cappedFacets: [] });
  });
});

describe('the detailed search past its count cap (a cap of 1 here, 2,000 in the app)', () => {
  const capped = () => searchRepository(ctx.database.db, { countCap: 1 });
  const scope = () => ({ viewerUserId: editor.userId, ownOnly: false });
  const query = { filters: {}, sort: 'submittedAt', order: 'desc', page: 0, pageSize: 10 } as const;

  it("counts a text's matches up to the cap: the total and every facet are then lower bounds", async () => {
    const text = { words: ['keloglan'], roots: ['keloglan'], folded: 'keloglan' };
    const answer = await capped().detail(scope(), { ...query, text }, true);
    expect(answer).toMatchObject({ foundCapped: true, totalCapped: true });
    expect(answer.total).toBeLessThanOrEqual(1);
    expect(toCounts(answer, {}).cappedFacets).toEqual([...SEARCH_FACETS]);
  });

  it('past the cap, the tales the text names come first; their texts fill only what the names leave', async () => {
    const { taleId: textOnly } = await createWorkflowTale(ctx, {
      userId: otherWriter.userId,
      actionId: ACTION.submitted,
      taleName: 'Yol Hikâyesi',
      taleText: 'Keloğlan yola düşmüş.',
    });
    try {
      const text = { words: ['keloglan'], roots: ['keloglan'], folded: 'keloglan' };
      // Two visible tales are named Keloğlan: past a cap of 1 by themselves, so no text is read.
      const named = await capped().detail(scope(), { ...query, text }, true);
      expect(named.rows.map((r) => r.taleName).sort()).toEqual([
        "Keloğlan'ın Ağacı",
        'Özel İçerikli Keloğlan',
      ]);
      expect(named).toMatchObject({ total: 1, totalCapped: true });
      // A cap of 2 leaves the texts room for one more, and one to tell there were more: tales the names did not
      // find, each once.
      const filled = await searchRepository(ctx.database.db, { countCap: 2 }).detail(
        scope(),
        { ...query, text },
        true,
      );
      const filledIds = filled.rows.map((r) => r.taleId);
      expect(filledIds).toHaveLength(4);
      expect(new Set(filledIds).size).toBe(4);
      expect(filledIds).toEqual(expect.arrayContaining(named.rows.map((r) => r.taleId)));
      expect(filled).toMatchObject({ total: 2, totalCapped: true });
      const all = await searchRepository(ctx.database.db).detail(scope(), { ...query, text }, true);
      expect(all.rows.map((r) => r.taleId)).toContain(textOnly);
      expect(all).toMatchObject({ totalCapped: false });
    } finally {
      await ctx.database.db.delete(tales).where(eq(tales.taleId, textOnly));
    }
  });

  it('pages the whole list along its order without a text, counting up to the cap', async () => {
    const answer = await capped().detail(scope(), { ...query, text: null, pageSize: 3 }, true);
    expect(answer).toMatchObject({ total: 1, totalCapped: true, foundCapped: false });
    expect(answer.rows).toHaveLength(3);
    const exact = await searchRepository(ctx.database.db).detail(
      scope(),
      { ...query, text: null, pageSize: 3 },
      true,
    );
    expect(answer.rows.map((r) => r.taleId)).toEqual(exact.rows.map((r) => r.taleId));
    expect(exact.totalCapped).toBe(false);
  });

  it("marks a filtered facet's count a lower bound when its own count passes the cap", async () => {
    const answer = await capped().detail(
      scope(),
      { ...query, text: null, filters: { area: 'Karadeniz' } },
      true,
    );
    expect(toCounts(answer, { area: 'Karadeniz' }).cappedFacets).toContain('area');
  });

  it('narrows by who searches and by the filters before the cap: a common word still finds all of a place', async () => {
    // Three more tales of the word after the others, the writer's own last and alone in its province.
    const more: number[] = [];
    for (const [userId, taleName, city] of [
      [otherWriter.userId, 'Keloğlan ile Dev', 'Trabzon'],
      [otherWriter.userId, 'Keloğlan ile Peri', 'Trabzon'],
      [writer.userId, 'Keloğlan ile Tilki', 'Rize'],
    ] as const) {
      const { taleId } = await createWorkflowTale(ctx, {
        userId,
        actionId: ACTION.submitted,
        taleName,
        taleText: 'Keloğlan yola düşmüş.',
      });
      await ctx.database.db.update(tales).set({ area: 'Karadeniz', city }).where(eq(tales.taleId, taleId));
      more.push(taleId);
    }
    const fox = more[2];
    try {
      const text = { words: ['keloglan'], roots: ['keloglan'], folded: 'keloglan' };
      const inRize = await capped().detail(scope(), { ...query, text, filters: { city: 'Rize' } }, true);
      expect(inRize.rows.map((r) => r.taleId)).toEqual([fox]);
      expect(inRize).toMatchObject({ total: 1, totalCapped: false, foundCapped: true });
      // The province's other values are counted over the text's matches without the filter: lower bounds.
      expect(toCounts(inRize, { city: 'Rize' }).cappedFacets).toEqual(['city']);

      // The writer's own matches (three: the draft holds the word too) are counted among theirs, not the archive's.
      const own = await searchRepository(ctx.database.db, { countCap: 2 }).detail(
        { viewerUserId: writer.userId, ownOnly: true },
        { ...query, text },
        true,
      );
      expect(own).toMatchObject({ total: 2, totalCapped: true });
      expect(own.rows.map((r) => r.taleId)).toEqual(expect.arrayContaining([ids.ownSubmitted, fox]));
      expect(own.rows.every((r) => r.userId === writer.userId)).toBe(true);
    } finally {
      await ctx.database.db.delete(tales).where(inArray(tales.taleId, more));
    }
  });
});

describe('POST /v1/tales/byProperty and /criterion/full', () => {
  it('require a session (403) and refuse a writer-only user (401)', async () => {
    expect((await post('byProperty', undefined, { property: 'city', value: 'Trabzon' })).statusCode).toBe(
      403,
    );
    expect((await post('byProperty', writer.token, { property: 'city', value: 'Trabzon' })).statusCode).toBe(
      401,
    );
    expect((await post('criterion/full', undefined, {})).statusCode).toBe(403);
    expect((await post('criterion/full', writer.token, {})).statusCode).toBe(401);
  });

  it('answers the tales with one property value, and refuses a value the property cannot have', async () => {
    const response = await post('byProperty', editor.token, { property: 'city', value: 'Trabzon' });
    expect(response.statusCode, response.body).toBe(200);
    const { rows, total } = response.json();
    expect(total).toBe(rows.length);
    expect(rows.map((r: { taleId: number }) => r.taleId)).not.toContain(ids.otherDraft);
    const bad = await post('byProperty', editor.token, { property: 'city', value: 'Atlantis' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers whole tales with their source person and upload list', async () => {
    const response = await post('criterion/full', editor.token, { searchText: 'istanbul' });
    expect(response.statusCode, response.body).toBe(200);
    const { rows, total } = response.json();
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      taleName: 'İstanbul Masalları',
      sourcePerson: { nameSurname: 'Fadime Şahin' },
    });
    expect(rows[0].uploadList).toEqual([]);
  });
});
