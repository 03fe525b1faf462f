/**
 * The PDFs of seed §7: GET /v1/pdf/tale/{id}, /v1/pdf/tales/criterion/{criterion} and
 * /v1/pdf/tales/advisoryBoard/{id}. Their text is read back with Debian's `pdftotext -raw` (poppler-utils) and
 * compared with what the test wrote; who may have which PDF is compared with the tale routes' own answers, and
 * the rows of each list are computed here from the test's own record of the tales it made.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ACTION, formatDateTr, ROLE, SOURCE_TYPE, TALE_SOURCE, catalogue as tr } from '@masal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryBoardApprovals } from '../src/db/schema/index.ts';
import { TALE_LABELS } from '../src/modules/pdf/pdf-labels.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer, createWorkflowTale, excerpt, getAs, setStatus } from './support/workflow-fixtures.ts';

const run = promisify(execFile);
let ctx: TestApp;
let workDir: string;

const PEOPLE = {
  owner: [ROLE.writer],
  otherWriter: [ROLE.writer],
  editor: [ROLE.editor],
  assistant: [ROLE.editorAssistant],
  member: [ROLE.advisoryBoardMember],
  chair: [ROLE.advisoryBoardChair],
  admin: [ROLE.admin],
} as const;
type Who = keyof typeof PEOPLE;
const people = {} as Record<Who, CreatedUser & { token: string }>;

/** Every Turkish letter, both apostrophes, a line break and a leading space kept by the preview. */
const TURKISH_TEXT =
  "Evvel zaman içinde Keloğlan'ın anası: “Oğul, şu dağın ardında bir ağaç var” demiş. Çığlık atan kuş İğdır’a uçmuş; " +
  'şâir Ömer îmanla ûfuk çizgisine bakıp ÇĞIİÖŞÜ diye yazmış.\nİkinci satır: ıssız düğün, güzel öykü.';
const TALE_NAME = 'Keloğlan’ın Çığlığı ve Şâir Ümmü';

/** pdftotext -raw of a PDF answer, and its page count from pdfinfo. */
async function pdfText(
  response: LightMyRequestResponse,
): Promise<{ text: string; pages: number; file: string }> {
  const file = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, response.rawPayload);
  const [{ stdout: text }, { stdout: info }] = await Promise.all([
    run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']),
    run('pdfinfo', [file]),
  ]);
  return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), file };
}
/** The text with its lines joined: a paragraph wraps wherever the page ends a line. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfOf(who: Who | undefined, url: string) {
  const response = await getAs(ctx, who && people[who].token, url);
  expect(response.statusCode, excerpt(response)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { response, ...(await pdfText(response)) };
}

/** Every tale page's running head: the institution of the default COPYRIGHT_TEXT and the portal. */
const PUBLISHER = 'Kültür Merkezi Başkanlığı · Masal — Halk Masalları Arşivi';
/** The text without the running heads and page numbers a tale's pages carry. */
const withoutPageFurniture = (text: string) =>
  text
    .split('\n')
    .filter((l) => !l.startsWith(PUBLISHER))
    .join('\n')
    .replace(/Sayfa \d+ \/ \d+/g, ' ');

/** "Sayfa N / M" on each of the M pages. */
function expectPageNumbers(text: string, pages: number) {
  for (let page = 1; page <= pages; page++) expect(text).toContain(`Sayfa ${page} / ${pages}`);
  expect(text).not.toContain(`Sayfa ${pages + 1} /`);
}

