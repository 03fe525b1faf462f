/**
 * The home page `/masal/sample-page`: the public figures, the map of Turkey and the most active compilers,
 * over tales taken through the workflow in several statuses and provinces. Only completed and published tales
 * count (private content and waiting tales never do). A province is chosen by mouse and by keyboard (Tab, Enter)
 * and lists its published tales; a region shows its provinces' counts; the table alternative has the same
 * figures. Screenshots at 390 and 1280 px; nothing scrolls sideways; axe finds nothing.
 * The frame of a public service (institution, trail, footer, statement) in light and dark, and the
 * keyboard in the phone menu, the settings drawer and the grids.
 */
import { ACTION } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  signInAdminWithApi,
  signInNewWriterWithApi,
  useSession,
} from './support/api-session.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { createDeciders, decidedTaleWithApi, type SeedTale } from './support/decided-tales.ts';
import {
  DESKTOP,
  expectFits,
  PHONE,
  saveScreenshot,
  saveViewportShot,
  useTheme,
  type Viewport,
} from './support/layout-checks.ts';
import { networkQuiet } from './support/network-quiet.ts';
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
});
afterAll(async () => {
  await e2e?.close();
});

const province = (page: Page, name: string, count: number) =>
  page.getByRole('button', { name: `${name}: ${count} masal`, exact: true });
