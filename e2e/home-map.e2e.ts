/**
 * Issue 15, the home page `/masal/sample-page`: the public figures, the map of Turkey and the most active compilers,
 * over tales taken through the workflow in several statuses and provinces. Only completed and published tales
 * count (private content and waiting tales never do). A province is chosen by mouse and by keyboard (Tab, Enter)
 * and lists its published tales; a region shows its provinces' counts; the table alternative has the same
 * figures. Screenshots at 390 and 1280 px; nothing scrolls sideways; axe finds nothing.
 */
import { ACTION } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createDeciders, decidedTaleWithApi, type SeedTale } from './support/decided-tales.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { dismissBankTip, SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const SEED: readonly SeedTale[] = [
  { taleName: 'Keloğlan ile Dev', area: 'Karadeniz', city: 'Trabzon', actionId: ACTION.published },
  {
    taleName: 'Tembel Ahmet ile Cin Padişahı',
    area: 'Karadeniz',
    city: 'Trabzon',
    actionId: ACTION.published,
  },
  { taleName: 'Köse ile Padişahın Kızı', area: 'Ege', city: 'İzmir', actionId: ACTION.completed },
  { taleName: 'Sır Küpü Masalı', area: 'Karadeniz', city: 'Trabzon', actionId: ACTION.privateContent },
  { taleName: 'Bekleyen Masal', area: 'Ege', city: 'İzmir', actionId: ACTION.submitted },
];

/** The public figures, counted here from the seed: completed and published tales only. */
const counted = SEED.filter((s) => s.actionId === ACTION.completed || s.actionId === ACTION.published);
const countWhere = (match: (s: SeedTale) => boolean) => counted.filter(match).length;
const published = (city: string) =>
  SEED.filter((s) => s.city === city && s.actionId === ACTION.published).map((s) => s.taleName);

let e2e: E2e;
let writer: ApiSession;
let admin: ApiSession;

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  writer = await signInNewWriterWithApi(e2e.server);
  const deciders = await createDeciders(e2e.server, admin);
  for (const tale of SEED) await decidedTaleWithApi(e2e.server, writer, deciders, tale);
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

const province = (page: Page, name: string, count: number) =>
  page.getByRole('button', { name: `${name}: ${count} masal`, exact: true });