beforeAll(async () => {
  ctx = await startTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'masal-pdf-'));
  for (const [who, roles] of Object.entries(PEOPLE) as [Who, readonly number[]][]) {
    people[who] = await signedInUser(ctx, { roles: [...roles], name: who, surname: 'Öztürk' });
  }
});
afterAll(async () => {
  await ctx?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('PDF labels', () => {
  it('names the sections and fields as the web preview does (tr.json talePreview)', () => {
    const preview = tr.talePreview as Record<string, string>;
    for (const [key, value] of Object.entries(TALE_LABELS)) {
      if (typeof value !== 'string' || !(key in preview)) continue;
      expect(value, key).toBe(preview[key]);
    }
    expect(TALE_LABELS.noAttachments).toBe(tr.attachments.none);
    expect(TALE_LABELS.wordCount('12')).toBe(tr.talePreview.wordCount.replace('{count}', '12'));
  });
});

describe('GET /v1/pdf/tale/{id}', () => {
  let published: number;
  let material: number;
  let ownDraft: number;
  let privateTale: number;

  beforeAll(async () => {
    // Through the tale form's call, so the server's own rules (hidden fields) shape what is stored.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tales/full',
      headers: bearer(people.owner.token),
      payload: completeTaleBody({ taleName: TALE_NAME, taleText: TURKISH_TEXT }),
    });
    expect(created.statusCode, excerpt(created)).toBe(200);
    published = created.json().taleId;
    await setStatus(ctx, published, ACTION.published);
    const printedMaterial = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tales/full',
      headers: bearer(people.owner.token),
      payload: completeTaleBody({
        taleName: 'Materyalden Masal',
        sourceType: SOURCE_TYPE.material,
        taleSource: TALE_SOURCE.printed,
        taleSourceText: 'Boratav, Az Gittik Uz Gittik, 1969.',
      }),
    });
    expect(printedMaterial.statusCode, excerpt(printedMaterial)).toBe(200);
    material = printedMaterial.json().taleId;
    ownDraft = (await createWorkflowTale(ctx, { userId: people.owner.userId, actionId: ACTION.draft }))
      .taleId;
    privateTale = (
      await createWorkflowTale(ctx, { userId: people.owner.userId, actionId: ACTION.privateContent })
    ).taleId;
  });

  it('requires a session', async () => {
    for (const url of [
      `/v1/pdf/tale/${published}`,
      '/v1/pdf/tales/criterion/published',
      `/v1/pdf/tales/advisoryBoard/${people.member.userId}`,
    ]) {
      expect((await getAs(ctx, undefined, url)).statusCode, url).toBe(403);
      expect((await getAs(ctx, 'not-a-token', url)).statusCode, url).toBe(403);
    }
  });

  it("refuses what GET /v1/tales/full/{id} refuses, with the same status (another's draft, private content, none)", async () => {
    const cases: [Who, number | string][] = [
      ['otherWriter', ownDraft],
      ['editor', ownDraft],
      ['admin', ownDraft],
      ['owner', ownDraft],
      ['otherWriter', privateTale],
      ['editor', privateTale],
      ['otherWriter', published],
      ['otherWriter', 999_999],
      ['owner', 'abc'],
      ['owner', 0],
    ];
    const seen = new Set<number>();
    for (const [who, id] of cases) {
      const tale = await getAs(ctx, people[who].token, `/v1/tales/full/${id}`);
      const pdf = await getAs(ctx, people[who].token, `/v1/pdf/tale/${id}`);
      expect(pdf.statusCode, `${who} ${id}: ${excerpt(pdf)}`).toBe(tale.statusCode);
      if (tale.statusCode !== 200)
        expect(pdf.json()).toMatchObject({ status: false, code: tale.json().code });
      seen.add(pdf.statusCode);
    }
    // The cases cover each answer: allowed, not allowed, no such tale.
    expect([...seen].sort()).toEqual([200, 401, 404]);
  });

  it("gives the tale as the preview shows it: title line, the preview's headings, the Turkish text exactly, page numbers", async () => {
    const { response, text, pages } = await pdfOf('otherWriter', `/v1/pdf/tale/${published}`);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename=Masal-\d+\.pdf$/);
    const lines = text.split('\n');
    expect(lines[0]).toBe(TALE_NAME);
    expect(lines[1]).toMatch(new RegExp(`^Masal No: ${published} · Durum: Yayımlandı · [\\d.]+ kelime$`));
    const p = tr.talePreview;
    for (const heading of [
      p.sectionInfo,
      p.sectionCompiler,
      p.sectionCompilerExplanation,
      p.sectionSource,
      p.sectionAttachments,
      p.sectionTaleText,
      p.sectionTaleTextEnd,
      p.sectionContext,
    ])
      expect(lines, heading).toContain(heading);
    // A compilation from a person: no bibliography; the person's own fields are shown.
    expect(lines).not.toContain(p.sectionBibliography);
    expect(flat(text)).toContain(flat(TURKISH_TEXT));
    expect(text).toContain(`${p.learnedFrom} Dedesi`);
    expect(text).toContain(`${p.taleGroup} ${p.taleGroupByEditor}`);
    expect(text).toContain(`${p.copyright} ${p.copyrightYes}`);
    expect(text).toContain(`${p.compilerBirthDate} 12.04.1985`);
    expect(text).toContain(tr.attachments.none);
    expect(pages).toBe(1);
    expectPageNumbers(text, pages);
  });

  it('hides what the preview hides: a material has no person fields; a printed source shows its bibliography', async () => {
    const { text } = await pdfOf('owner', `/v1/pdf/tale/${material}`);
    const p = tr.talePreview;
    const lines = text.split('\n');
    // The source section alone: the compiler's section has a "Mesleği" and "Öğrenim Durumu" of its own.
    const source = lines.slice(lines.indexOf(p.sectionSource), lines.indexOf(p.sectionAttachments));
    expect(source.length).toBeGreaterThan(1);
    for (const label of [p.learnedFrom, p.job, p.educationLevel, p.birthYear, p.placeOfBirth, p.sourcePerson])
      expect(
        source.some((l) => l.startsWith(label)),
        label,
      ).toBe(false);
    expect(text).toContain(`${p.materialName} Hatice Çelik`);
    expect(lines).toContain(p.sectionBibliography);
    expect(text).toContain('Boratav, Az Gittik Uz Gittik, 1969.');
    expect(text).toContain(`${p.taleSource} ${p.taleSourcePrinted}`);
  });

  it('numbers every page of a long tale "Sayfa N / M"', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `${i + 1}. paragraf: ${TURKISH_TEXT}`).join('\n\n');
    const { taleId } = await createWorkflowTale(ctx, {
      userId: people.owner.userId,
      actionId: ACTION.completed,
      taleText: long,
    });
    const { text, pages } = await pdfOf('assistant', `/v1/pdf/tale/${taleId}`);
    expect(pages).toBeGreaterThan(2);
    expectPageNumbers(text, pages);
    // The running heads and footers are read where the pages end, in the middle of the text.
    expect(flat(withoutPageFurniture(text))).toContain(flat(long));
  });

  it('heads every page with the institution and when it was made, and is tagged for screen readers in Turkish', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `${i + 1}. paragraf: ${TURKISH_TEXT}`).join('\n\n');
    const { taleId } = await createWorkflowTale(ctx, {
      userId: people.owner.userId,
      actionId: ACTION.completed,
      taleText: long,
    });
    const { response, text, pages, file } = await pdfOf('assistant', `/v1/pdf/tale/${taleId}`);
    expect(pages).toBeGreaterThan(1);
    // COPYRIGHT_TEXT's holder (decisions.md default) and the portal, then the Turkish date and time, on each page.
    const heads = text.split('\n').filter((l) => l.startsWith(PUBLISHER));
    expect(heads).toHaveLength(pages);
    for (const head of heads) expect(head).toMatch(/ Oluşturulma: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(heads[0]).toContain(formatDateTr(new Date()));
    expectPageNumbers(text, pages);

    // Tagged: the catalogue marks it so, names its language, and a structure tree holds the reading order.
    const catalogue = response.rawPayload.toString('latin1');
    expect(catalogue).toMatch(/\/MarkInfo\s+\d+ 0 R|\/MarkInfo\s*<<\s*\/Marked true/);
    expect(catalogue).toMatch(/\/Marked true/);
    expect(catalogue).toMatch(/\/Lang \(tr-TR\)/);
    expect(catalogue).toMatch(/\/StructTreeRoot \d+ 0 R/);
    const { stdout: info } = await run('pdfinfo', [file]);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    // Its title is the tale's name, shown as the window's title (DisplayDocTitle).
    expect(info).toContain(`Title:           ${text.split('\n')[0]}`);
    expect(catalogue).toMatch(/\/DisplayDocTitle true/);
    const { stdout: structure } = await run('pdfinfo', ['-struct-text', file]);
    // The title, the section headings and the paragraphs, in reading order; the running heads are no part of it.
    expect(structure).toMatch(/^\s*Document\b/m);
    expect(structure).toMatch(/^\s*H1\b/m);
    const headings = [...structure.matchAll(/^\s*H2\b.*\n\s*"(.*)"/gm)].map((m) => m[1]);
    expect(headings).toContain(tr.talePreview.sectionTaleText);
    expect(structure).toContain('1. paragraf: Evvel zaman içinde');
    // Each value is read with its label: a row header and its cell.
    expect(structure).toMatch(/TH:\s+\/Scope \/Row\s+"Masal Adı"\s+TD\s+"[^"]+"/);
    expect(structure).not.toContain(PUBLISHER);
    expect(structure).not.toContain('Sayfa 1 /');
  });
});

