/**
 * /arsiv, the public reading room, without signing in: a visitor searches and filters the published tales, finds
 * a province on the map, opens a tale — text, facts, the recording to play and download, how to cite it with a
 * copy button — and the page the server sent shows the tale even without JavaScript. Private content appears
 * nowhere, and its address is a Turkish not-found. Screenshots at 390 and 1280 px; nothing scrolls sideways; axe
 * finds nothing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createDeciders } from './support/decided-tales.ts';
import { sendAndForwardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { networkQuiet } from './support/network-quiet.ts';
import { type E2e, openE2e } from './support/session.ts';

const PUBLISHED = 'Keloğlan ile Dev';
const OTHER = 'Nasreddin Hoca ile Kazan';
const PRIVATE = 'Sır Küpü Masalı';
const TEXT =
  'Evvel zaman içinde Keloğlan ile anası bir köyde yaşarmış.\n\nBir gün Keloğlan devin kapısını çalmış.';

let e2e: E2e;
const ids: Record<string, number> = {};
let path = '';

beforeAll(async () => {
  e2e = await openE2e();
  const admin = await signInAdminWithApi(e2e.server);
  const writer = await signInNewWriterWithApi(e2e.server);
  const deciders = await createDeciders(e2e.server, admin);
  /** A tale taken through the workflow to the advisory board's decision, and published unless private. */
  const decided = async (
    taleName: string,
    place: { area: string; city: string },
    text: string,
    actionId: 7 | 9,
    files: Array<{ name: string; data: Buffer }> = [],
  ) => {
    const { taleId } = await sendAndForwardWithApi(
      e2e.server,
      { writer, admin, editor: deciders.editor },
      {
        body: completeTaleBody({ taleName, ...place, taleText: text }),
        files,
        taleTextEnd: text,
        abstract: `${taleName} masalının özeti.`,
      },
    );
    await e2e.api(deciders.advisoryBoardMember, 'PUT', '/tales/', {
      taleId,
      actionId: actionId === 7 ? 7 : 6,
    });
    if (actionId === 9) await e2e.api(deciders.publisher, 'PUT', '/tales/', { taleId, actionId: 9 });
    return taleId;
  };
  const trabzon = { area: 'Karadeniz', city: 'Trabzon' };
  ids[PUBLISHED] = await decided(PUBLISHED, trabzon, TEXT, 9, [{ name: 'Anlatım kaydı.mp3', data: mp3(1) }]);
  path = `/arsiv/masal/${ids[PUBLISHED]}-keloglan-ile-dev`;
  ids[OTHER] = await decided(
    OTHER,
    { area: 'Ege', city: 'İzmir' },
    'Nasreddin Hoca bir gün komşusundan kazan ödünç almış.',
    9,
  );
  ids[PRIVATE] = await decided(PRIVATE, trabzon, 'Sır küpünün içinde ne varmış, kimse bilmezmiş.', 7);
});
afterAll(async () => {
  await e2e?.close();
});

const results = (page: Page) => page.getByTestId('reading-room-results');
const resultNames = async (page: Page) => results(page).getByRole('heading', { level: 3 }).allInnerTexts();
const count = (page: Page) => page.getByTestId('reading-room-count');

