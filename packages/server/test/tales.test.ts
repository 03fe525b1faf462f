/**
 * Tales and Source persons calls of seed §7 with the rules of decisions.md: visibility and edit rights,
 * the owner's submit transitions, the server-side word count, paging/sorting/filtering and stale versions.
 */
import { ACTION, ACTION_NAMES, countWords, MSG, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taleHistory, tales } from '../src/db/schema/index.ts';
import { createUser, signIn } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
const users = { writer: 0, other: 0, editor: 0, admin: 0 };
const tokens = { writer: '', other: '', editor: '', admin: '' };

beforeAll(async () => {
  ctx = await startTestApp();
  for (const [key, roles] of [
    ['writer', [ROLE.writer]],
    ['other', [ROLE.writer]],
    ['editor', [ROLE.editor]],
    ['admin', [ROLE.admin]],
  ] as const) {
    const user = await createUser(ctx, { roles: [...roles] });
    users[key] = user.userId;
    tokens[key] = await signIn(ctx.app, user.email, user.password);
  }
});
afterAll(async () => {
  await ctx?.close();
});

type Who = keyof typeof tokens;
const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(who ? { headers: { authorization: `Bearer ${tokens[who]}` } } : {}),
  });

async function createTale(who: Who = 'writer', body: object = completeTaleBody()) {
  const response = await call(who, 'POST', '/v1/tales/full', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const setStatus = (taleId: number, actionId: number, editorId: number | null = null) =>
  ctx.database.db.update(tales).set({ actionId, editorId }).where(eq(tales.taleId, taleId));

describe('every tale route', () => {
  it('requires a session', async () => {
    const routes: Array<[Parameters<typeof call>[1], string, object?]> = [
      ['GET', '/v1/tales/'],
      ['GET', '/v1/tales/1'],
      ['GET', '/v1/tales/full/1'],
      ['GET', '/v1/tales/userId/1'],
      ['POST', '/v1/tales/full', completeTaleBody()],
      ['PUT', '/v1/tales/full', { ...completeTaleBody(), taleId: 1, version: 1 }],
      ['PUT', '/v1/tales/', { taleId: 1, actionId: 2 }],
      ['DELETE', '/v1/tales/1'],
      ['GET', '/v1/sourcePersons/1'],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(MSG.sessionExpired);
    }
  });

  it("refuses another writer's tale with 401", async () => {
    const tale = await createTale();
    const routes: Array<[Parameters<typeof call>[1], string, object?]> = [
      ['GET', `/v1/tales/${tale.taleId}`],
      ['GET', `/v1/tales/full/${tale.taleId}`],
      ['GET', `/v1/tales/userId/${users.writer}`],
      ['PUT', '/v1/tales/full', { ...completeTaleBody(), taleId: tale.taleId, version: tale.version }],
      ['PUT', '/v1/tales/', { taleId: tale.taleId, actionId: ACTION.submitted }],
      ['DELETE', `/v1/tales/${tale.taleId}`],
      ['GET', `/v1/sourcePersons/${tale.sourcePersonId}`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call('other', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe(MSG.unauthorized);
    }
    const unchanged = await call('writer', 'GET', `/v1/tales/full/${tale.taleId}`);
    expect(unchanged.json()).toMatchObject({ actionId: ACTION.draft, version: tale.version });
  });

  it('answers 404 for a tale or source person that does not exist', async () => {
    expect((await call('writer', 'GET', '/v1/tales/999999')).statusCode).toBe(404);
    expect((await call('writer', 'GET', '/v1/tales/full/999999')).statusCode).toBe(404);
    expect((await call('writer', 'GET', '/v1/sourcePersons/999999')).statusCode).toBe(404);
  });
});

describe('POST /v1/tales/full', () => {
  it('saves a draft with only the tale name, for the signed-in writer', async () => {
    const response = await call('writer', 'POST', '/v1/tales/full', {
      taleName: 'Yalnız adı olan masal',
      userId: users.other,
      actionId: ACTION.published,
      numberOfWord: 5000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      taleName: 'Yalnız adı olan masal',
      userId: users.writer,
      actionId: ACTION.draft,
      actionName: 'Taslak',
      numberOfWord: 0,
      sourcePerson: null,
      uploadList: [],
      groupName: null,
      version: 1,
    });
  });

  it('answers the full tale with its source person', async () => {
    const tale = await createTale();
    expect(tale.taleId).toBeGreaterThan(0);
    expect(tale.sourcePerson).toMatchObject({
      sourcePersonId: tale.sourcePersonId,
      nameSurname: 'Hatice Çelik',
      complationDate: '2024-01-20',
      birthDate: '1942',
    });
    expect(tale.compilerBirthDate).toBe('1985-04-12');
    expect(tale.authorNameSurname).toBe('Test Kullanıcı');
    const person = await call('writer', 'GET', `/v1/sourcePersons/${tale.sourcePersonId}`);
    expect(person.statusCode).toBe(200);
    expect(person.json().learnedFrom).toBe('Dedesi');
  });

  it('counts words on the server: the text to publish, else the main text', async () => {
    const main = 'Bir varmış bir yokmuş, evvel zaman içinde.';
    const toPublish = 'Bir varmış bir yokmuş.';
    const onlyMain = await createTale('writer', { taleName: 'Sayım', taleText: main });
    expect(onlyMain.numberOfWord).toBe(countWords(main));
    const both = await createTale('writer', { taleName: 'Sayım', taleText: main, taleTextEnd: toPublish });
    expect(both.numberOfWord).toBe(4);
  });

  it('refuses a missing name, a city outside its region and bad dates with Turkish messages', async () => {
    const noName = await call('writer', 'POST', '/v1/tales/full', { taleName: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(messagesFor(noName, 'taleName')).toEqual([MSG.taleNameRequired]);

    const wrongCity = await call('writer', 'POST', '/v1/tales/full', {
      taleName: 'Yanlış il',
      area: 'Ege',
      city: 'Trabzon',
    });
    expect(wrongCity.statusCode).toBe(400);
    expect(messagesFor(wrongCity, 'city')).toEqual([MSG.cityNotInRegion]);

    const badDates = await call('writer', 'POST', '/v1/tales/full', {
      taleName: 'Tarih',
      compilerBirthDate: '1985-02-30',
      sourcePerson: { nameSurname: 'X', complationDate: '2999-01-01', birthDate: '19a2' },
    });
    expect(badDates.statusCode).toBe(400);
    expect(messagesFor(badDates, 'compilerBirthDate')).toEqual([MSG.dateInvalid]);
    expect(messagesFor(badDates, 'sourcePerson.complationDate')).toEqual([MSG.dateInFuture]);
    expect(messagesFor(badDates, 'sourcePerson.birthDate')).toEqual([MSG.yearInvalid]);
  });

  it('refuses a user without the writer role', async () => {
    const response = await call('admin', 'POST', '/v1/tales/full', completeTaleBody());
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /v1/tales/full', () => {
  it('updates a draft, bumps the version and recounts', async () => {
    const tale = await createTale();
    const response = await call('writer', 'PUT', '/v1/tales/full', {
      ...completeTaleBody({ taleText: 'Üç kelimelik metin', sourcePerson: { nameSurname: 'Ali Veli' } }),
      taleId: tale.taleId,
      version: tale.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      version: tale.version + 1,
      numberOfWord: 3,
      sourcePersonId: tale.sourcePersonId,
      sourcePerson: { nameSurname: 'Ali Veli', complationDate: null },
    });
  });

  it('refuses a stale version with 409, keeps the newer text and answers it', async () => {
    const tale = await createTale();
    const first = await call('writer', 'PUT', '/v1/tales/full', {
      ...completeTaleBody({ taleText: 'Telefondan kaydedilen yeni metin' }),
      taleId: tale.taleId,
      version: tale.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('writer', 'PUT', '/v1/tales/full', {
      ...completeTaleBody({ taleText: 'Bilgisayardaki eski metin' }),
      taleId: tale.taleId,
      version: tale.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: false,
      code: 'STALE_VERSION',
      message: MSG.taleStale,
      tale: { taleText: 'Telefondan kaydedilen yeni metin', version: tale.version + 1 },
    });
    const now = await call('writer', 'GET', `/v1/tales/${tale.taleId}`);
    expect(now.json().taleText).toBe('Telefondan kaydedilen yeni metin');
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const tale = await createTale();
    const save = (text: string) =>
      call('writer', 'PUT', '/v1/tales/full', {
        ...completeTaleBody({ taleText: text }),
        taleId: tale.taleId,
        version: tale.version,
      });
    const answers = await Promise.all([save('Birinci kayıt'), save('İkinci kayıt')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json().taleText;
    expect((await call('writer', 'GET', `/v1/tales/${tale.taleId}`)).json().taleText).toBe(winner);
  });

  it("does not let the owner change a tale that is in the workflow, nor an editor someone else's review", async () => {
    const tale = await createTale();
    await setStatus(tale.taleId, ACTION.submitted);
    const body = {
      ...completeTaleBody({ taleText: 'Değiştirilmiş' }),
      taleId: tale.taleId,
      version: tale.version,
    };
    const owner = await call('writer', 'PUT', '/v1/tales/full', body);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().message).toBe(MSG.taleNotEditable);
    expect((await call('editor', 'PUT', '/v1/tales/full', body)).statusCode).toBe(401);

    // The assigned editor changes the text to publish only; the compiler's text stays as the compiler sent it.
    await setStatus(tale.taleId, ACTION.inReview, users.editor);
    const edited = { ...body, taleTextEnd: 'Editörün düzelttiği yayın metni' };
    expect((await call('editor', 'PUT', '/v1/tales/full', edited)).statusCode).toBe(200);
    const stored = (await call('writer', 'GET', `/v1/tales/${tale.taleId}`)).json();
    expect(stored.taleTextEnd).toBe('Editörün düzelttiği yayın metni');
    expect(stored.taleText).not.toBe('Değiştirilmiş');
  });
});

describe('PUT /v1/tales/ (submit)', () => {
  it('lists every missing field at once and changes nothing', async () => {
    const tale = await createTale('writer', { taleName: 'Eksik masal', taleSource: 2, sourceType: 1 });
    const response = await call('writer', 'PUT', '/v1/tales/', { taleId: tale.taleId, actionId: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.submitIncomplete);
    expect(response.json().errors).toEqual([
      { field: 'area', message: MSG.areaRequired },
      { field: 'city', message: MSG.cityRequired },
      { field: 'taleSourceText', message: MSG.taleSourceTextRequired },
      { field: 'compilerNameSurname', message: MSG.compilerNameSurnameRequired },
      { field: 'whereToCompile', message: MSG.whereToCompileRequired },
      { field: 'sourcePerson.nameSurname', message: MSG.materialNameRequired },
      { field: 'sourcePerson.complationDate', message: MSG.complationDateRequired },
      { field: 'taleText', message: MSG.taleTextRequired },
    ]);
    expect((await call('writer', 'GET', `/v1/tales/${tale.taleId}`)).json().actionId).toBe(ACTION.draft);
  });

  it('submits a complete draft (1→2), records it, and then locks the text', async () => {
    const tale = await createTale();
    const response = await call('writer', 'PUT', '/v1/tales/', { taleId: tale.taleId, actionId: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      actionId: ACTION.submitted,
      actionName: ACTION_NAMES[2],
      version: tale.version + 1,
    });
    expect(response.json().submittedAt).toEqual(expect.any(String));
    const history = await ctx.database.db
      .select()
      .from(taleHistory)
      .where(eq(taleHistory.taleId, tale.taleId));
    expect(history).toMatchObject([{ fromActionId: 1, toActionId: 2, actorUserId: users.writer }]);

    const again = await call('writer', 'PUT', '/v1/tales/', { taleId: tale.taleId, actionId: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.transitionNotAllowed);
    expect((await call('writer', 'DELETE', `/v1/tales/${tale.taleId}`)).statusCode).toBe(409);
  });

  it('refuses a transition only another role may take (401), on one’s own tale too', async () => {
    const tale = await createTale();
    expect((await call('writer', 'PUT', '/v1/tales/', { taleId: tale.taleId, actionId: 9 })).statusCode).toBe(
      401,
    );
    await setStatus(tale.taleId, ACTION.submitted);
    expect((await call('editor', 'PUT', '/v1/tales/', { taleId: tale.taleId, actionId: 3 })).statusCode).toBe(
      401,
    );
  });

  it('resubmits a tale returned for revision (4→3) to the same editor, showing the note in pending work', async () => {
    const tale = await createTale();
    // The assigned editor's 3→4 with a note.
    await setStatus(tale.taleId, ACTION.inReview, users.editor);
    const moved = await call('editor', 'PUT', '/v1/tales/', {
      taleId: tale.taleId,
      actionId: ACTION.revisionRequested,
      note: 'Kaynak kişinin doğum yerini ekleyiniz.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const inbox = await call('writer', 'GET', `/v1/tales/userId/${users.writer}?actionIds=1,4&pageSize=100`);
    expect(inbox.statusCode).toBe(200);
    const row = inbox.json().rows.find((r: { taleId: number }) => r.taleId === tale.taleId);
    expect(row).toMatchObject({ actionId: 4, lastNote: 'Kaynak kişinin doğum yerini ekleyiniz.' });

    const current = (await call('writer', 'GET', `/v1/tales/${tale.taleId}`)).json();
    const edited = await call('writer', 'PUT', '/v1/tales/full', {
      ...completeTaleBody({ taleText: 'Düzeltilmiş metin' }),
      taleId: tale.taleId,
      version: current.version,
    });
    expect(edited.statusCode).toBe(200);
    const resubmitted = await call('writer', 'PUT', '/v1/tales/', { taleId: tale.taleId, actionId: 3 });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({ actionId: ACTION.inReview, editorId: users.editor });
  });
});

describe('who sees what', () => {
  it('hides drafts from editors, shows them submitted tales, and shows published tales to everyone', async () => {
    const draft = await createTale('writer', { taleName: 'Gizli taslak' });
    const submitted = await createTale('writer', { taleName: 'Gönderilen' });
    await setStatus(submitted.taleId, ACTION.submitted);
    const published = await createTale('writer', { taleName: 'Yayımlanan' });
    await setStatus(published.taleId, ACTION.published);

    expect((await call('editor', 'GET', `/v1/tales/${draft.taleId}`)).statusCode).toBe(401);
    expect((await call('editor', 'GET', `/v1/tales/full/${submitted.taleId}`)).statusCode).toBe(200);
    expect((await call('other', 'GET', `/v1/tales/full/${published.taleId}`)).statusCode).toBe(200);
    expect((await call('other', 'GET', `/v1/tales/${submitted.taleId}`)).statusCode).toBe(401);

    const ids = async (who: Who) =>
      ((await call(who, 'GET', '/v1/tales/?pageSize=100')).json().rows as { taleId: number }[]).map(
        (r) => r.taleId,
      );
    const editorSees = await ids('editor');
    expect(editorSees).toContain(submitted.taleId);
    expect(editorSees).toContain(published.taleId);
    expect(editorSees).not.toContain(draft.taleId);
    const otherSees = await ids('other');
    expect(otherSees).toContain(published.taleId);
    expect(otherSees).not.toContain(submitted.taleId);
    expect(await ids('writer')).toEqual(expect.arrayContaining([draft.taleId, submitted.taleId]));

    const adminList = await call('admin', 'GET', `/v1/tales/userId/${users.writer}?pageSize=100`);
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json().rows.map((r: { taleId: number }) => r.taleId)).not.toContain(draft.taleId);
  });
});

describe('GET /v1/tales/userId/{id}', () => {
  it('pages, sorts in Turkish alphabetical order and filters by folded name and status', async () => {
    const user = await createUser(ctx, { roles: [ROLE.writer] });
    const token = await signIn(ctx.app, user.email, user.password);
    const names = [
      'Zümrüdüanka',
      'Çobanın Kızı',
      'Ceylan',
      'İncili Çavuş',
      'Ilgaz Dağı',
      'Şahmeran',
      'Sultan',
    ];
    for (const taleName of names) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/v1/tales/full',
        headers: { authorization: token },
        payload: { taleName },
      });
      expect(r.statusCode).toBe(200);
    }
    const list = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/v1/tales/userId/${user.userId}?${query}`,
        headers: { authorization: token },
      });
    const sorted = await list('sort=taleName&order=asc&pageSize=100');
    expect(sorted.json().rows.map((r: { taleName: string }) => r.taleName)).toEqual([
      'Ceylan',
      'Çobanın Kızı',
      'Ilgaz Dağı',
      'İncili Çavuş',
      'Sultan',
      'Şahmeran',
      'Zümrüdüanka',
    ]);
    expect(sorted.json().total).toBe(7);

    const page = await list('sort=taleName&order=asc&page=1&pageSize=3');
    expect(page.json()).toMatchObject({ total: 7 });
    expect(page.json().rows.map((r: { taleName: string }) => r.taleName)).toEqual([
      'İncili Çavuş',
      'Sultan',
      'Şahmeran',
    ]);

    const folded = await list(`q=${encodeURIComponent('COBANIN')}`);
    expect(folded.json().rows.map((r: { taleName: string }) => r.taleName)).toEqual(['Çobanın Kızı']);
    const percent = await list(`q=${encodeURIComponent('%')}`);
    expect(percent.json().total).toBe(0);

    const drafts = await list('actionIds=1');
    expect(drafts.json().total).toBe(7);
    expect((await list('actionIds=2')).json().total).toBe(0);
    expect((await list('actionIds=12')).statusCode).toBe(400);
    expect((await list('sort=password')).statusCode).toBe(400);
  });
});

describe('DELETE /v1/tales/{id}', () => {
  it('deletes the owner’s draft and its source person', async () => {
    const tale = await createTale();
    const response = await call('writer', 'DELETE', `/v1/tales/${tale.taleId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: MSG.taleDeleted });
    expect((await call('writer', 'GET', `/v1/tales/${tale.taleId}`)).statusCode).toBe(404);
    expect((await call('writer', 'GET', `/v1/sourcePersons/${tale.sourcePersonId}`)).statusCode).toBe(404);
  });
});
