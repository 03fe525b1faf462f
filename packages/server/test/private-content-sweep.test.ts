/**
 * Private content (status 7) reaches nobody outside the staff roles and its owner (decisions.md, the
 * workflow's matrix). Several tales at 7, with attachments, an abstract, the advisory board's record, a history note,
 * a payment and a source person; then, as a plain compiler and as the compiler of another tale, every GET route the
 * app has registered (read from the app itself, so a new route is swept too) with every plausible id and query, the
 * search calls, and the file links: no answer names a private tale's id as a taleId, nor its name, text, abstract,
 * notes, source person or file name.
 */
import { type Attachment, ROLE } from '@masal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer, createWorkflowTale, getAs, setStatus, uploadMp3 } from './support/workflow-fixtures.ts';

type User = CreatedUser & { token: string };

/** Words found only in the private tales' data: a leak shows as one of them in an answer. */
const MARK = {
  name: 'Kapalikutu',
  text: 'Sirlibilmece',
  abstract: 'Gizliozet',
  historyNote: 'Gizlinotu',
  advisoryBoardNote: 'Kurulsirri',
  file: 'Saklikayit',
  sourcePerson: 'Gizlikisi',
} as const;
const PRIVATE_COUNT = 3;

let ctx: TestApp;
let owner: User;
let editor: User;
let admin: User;
/** A compiler without any tale. */
let plain: User;
/** The compiler of other tales (a published one with an attachment, a draft). */
let outsider: User;
const priv = { taleIds: [] as number[], attachments: [] as Attachment[], sourcePersonIds: [] as number[] };
let outsiderAttachment: Attachment;
let outsiderTaleId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  plain = await signedInUser(ctx, { roles: [ROLE.writer] });
  outsider = await signedInUser(ctx, { roles: [ROLE.writer] });

  for (let n = 1; n <= PRIVATE_COUNT; n++) {
    const tale = await createWorkflowTale(ctx, {
      userId: owner.userId,
      editorId: editor.userId,
      actionId: 1,
      taleName: `${MARK.name} Masalı ${n}`,
      taleText: `${MARK.text} anlatısı ${n}: evvel zaman içinde bir padişahın üç kızı varmış.`,
      abstract: `${MARK.abstract} ${n}: padişahın kızları.`,
      approval: `${MARK.advisoryBoardNote} ${n}`,
      historyNote: `${MARK.historyNote} ${n}`,
      sourcePersonName: `${MARK.sourcePerson} ${n}`,
      payment: true,
    });
    // Attachments are uploaded by the owner while it is a draft, then the tale is put at 7.
    priv.attachments.push(await uploadMp3(ctx, owner.token, tale.taleId, `${MARK.file} ${n}.mp3`));
    await setStatus(ctx, tale.taleId, 7);
    priv.taleIds.push(tale.taleId);
    if (tale.sourcePersonId) priv.sourcePersonIds.push(tale.sourcePersonId);
  }
  // The outsider's own tales: one published with an attachment, one draft.
  const published = await createWorkflowTale(ctx, {
    userId: outsider.userId,
    editorId: editor.userId,
    actionId: 1,
    taleName: 'Açık Masal',
  });
  outsiderAttachment = await uploadMp3(ctx, outsider.token, published.taleId, 'Açık kayıt.mp3');
  await setStatus(ctx, published.taleId, 9);
  outsiderTaleId = published.taleId;
  await createWorkflowTale(ctx, { userId: outsider.userId, actionId: 1, taleName: 'Taslak Masal' });
  // A tale of the owner the public may read, so the owner's lists are not empty for the others.
  await createWorkflowTale(ctx, {
    userId: owner.userId,
    editorId: editor.userId,
    actionId: 9,
    taleName: 'Yayında',
  });
});
afterAll(() => ctx?.close());

/** The markers and private ids an answer (body and headers) carries; empty when it leaks nothing. */
function leaksIn(response: LightMyRequestResponse): string[] {
  const found: string[] = [];
  const text = `${JSON.stringify(response.headers)}\n${response.body}`.toLocaleLowerCase('tr');
  for (const [what, marker] of Object.entries(MARK))
    if (text.includes(marker.toLocaleLowerCase('tr'))) found.push(`${what} "${marker}"`);
  const ids = new Set(priv.taleIds);
  const attachmentIds = new Set(priv.attachments.map((a) => a.id));
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, v] of Object.entries(record)) {
        if (key === 'taleId' && typeof v === 'number' && ids.has(v)) found.push(`taleId ${v}`);
        if (key === 'taleIds' && Array.isArray(v) && v.some((x) => ids.has(x))) found.push(`taleIds ${v}`);
        // An attachment of a private tale, answered with its own id.
        if (key === 'filePath' && typeof record.id === 'number' && attachmentIds.has(record.id))
          found.push(`attachment ${record.id}`);
        walk(v);
      }
    }
  };
  if (String(response.headers['content-type'] ?? '').includes('json')) {
    try {
      walk(response.json());
    } catch {
      // Not JSON after all: the text check above covers it.
    }
  }
  return found;
}