describe('the reading room', () => {
  it('a visitor searches, filters, uses the map and reads a tale', async () => {
    const { page, context, problems } = await e2e.newPage(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    await page.goto('/arsiv');
    await page.getByRole('heading', { name: 'Masal Arşivi', level: 1 }).waitFor();
    await results(page).getByRole('link', { name: PUBLISHED }).waitFor();
    expect((await resultNames(page)).sort()).toEqual([PUBLISHED, OTHER].sort());
    await page.getByRole('button', { name: 'İzmir: 1 masal' }).waitFor();
    await networkQuiet(page);
    await expectFits(page);
    await expectAccessible(page, 'reading room');
    await saveScreenshot(page, 'desktop-reading-room');

    // The portal's search: without Turkish letters; private content is never found.
    await page.getByLabel('Masallarda ara').fill('keloglan');
    await expect.poll(() => resultNames(page)).toEqual([PUBLISHED]);
    await page.getByLabel('Masallarda ara').fill('Sır Küpü');
    await page.getByText('Bu aramaya uyan yayımlanmış masal yok.').waitFor();
    await page.getByLabel('Masallarda ara').fill('');
    await page.getByLabel('Bölge').selectOption('Ege');
    await expect.poll(() => resultNames(page)).toEqual([OTHER]);
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    await expect.poll(() => resultNames(page).then((names) => names.length)).toBe(2);
    // A province on the map filters the list to it.
    await page.getByRole('button', { name: 'Trabzon: 1 masal' }).click();
    await page.waitForURL(/city=Trabzon/);
    await expect.poll(() => resultNames(page)).toEqual([PUBLISHED]);
    expect(await count(page).textContent()).toBe('1 masal bulundu');

    await results(page).getByRole('link', { name: PUBLISHED }).click();
    await page.waitForURL(`**${path}`);
    const article = page.getByRole('article', { name: PUBLISHED });
    await article.getByRole('heading', { name: PUBLISHED, level: 1 }).waitFor();
    const facts = await page.getByTestId('reading-room-facts').innerText();
    expect(facts).toContain('Trabzon, Karadeniz');
    expect(facts).toContain('Ayşe Yılmaz');
    expect(facts).toContain('20.01.2024');
    // The narrator did not agree to be named (the form's default).
    expect(facts).not.toContain('Hatice Çelik');
    expect(await page.getByTestId('public-tale-text').locator('p').allInnerTexts()).toEqual(
      TEXT.split('\n\n'),
    );
    // The recording plays from the public file route, and downloads.
    const audio = article.locator('audio');
    expect(await audio.getAttribute('src')).toMatch(/^\/uploads\/public\/\d+$/);
    const download = article.getByRole('link', { name: 'İndir: Anlatım kaydı.mp3' });
    const file = await page.request.get(String(await download.getAttribute('href')));
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
    // The player reads the recording through that route (its metadata, by Range).
    await audio.evaluate((element: HTMLAudioElement) => {
      element.preload = 'metadata';
      element.load();
    });
    await expect
      .poll(() =>
        audio.evaluate((element: HTMLAudioElement) => element.readyState >= HTMLMediaElement.HAVE_METADATA),
      )
      .toBe(true);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0.5);
    // How to cite, copied.
    const citation = await page.getByTestId('reading-room-citation').innerText();
    expect(citation).toContain(`${e2e.server.url}${path}`);
    await page.getByRole('button', { name: 'Kaynak gösterimini kopyala' }).click();
    await page.getByText('Kaynak gösterimi kopyalandı.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(citation);
    expect(await page.getByRole('link', { name: 'JSON Lines (.jsonl)' }).getAttribute('href')).toBe(
      '/v1/open/tales.jsonl',
    );
    await networkQuiet(page);
    await expectFits(page);
    await expectAccessible(page, 'reading room tale');
    await saveScreenshot(page, 'desktop-reading-room-tale');
    expect(problems).toEqual([]);
  });

  it('sends the tale in the page itself: readable without JavaScript', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: PUBLISHED, level: 1 }).waitFor();
      await page.getByText('Bir gün Keloğlan devin kapısını çalmış.').waitFor();
      expect(await page.title()).toBe(`${PUBLISHED} · Masal Arşivi`);
    } finally {
      await context.close();
    }
  });

  it('fits a 390 px phone: the list and the tale', async () => {
    const { page, problems } = await e2e.newPage(PHONE);
    await page.goto('/arsiv');
    await results(page).getByRole('link', { name: PUBLISHED }).waitFor();
    await networkQuiet(page);
    await expectFits(page);
    await expectAccessible(page, 'reading room, phone');
    await saveScreenshot(page, 'phone-reading-room');

    await results(page).getByRole('link', { name: PUBLISHED }).click();
    await page.getByRole('heading', { name: PUBLISHED, level: 1 }).waitFor();
    await networkQuiet(page);
    await expectFits(page);
    await expectAccessible(page, 'reading room tale, phone');
    await saveScreenshot(page, 'phone-reading-room-tale');
    expect(problems).toEqual([]);
  });

  it('answers the address of private content with a Turkish not-found', async () => {
    const { page } = await e2e.newPage(DESKTOP);
    const response = await page.goto(`/arsiv/masal/${ids[PRIVATE]}-sir-kupu-masali`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Masal bulunamadı', level: 1 }).waitFor();
    expect(await page.getByText('Sır küpünün').count()).toBe(0);
  });
});