/** Every tale the list tests made: its name, owner and status. */
const made: { taleName: string; owner: Who; actionId: number }[] = [];

async function makeTale(owner: Who, actionId: number, taleName: string) {
  const { taleId } = await createWorkflowTale(ctx, { userId: people[owner].userId, actionId, taleName });
  made.push({ taleName, owner, actionId });
  return taleId;
}

/** The names in a list PDF that are among the test's tales. */
const listedNames = (text: string) => made.map((t) => t.taleName).filter((name) => text.includes(`${name} `));

describe('GET /v1/pdf/tales/criterion/{criterion}', () => {
  beforeAll(async () => {
    const statuses = [
      ACTION.draft,
      ACTION.submitted,
      ACTION.inReview,
      ACTION.advisoryBoard,
      ACTION.completed,
      ACTION.privateContent,
      ACTION.rejected,
      ACTION.published,
    ];
    for (const owner of ['owner', 'otherWriter', 'editor'] as const)
      for (const actionId of statuses) await makeTale(owner, actionId, `Liste ${owner} ${actionId} Çığ`);
  });

  it('refuses the wrong role (the list screens of app/screens.ts)', async () => {
    const refused: [Who, string][] = [
      ['owner', 'completed'],
      ['owner', 'privateContent'],
      ['owner', 'advisoryBoard'],
      ['editor', 'advisoryBoard'],
      ['assistant', 'advisoryBoard'],
    ];
    for (const [who, criterion] of refused) {
      const response = await getAs(ctx, people[who].token, `/v1/pdf/tales/criterion/${criterion}`);
      expect(response.statusCode, `${who} ${criterion}`).toBe(401);
      expect(response.json()).toMatchObject({ status: false, code: 'NOT_ALLOWED' });
    }
  });

  it('answers 404 for a criterion that names no list and 400 for a bad order or search', async () => {
    expect((await getAs(ctx, people.admin.token, '/v1/pdf/tales/criterion/drafts')).statusCode).toBe(404);
    for (const query of ['sort=password', 'order=up', `q=${'ç'.repeat(101)}`, 'q=a%00b']) {
      const bad = await getAs(ctx, people.admin.token, `/v1/pdf/tales/criterion/all?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ status: false, code: 'VALIDATION' });
    }
  });

  /** Who sees which of the test's tales in each list (decisions.md "Who sees a tale"), worked out here. */
  const expected = (who: Who, criterion: string) => {
    const staff = who !== 'owner' && who !== 'otherWriter';
    const statusOf: Record<string, number | undefined> = {
      completed: ACTION.completed,
      privateContent: ACTION.privateContent,
      published: ACTION.published,
      advisoryBoard: ACTION.advisoryBoard,
      all: undefined,
    };
    const status = statusOf[criterion];
    return made
      .filter((t) => status === undefined || t.actionId === status)
      .filter((t) =>
        staff
          ? t.actionId !== ACTION.draft || t.owner === who
          : t.owner === who || t.actionId === ACTION.published,
      )
      .map((t) => t.taleName)
      .sort();
  };

  const allowed: [Who, string][] = [
    ['editor', 'completed'],
    ['assistant', 'privateContent'],
    ['admin', 'completed'],
    ['owner', 'published'],
    ['otherWriter', 'all'],
    ['editor', 'all'],
    ['member', 'advisoryBoard'],
    ['admin', 'advisoryBoard'],
    ['admin', 'all'],
  ];
  for (const [who, criterion] of allowed) {
    it(`lists for ${who} what ${criterion} shows them, no more (same rows as GET /v1/tales/)`, async () => {
      const { response, text, pages } = await pdfOf(who, `/v1/pdf/tales/criterion/${criterion}`);
      // Each list downloads under a name saying what it lists: a Turkish name as an ASCII fallback, then in UTF-8.
      const disposition = {
        completed: 'attachment; filename=TamamlananMasallar.pdf',
        privateContent:
          "attachment; filename=OzelIcerikliMasallar.pdf; filename*=UTF-8''%C3%96zel%C4%B0%C3%A7erikliMasallar.pdf",
        published:
          "attachment; filename=YayimlananMasallar.pdf; filename*=UTF-8''Yay%C4%B1mlananMasallar.pdf",
        advisoryBoard:
          "attachment; filename=DanismaKurulundakiMasallar.pdf; filename*=UTF-8''Dan%C4%B1%C5%9FmaKurulundakiMasallar.pdf",
        all: "attachment; filename=TumMasallar.pdf; filename*=UTF-8''T%C3%BCmMasallar.pdf",
      }[criterion];
      expect(response.headers['content-disposition']).toBe(disposition);
      const names = listedNames(text).sort();
      expect(names).toEqual(expected(who, criterion));
      // The list call answers the same tales.
      const actionIds = { completed: 6, privateContent: 7, published: 9, advisoryBoard: 5, all: '' }[
        criterion
      ];
      const list = await getAs(ctx, people[who].token, `/v1/tales/?pageSize=100&actionIds=${actionIds}`);
      const listed = (list.json().rows as { taleName: string }[])
        .map((r) => r.taleName)
        .filter((n) => made.some((t) => t.taleName === n))
        .sort();
      expect(names).toEqual(listed);
      expectPageNumbers(text, pages);
    });
  }

  it('streams a list longer than one batch: every row once, numbered, each page "Sayfa N / M"', async () => {
    for (let i = 1; i <= 130; i++) await makeTale('otherWriter', ACTION.published, `Uzun ${i} Öykü`);
    const { text, pages } = await pdfOf('owner', '/v1/pdf/tales/criterion/published?sort=taleName&order=asc');
    expect(pages).toBeGreaterThan(2);
    expectPageNumbers(text, pages);
    for (let i = 1; i <= 130; i++)
      expect(text.match(new RegExp(` Uzun ${i} Öykü `, 'g'))?.length, `Uzun ${i}`).toBe(1);
    expect(listedNames(text).sort()).toEqual(expected('owner', 'published'));
    // Numbered 1…n down the list.
    const rows = text.split('\n').filter((l) => /^\d+ \d+ /.test(l));
    expect(rows.map((l) => Number(l.split(' ')[0]))).toEqual(rows.map((_, i) => i + 1));
  });
});

describe('GET /v1/pdf/tales/advisoryBoard/{id}', () => {
  const advisoryBoardNames = { waiting: [] as string[], member: [] as string[], chair: [] as string[] };

  beforeAll(async () => {
    for (let i = 1; i <= 3; i++) {
      const name = `Kurulda ${i} Şâir`;
      await makeTale('owner', ACTION.advisoryBoard, name);
      advisoryBoardNames.waiting.push(name);
    }
    for (const [who, actionId] of [
      ['member', ACTION.completed],
      ['member', ACTION.privateContent],
      ['member', ACTION.rejected],
      ['chair', ACTION.completed],
    ] as const) {
      const name = `Karar ${who} ${actionId} Ümit`;
      const taleId = await makeTale('otherWriter', actionId, name);
      await ctx.database.db.insert(advisoryBoardApprovals).values({
        taleId,
        decision: actionId === ACTION.rejected ? 'rejected' : 'approved',
        memberUserId: people[who].userId,
      });
      advisoryBoardNames[who].push(name);
    }
  });

  it('refuses the wrong role, as the advisory board screen does', async () => {
    for (const who of ['owner', 'editor', 'assistant'] as const) {
      const url = `/v1/pdf/tales/advisoryBoard/${people.member.userId}`;
      expect((await getAs(ctx, people[who].token, url)).statusCode, who).toBe(401);
      expect(
        (await getAs(ctx, people[who].token, '/v1/advisoryBoardApproval/?scope=waiting')).statusCode,
      ).toBe(401);
    }
  });

  it('answers 404 for an id that is no advisory board member', async () => {
    for (const id of [people.editor.userId, 999_999, 'x'])
      expect(
        (await getAs(ctx, people.admin.token, `/v1/pdf/tales/advisoryBoard/${id}`)).statusCode,
        String(id),
      ).toBe(404);
  });

  it("downloads as MasalListesi.pdf: the tales waiting for the advisory board and the member's decisions, not another's", async () => {
    for (const who of ['member', 'chair', 'admin'] as const) {
      const { response, text, pages } = await pdfOf(
        who,
        `/v1/pdf/tales/advisoryBoard/${people.member.userId}`,
      );
      expect(response.headers['content-disposition']).toBe('attachment; filename=MasalListesi.pdf');
      const waitingHere = made.filter((t) => t.actionId === ACTION.advisoryBoard).map((t) => t.taleName);
      expect(listedNames(text).sort()).toEqual([...waitingHere, ...advisoryBoardNames.member].sort());
      for (const name of advisoryBoardNames.chair) expect(text).not.toContain(name);
      expect(text).toContain('member Öztürk');
      expectPageNumbers(text, pages);
    }
    const { text } = await pdfOf('member', `/v1/pdf/tales/advisoryBoard/${people.chair.userId}`);
    expect(listedNames(text).filter((n) => n.startsWith('Karar'))).toEqual(advisoryBoardNames.chair);
  });
});