const provinceTales = (page: Page) => page.getByTestId('province-tales');
const activeLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('home page map and figures', () => {
  it('shows the public figures and lets a province be chosen by mouse and by keyboard', {
    timeout: 180_000,
  }, async () => {
    const { page, problems } = await e2e.openAs(writer, DESKTOP, '/masal/sample-page');
    await dismissBankTip(page, 'detached');

    // The figures: the total and each public status, counted in the test from the seed.
    const figures = page.getByTestId('home-figures');
    await figures.waitFor(SLOW);
    const figureText = (await figures.textContent()) ?? '';
    expect(figureText).toContain(`${counted.length}Toplam masal`);
    expect(figureText).toContain(`${countWhere((s) => s.actionId === ACTION.published)}Yayımlandı`);
    expect(figureText).toContain(`${countWhere((s) => s.actionId === ACTION.completed)}Tamamlandı`);
    expect(figureText).not.toContain('Özel içerikli');

    // The most active compiler: the writer, with the counted tales only.
    await page.getByTestId('top-uploaders').getByText(`${counted.length} masal`).waitFor(SLOW);
    expect(await page.getByTestId('top-uploaders').textContent()).toContain('Ayşe Yılmaz');

    // Every province is drawn with its count; a province without tales says 0.
    const trabzon = countWhere((s) => s.city === 'Trabzon');
    await province(page, 'Trabzon', trabzon).waitFor(SLOW);
    await province(page, 'Ankara', 0).waitFor();
    expect(await page.locator('svg [data-province]').count()).toBe(81);
    expect(await province(page, 'Trabzon', trabzon).locator('title').textContent()).toBe(
      `Trabzon: ${trabzon} masal`,
    );
    await page.getByText('Masal sayısı:').waitFor();

    // Mouse: Trabzon lists its published tales and leads to all of them on the published tales page.
    await province(page, 'Trabzon', trabzon).click();
    await provinceTales(page)
      .getByRole('heading', { name: `Trabzon: ${trabzon} masal` })
      .waitFor();
    for (const name of published('Trabzon'))
      await provinceTales(page).getByRole('link', { name }).waitFor(SLOW);
    expect(await provinceTales(page).textContent()).not.toContain('Sır Küpü Masalı');
    await expectAccessible(page, 'home with a province chosen');
    await expectFits(page);
    await saveScreenshot(page, 'home-map-desktop');
    await provinceTales(page).getByRole('link', { name: 'Trabzon ilinin tüm yayımlanan masalları' }).click();
    await page.waitForURL(/\/masal\/publicTalePage\?area=Karadeniz&city=Trabzon/);
    const grid = page.getByRole('grid', { name: 'Yayımlanan Masallar' });
    for (const name of published('Trabzon')) await grid.getByRole('link', { name }).waitFor(SLOW);
    await page.goBack();

    // Keyboard: Tab from the table switch onto the provinces, on to İzmir, Enter.
    const izmir = countWhere((s) => s.city === 'İzmir');
    await page.getByRole('checkbox', { name: 'Tablo olarak göster' }).focus();
    await page.keyboard.press('Tab');
    expect(await activeLabel(page)).toBe(`Adana: ${countWhere((s) => s.city === 'Adana')} masal`);
    for (let i = 0; i < 81 && !(await activeLabel(page)).startsWith('İzmir:'); i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await activeLabel(page)).toBe(`İzmir: ${izmir} masal`);
    await page.keyboard.press('Enter');
    await provinceTales(page)
      .getByRole('heading', { name: `İzmir: ${izmir} masal` })
      .waitFor();
    // Its one counted tale is completed, not published: nothing to read yet.
    await provinceTales(page).getByText('Bu ilde henüz yayımlanan masal yok.').waitFor(SLOW);
    expect(await province(page, 'İzmir', izmir).getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(page, 'home-map-keyboard-desktop');
    expect(problems).toEqual([]);
  });

  it('gives an admin shortcuts to the admin screens, statistics among them', {
    timeout: 90_000,
  }, async () => {
    const { page, problems } = await e2e.openAs(admin, DESKTOP, '/masal/sample-page');
    const shortcuts = page.getByRole('navigation', { name: 'Kısayollar' });
    await shortcuts.getByRole('link', { name: 'Kullanıcılar' }).waitFor();
    await page.getByTestId('home-figures').waitFor(SLOW);
    await province(
      page,
      'Trabzon',
      countWhere((s) => s.city === 'Trabzon'),
    ).waitFor(SLOW);
    await expectAccessible(page, 'admin home');
    await expectFits(page);
    await saveScreenshot(page, 'home-admin-desktop');
    await shortcuts.getByRole('link', { name: 'İstatistikler' }).click();
    await page.getByRole('heading', { name: 'İstatistikler', level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });

  it('shows a region’s provinces and the same figures as tables, also on a phone', {
    timeout: 120_000,
  }, async () => {
    const { page, problems } = await e2e.openAs(writer, PHONE, '/masal/sample-page');
    await dismissBankTip(page, 'detached');
    const karadeniz = countWhere((s) => s.area === 'Karadeniz');
    const regions = page.getByRole('group', { name: 'Bölge seçimi' });
    await regions.getByRole('button', { name: 'Karadeniz' }).click();
    const regionCounts = page.getByTestId('region-counts');
    await regionCounts.getByRole('heading', { name: `Karadeniz Bölgesi: ${karadeniz} masal` }).waitFor(SLOW);
    const regionTable = regionCounts.getByRole('table', { name: 'Karadeniz Bölgesinin illeri' });
    expect(await regionTable.getByRole('row', { name: /Trabzon/ }).textContent()).toContain(
      String(countWhere((s) => s.city === 'Trabzon')),
    );
    // 18 provinces of the region, each with its count (zeros included).
    expect(await regionTable.getByRole('row').count()).toBe(1 + 18);
    // The map zooms in on the region; provinces outside it leave the Tab order.
    await page
      .getByRole('group', { name: 'Karadeniz Bölgesi haritası: illere göre masal sayıları' })
      .waitFor();
    expect(await page.locator('svg [data-province="İzmir"]').getAttribute('tabindex')).toBe('-1');
    expect(await page.locator('svg [data-province="Trabzon"]').getAttribute('tabindex')).toBe('0');
    await expectFits(page);
    await expectAccessible(page, 'home with a region chosen, phone');
    await saveScreenshot(page, 'home-map-region-phone');

    // The table alternative: the regions and, for the whole country, the 81 provinces.
    await regions.getByRole('button', { name: 'Tüm Türkiye' }).click();
    await page.getByRole('checkbox', { name: 'Tablo olarak göster' }).check();
    const byRegion = page.getByRole('table', { name: 'Bölgelere göre masallar' });
    await byRegion.waitFor();
    expect(await byRegion.getByRole('row').count()).toBe(1 + 7);
    for (const region of ['Karadeniz', 'Ege', 'Marmara']) {
      expect(await byRegion.getByRole('row', { name: new RegExp(region) }).textContent()).toContain(
        String(countWhere((s) => s.area === region)),
      );
    }
    const byProvince = page.getByRole('table', { name: 'İllere göre masallar' });
    expect(await byProvince.getByRole('row').count()).toBe(1 + 81);
    // A province chosen from the table lists its tales as a click on the map would.
    await byProvince.getByRole('button', { name: 'Trabzon' }).click();
    for (const name of published('Trabzon'))
      await provinceTales(page).getByRole('link', { name }).waitFor(SLOW);
    await expectFits(page);
    await expectAccessible(page, 'home as tables, phone');
    await saveScreenshot(page, 'home-map-tables-phone');
    expect(problems).toEqual([]);
  });
});