interface RouteInfo {
  method: string;
  /** Fastify's spelling, e.g. /v1/tales/full/:id */
  path: string;
}

/** Every route the app has, read from its route tree (printRoutes), so routes outside the OpenAPI document count. */
function registeredRoutes(): RouteInfo[] {
  const tree = ctx.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RouteInfo[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}

/** The query parameters the OpenAPI document declares for a route. */
function declaredQuery(route: RouteInfo): string[] {
  const doc = ctx.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
  const op =
    doc.paths[openApiPath]?.[route.method.toLowerCase()] ??
    doc.paths[`${openApiPath}/`]?.[route.method.toLowerCase()];
  return (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

/** Values worth trying for a query parameter, by its name: each is sent on its own. */
function queryValues(name: string): string[] {
  const n = name.toLowerCase();
  if (['q', 'searchtext', 'search', 'talename', 'name', 'text'].includes(n))
    return [MARK.name, `${MARK.name} Masalı 1`];
  if (/action|status|state/.test(n)) return ['7', 'privateContent'];
  if (/criterion|scope|kind|type|view/.test(n)) return ['privateContent', 'all'];
  if (/userid|owner|editorid|member/.test(n)) return [String(owner.userId), String(editor.userId)];
  if (/taleid/.test(n)) return priv.taleIds.map(String);
  if (n === 'pagesize' || n === 'limit') return ['100'];
  return [];
}

/** Candidate values for a path parameter: every id that names something of the private tales. */
function pathValues(param: string): string[] {
  if (param === 'name') return ['user.jpg'];
  return [
    ...priv.taleIds,
    ...priv.attachments.map((a) => a.id),
    ...priv.sourcePersonIds,
    owner.userId,
    editor.userId,
  ].map(String);
}

/** The URLs to call for one GET route: every combination of its path parameters' values, then query variants. */
function urlsFor(route: RouteInfo): string[] {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  let paths = [route.path];
  for (const param of params) {
    paths = paths.flatMap((p) => pathValues(param).map((v) => p.replace(`:${param}`, encodeURIComponent(v))));
  }
  const query = declaredQuery(route);
  const extra = ['q', 'actionId', 'status', 'criterion', 'scope', 'userId', 'pageSize'];
  const names = [...new Set([...query, ...(params.length === 0 ? extra : [])])];
  const variants = ['', ...names.flatMap((n) => queryValues(n).map((v) => `${n}=${encodeURIComponent(v)}`))];
  return paths.flatMap((p) => variants.map((q) => (q ? `${p}?${q}` : p)));
}

const SKIPPED = [/^\/v1\/docs/];

describe('status-7 tales reach no compiler but their owner', () => {
  it('the owner and staff do see them (the sweep below looks for something that is there)', async () => {
    for (const taleId of priv.taleIds) {
      const own = await getAs(ctx, owner.token, `/v1/tales/full/${taleId}`);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain(MARK.name);
      expect(own.body).toContain(MARK.text);
      expect((await getAs(ctx, admin.token, `/v1/tales/${taleId}`)).statusCode).toBe(200);
    }
    const list = await getAs(ctx, admin.token, `/v1/tales/?q=${MARK.name}&pageSize=100`);
    expect(list.statusCode).toBe(200);
    expect(leaksIn(list).length).toBeGreaterThan(0);
  });

  it('the same sweep as the owner or an admin finds them where a tale is shown (the sweep reaches the data)', async () => {
    const routes = registeredRoutes().filter((r) => r.method === 'GET');
    const shown = [
      '/v1/tales/',
      '/v1/tales/userId/:id',
      '/v1/tales/:id',
      '/v1/tales/full/:id',
      '/v1/tales/history/:id',
      '/v1/utils/fileUploadByTaleId/:id',
      '/v1/utils/fileUploadByTaleAttachmentId/:id',
      '/v1/sourcePersons/:id',
      '/v1/taleAbstract/byTaleId/:id',
      '/v1/advisoryBoardApproval/byTaleId/:id',
      '/v1/payments/',
    ];
    const blind: string[] = [];
    for (const path of shown) {
      const route = routes.find((r) => r.path === path);
      let seen = false;
      for (const url of route ? urlsFor(route) : []) {
        const found = async (token: string) => leaksIn(await getAs(ctx, token, url)).length > 0;
        if ((await found(owner.token)) || (await found(admin.token))) {
          seen = true;
          break;
        }
      }
      if (!seen) blind.push(path);
    }
    expect(blind).toEqual([]);
  });

  it.each([
    ['a plain compiler', () => plain],
    ['the compiler of another tale', () => outsider],
  ])(
    'as %s: every GET route, every id, every filter',
    async (_who, who) => {
      const me = who();
      const routes = registeredRoutes().filter(
        (r) => r.method === 'GET' && !SKIPPED.some((s) => s.test(r.path)),
      );
      // The routes the brief names must be among them (a renamed route would silently leave the sweep).
      for (const needed of [
        '/v1/tales/',
        '/v1/tales/:id',
        '/v1/tales/full/:id',
        '/v1/tales/userId/:id',
        '/v1/tales/history/:id',
        '/v1/utils/fileUploadByTaleId/:id',
        '/v1/utils/fileUploadByTaleAttachmentId/:id',
        '/uploads/attachments/:id',
        '/v1/sourcePersons/:id',
        '/v1/taleAbstract/byTaleId/:id',
        '/v1/advisoryBoardApproval/byTaleId/:id',
        '/v1/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard',
        '/v1/payments/',
      ]) {
        expect(
          routes.map((r) => r.path),
          needed,
        ).toContain(needed);
      }
      const leaks: string[] = [];
      let calls = 0;
      for (const route of routes) {
        for (const url of urlsFor(route)) {
          const response = await getAs(ctx, me.token, url);
          calls++;
          const found = leaksIn(response);
          if (found.length > 0) leaks.push(`GET ${url} → ${response.statusCode}: ${found.join(', ')}`);
        }
      }
      // The search calls of decisions.md (POST), whether or not they exist yet.
      const searches = [
        { url: '/v1/tales/search', payload: { searchText: MARK.name, userId: owner.userId } },
        { url: '/v1/tales/search', payload: { searchText: MARK.name } },
        { url: '/v1/tales/detailSearch', payload: { searchText: MARK.name, page: 0, pageSize: 100 } },
        { url: '/v1/tales/detailSearch', payload: { page: 0, pageSize: 100, actionId: 7 } },
      ];
      for (const route of registeredRoutes().filter(
        (r) => r.method === 'POST' && /search|list/i.test(r.path),
      )) {
        if (!searches.some((s) => s.url === route.path))
          searches.push({ url: route.path, payload: { searchText: MARK.name, page: 0, pageSize: 100 } });
      }
      for (const search of searches) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: search.url,
          payload: search.payload,
          headers: bearer(me.token),
        });
        calls++;
        const found = leaksIn(response);
        if (found.length > 0) leaks.push(`POST ${search.url} → ${response.statusCode}: ${found.join(', ')}`);
      }
      console.log(`private-content sweep as ${_who}: ${routes.length} GET routes, ${calls} calls`);
      expect(leaks).toEqual([]);
    },
    180_000,
  );

  it.each([
    ['a plain compiler', () => plain],
    ['the compiler of another tale', () => outsider],
  ])('as %s: the direct reads answer 401, the files no bytes', async (_who, who) => {
    const me = who();
    for (const taleId of priv.taleIds) {
      for (const url of [
        `/v1/tales/${taleId}`,
        `/v1/tales/full/${taleId}`,
        `/v1/tales/history/${taleId}`,
        `/v1/tales/revisions/${taleId}`,
        `/v1/utils/fileUploadByTaleId/${taleId}`,
        `/v1/taleAbstract/byTaleId/${taleId}`,
        `/v1/advisoryBoardApproval/byTaleId/${taleId}`,
        `/v1/advisoryBoardApproval/byTaleId/basic/${taleId}`,
      ]) {
        expect((await getAs(ctx, me.token, url)).statusCode, url).toBe(401);
      }
    }
    for (const id of priv.sourcePersonIds)
      expect((await getAs(ctx, me.token, `/v1/sourcePersons/${id}`)).statusCode).toBe(401);
    for (const attachment of priv.attachments) {
      const byId = await getAs(ctx, me.token, `/v1/utils/fileUploadByTaleAttachmentId/${attachment.id}`);
      expect(byId.statusCode).toBe(401);
      // The file itself: unsigned, and with a signature of the caller's own attachment moved onto it.
      const unsigned = await getAs(ctx, me.token, `/uploads/attachments/${attachment.id}`);
      expect(unsigned.statusCode).not.toBe(200);
      expect(unsigned.statusCode).not.toBe(206);
    }
    // The outsider's own file link, with the id swapped for a private attachment's.
    const mine = await getAs(ctx, outsider.token, `/v1/utils/fileUploadByTaleId/${outsiderTaleId}`);
    expect(mine.statusCode).toBe(200);
    const link = (mine.json() as Attachment[]).find((a) => a.id === outsiderAttachment.id)?.filePath ?? '';
    expect(link).toMatch(/^\/uploads\/attachments\//);
    const ok = await getAs(ctx, undefined, link);
    expect(ok.statusCode).toBe(200);
    for (const attachment of priv.attachments) {
      const swapped = link.replace(
        `/uploads/attachments/${outsiderAttachment.id}`,
        `/uploads/attachments/${attachment.id}`,
      );
      const response = await getAs(ctx, me.token, swapped);
      expect([200, 206]).not.toContain(response.statusCode);
    }
    // The owner's own link still works after the tale reached 7 (the refusals above are not a broken route).
    const owners = await getAs(ctx, owner.token, `/v1/utils/fileUploadByTaleId/${priv.taleIds[0]}`);
    expect(owners.statusCode).toBe(200);
  });
});