const provinceTales = (page: Page) => page.getByTestId('province-tales');
const activeLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('home page map and figures', () => {
  it('shows the public figures and lets a province be chosen by mouse and by keyboard', async () => {
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

  it('gives an admin shortcuts to the admin screens, statistics among them', async () => {
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

  it('shows a region’s provinces and the same figures as tables, also on a phone', async () => {
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

/** A public service's frame and what a keyboard or screen-reader user meets in it. */
describe('the portal looks and works like a public service', () => {
  const looks = [PHONE, DESKTOP].flatMap((viewport) => [false, true].map((dark) => ({ viewport, dark })));

  /** A writer's page in the light or dark theme, the bank tip closed. */
  async function writerPage(viewport: Viewport, dark: boolean, path: string) {
    const opened = await e2e.newPage(viewport);
    await useTheme(opened.context, { dark });
    await useSession(opened.context, writer);
    await opened.page.goto('/masal/sample-page');
    await dismissBankTip(opened.page, 'detached');
    if (path !== '/masal/sample-page') await opened.page.goto(path);
    return opened;
  }

  it.each(
    looks,
  )('names the institution, shows where one is and signs off as a public service at $viewport.name, dark: $dark', async ({
    viewport,
    dark,
  }) => {
    const look = `${viewport.name}-${dark ? 'dark' : 'light'}`;
    const { page, problems, context } = await writerPage(viewport, dark, '/masal/sample-page');
    // The header: the institution COPYRIGHT_TEXT names (decisions.md default) over the portal's name.
    const wordmark = page.getByTestId('wordmark');
    expect(await wordmark.innerText()).toContain('Kültür Merkezi Başkanlığı');
    expect(await wordmark.innerText()).toContain('Masal');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Kişisel Verilerin Korunması (KVKK)', 'Erişilebilirlik beyanı', 'İletişim'])
      await footer.getByRole('link', { name }).waitFor();
    await page.getByTestId('home-figures').waitFor(SLOW);
    await expectAccessible(page, `home ${look}`);
    await saveScreenshot(page, `identity-home-${look}`);

    // A list: the trail from the home page, the list's own heading, the grid's keyboard hint.
    await page.goto('/masal/taleList');
    await page.getByRole('heading', { name: 'Masallarım', level: 1 }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Bulunduğunuz yer' });
    expect(await trail.innerText()).toMatch(/Ana Sayfa\s*\/\s*Derleyici\s*\/\s*Masallarım/);
    expect(await trail.getByText('Masallarım').getAttribute('aria-current')).toBe('page');
    for (const tale of SEED) await page.getByRole('row').filter({ hasText: tale.taleName }).waitFor(SLOW);
    await networkQuiet(page);
    await expectAccessible(page, `list ${look}`);
    await expectFits(page);
    // The arrow-key hint is on the screen where a keyboard is (on a phone only screen readers get it).
    const hintShown = await page.getByText('ok tuşlarıyla gezinebilirsiniz', { exact: false }).boundingBox();
    expect((hintShown?.height ?? 0) > 1).toBe(viewport.width >= 600);
    await saveScreenshot(page, `identity-list-${look}`);

    // A form.
    await page.goto('/masal/taleSave');
    await page.getByLabel('Masal Adı', { exact: true }).waitFor();
    await networkQuiet(page);
    await expectAccessible(page, `form ${look}`);
    await saveScreenshot(page, `identity-form-${look}`);
    await context.close();
    expect(problems).toEqual([]);
  });

  it('publishes an accessibility statement with a contact, open without signing in', async () => {
    const { page, problems } = await writerPage(PHONE, false, '/masal/sample-page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Erişilebilirlik beyanı' }).click();
    await page.getByRole('heading', { name: 'Erişilebilirlik Beyanı', level: 1 }).waitFor();
    await expectAccessible(page, 'accessibility statement');
    await expectFits(page);
    await saveScreenshot(page, 'accessibility-statement-phone');
    const visitor = await e2e.newPage(DESKTOP);
    await visitor.page.goto('/erisilebilirlik#iletisim');
    await visitor.page.getByRole('heading', { name: 'Geri bildirim ve iletişim', level: 2 }).waitFor();
    expect(visitor.page.url()).toContain('/erisilebilirlik');
    expect(problems).toEqual([]);
  });

  it('names the phone menu, and shows the settings drawer whole over the app bar with a close button', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, problems } = await writerPage(viewport, false, '/masal/sample-page');
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        const menu = page.getByRole('dialog', { name: 'Ana menü' });
        await menu.getByRole('link', { name: 'Masallarım' }).waitFor();
        await expectAccessible(page, 'phone menu open');
        await saveViewportShot(page, 'phone-menu-open');
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
      }
      await page.getByRole('button', { name: 'Görünüm ayarları' }).click();
      const drawer = page.getByRole('dialog', { name: 'Görünüm Ayarları' });
      const heading = drawer.getByRole('heading', { name: 'Görünüm Ayarları' });
      await heading.waitFor();
      await animationsDone(page);
      // Nothing (the app bar) lies over the heading or the close button.
      const close = drawer.getByRole('button', { name: 'Kapat' });
      for (const target of [heading, close]) {
        const topmost = await target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(hit && el.contains(hit));
        });
        expect(topmost).toBe(true);
      }
      await expectAccessible(page, `settings drawer ${viewport.name}`);
      await saveViewportShot(page, `settings-drawer-${viewport.name}`);
      await close.click();
      await drawer.waitFor({ state: 'hidden' });
      expect(problems).toEqual([]);
    }
  });

  it('lets a keyboard reach the tale rows of a grid and says how; shows every row on a phone', async () => {
    const { page, problems } = await writerPage(PHONE, false, '/masal/taleList');
    const grid = page.getByRole('grid');
    for (const tale of SEED) await grid.getByRole('row').filter({ hasText: tale.taleName }).waitFor(SLOW);
    await networkQuiet(page);
    // Every row is inside the grid's visible area: none is cut off below (the 4th row was, on a phone).
    const hidden = await grid.evaluate((el) => {
      const frame = el.getBoundingClientRect();
      return Array.from(el.querySelectorAll('[role="row"][data-rowindex]'))
        .map((row) => ({ text: (row.textContent ?? '').slice(0, 30), box: row.getBoundingClientRect() }))
        .filter(({ box }) => box.bottom > frame.bottom + 1 || box.height < 20)
        .map(({ text }) => text);
    });
    expect(hidden).toEqual([]);
    await saveScreenshot(page, 'tale-grid-all-rows-phone');

    // Tab from the status filter into the grid: the hint comes before it, and the arrows lead to a row's button.
    const hint = page.getByText('Tablodaki satırlar ve sütunlar arasında ok tuşlarıyla gezinebilirsiniz', {
      exact: false,
    });
    expect(await hint.count()).toBe(1);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if (await grid.evaluate((el) => el.contains(document.activeElement))) break;
    }
    expect(await grid.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // A phone has no arrow keys: the hint is there for a screen reader, and takes no room on the screen.
    expect((await hint.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
    await saveViewportShot(page, 'tale-grid-keyboard-hint-phone');
    await page.keyboard.press('ArrowDown');
    let onButton = false;
    for (let i = 0; i < 4 && !onButton; i++) {
      await page.keyboard.press('ArrowRight');
      onButton = await page.evaluate(
        () => document.activeElement?.closest('[data-field="actions"]') !== null,
      );
    }
    expect(onButton).toBe(true);
    expect(problems).toEqual([]);
  });

  it('fits every column of the users list beside the menu at 1280 px, "Son giriş" too', async () => {
    const { page, problems } = await e2e.openAs(admin, DESKTOP, '/masal/users');
    await page.getByRole('heading', { name: 'Kullanıcılar', level: 1 }).waitFor();
    await page.getByRole('grid').getByRole('row').nth(2).waitFor(SLOW);
    // Every column lies inside the grid's box, its title whole (they ran 180 px past it, "Son giriş" last).
    const cut = await page.getByRole('grid').evaluate((grid) => {
      const right = grid.getBoundingClientRect().right;
      const headers = Array.from(grid.querySelectorAll<HTMLElement>('[role="columnheader"]'));
      return {
        outside: headers.filter((h) => h.getBoundingClientRect().right > right + 1).map((h) => h.innerText),
        truncated: headers
          .map((h) => h.querySelector<HTMLElement>('.MuiDataGrid-columnHeaderTitle'))
          .filter((t) => t && t.scrollWidth > t.clientWidth)
          .map((t) => t?.textContent),
        lastSignIn: headers.some((h) => h.innerText.trim() === 'Son giriş'),
      };
    });
    expect(cut).toEqual({ outside: [], truncated: [], lastSignIn: true });
    await saveScreenshot(page, 'users-list-desktop');
    expect(problems).toEqual([]);
  });

  it('keeps the search box outlined against the app bar, light and dark, right-to-left', async () => {
    for (const dark of [false, true]) {
      const { page, problems, context } = await e2e.newPage(DESKTOP);
      await useTheme(context, { rtl: true, dark });
      await useSession(context, admin);
      await page.goto('/masal/sample-page');
      const search = page.getByRole('search');
      await search.waitFor();
      await saveViewportShot(page, `header-search-rtl-${dark ? 'dark' : 'light'}`);
      // The field's edge (its border, or failing that its fill) against the bar: at least 3:1 (WCAG 1.4.11).
      const contrast = await search.locator('.MuiFilledInput-root').evaluate((field) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number).slice(0, 3);
        const lum = (c: string) => {
          const [r = 0, g = 0, b = 0] = rgb(c).map((v) => {
            const x = v / 255;
            return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const ratio = (a: string, b: string) => {
          const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
          return (hi + 0.05) / (lo + 0.05);
        };
        const bar = getComputedStyle(field.closest('header') as HTMLElement).backgroundColor;
        const style = getComputedStyle(field);
        const border = style.borderTopWidth !== '0px' ? ratio(style.borderTopColor, bar) : 0;
        const fill = style.backgroundColor.startsWith('rgba') ? 0 : ratio(style.backgroundColor, bar);
        return Math.max(border, fill);
      });
      expect(contrast, dark ? 'dark' : 'light').toBeGreaterThanOrEqual(3);
      await context.close();
      expect(problems).toEqual([]);
    }
  });
});
