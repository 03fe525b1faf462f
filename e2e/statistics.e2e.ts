/**
 * `/masal/statistics` (admin): the figures in depth over tales taken through the workflow — by status,
 * type, month, region, province, institution and the editors' days to a decision — for the public statuses or
 * every status, between two days kept in the URL; each chart with its table; the CSV of what the screen shows
 * (UTF-8 with BOM, `;` separated). A compiler is sent to /401. Screenshots at 390 and 1280 px; nothing scrolls
 * sideways; axe finds nothing.
 */

import { readFile } from 'node:fs/promises';
import { ACTION, actionName } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvSections } from '../packages/server/test/support/csv.ts';
import { type ApiSession, signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { shownDate, typeDate } from './support/date-field.ts';
import { createDeciders, decidedTaleWithApi, type SeedTale } from './support/decided-tales.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const SEED: readonly SeedTale[] = [
  { taleName: 'Keloğlan ile Dev', area: 'Karadeniz', city: 'Trabzon', actionId: ACTION.published },
  { taleName: 'Tembel Ahmet ile Cin Padişahı', area: 'Ege', city: 'İzmir', actionId: ACTION.published },
  { taleName: 'Köse ile Padişahın Kızı', area: 'Ege', city: 'İzmir', actionId: ACTION.completed },
  { taleName: 'Sır Küpü Masalı', area: 'Karadeniz', city: 'Trabzon', actionId: ACTION.privateContent },
  { taleName: 'Bekleyen Masal', area: 'Marmara', city: 'Bursa', actionId: ACTION.submitted },
];
const PUBLIC: readonly number[] = [ACTION.completed, ACTION.published];
const isPublic = (s: SeedTale) => PUBLIC.includes(s.actionId);
/** Tales the editor decided on (forwarded to the advisory board): all but the one still waiting. */
const DECIDED = SEED.filter((s) => s.actionId !== ACTION.submitted).length;

let e2e: E2e;
let admin: ApiSession;
let writer: ApiSession;

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

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
/** Today as the date field shows it (GG.AA.YYYY). */
const todayShown = () => today().split('-').reverse().join('.');
const total = (page: Page) => page.getByTestId('statistics-total');
const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Opens a chart's table and answers the count in the row that names `label`. */
async function tableCount(page: Page, title: string, label: string): Promise<string> {
  const card = section(page, title);
  const toggle = card.getByRole('button', { name: 'Tabloyu göster' });
  if (await toggle.isVisible()) await toggle.click();
  const row = card.getByRole('table', { name: title }).getByRole('row', { name: label, exact: false });
  return ((await row.getByRole('cell').last().textContent()) ?? '').trim();
}

/** The widths of the throughput chart's bars (median and 90th percentile per editor), in whole pixels. */
async function throughputBarWidths(page: Page): Promise<number[]> {
  const chart = page.getByRole('img', { name: 'Editörlerin karar süreleri grafiği; sayılar tabloda' });
  await chart.waitFor(SLOW);
  return chart
    .locator('.MuiBarElement-root')
    .evaluateAll((bars) => bars.map((b) => Math.round(b.getBoundingClientRect().width)));
}

describe('admin statistics', () => {
  it('shows the figures by scope and days, with tables, and downloads them as CSV', async () => {
    const { page, problems } = await e2e.signedIn(DESKTOP);
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'İstatistikler' })
      .click();
    await page.waitForURL(/\/masal\/statistics$/);
    await page.getByRole('heading', { name: 'İstatistikler', level: 1 }).waitFor();

    // Public figures: completed and published only.
    const publicCount = SEED.filter(isPublic).length;
    await expect
      .poll(() => total(page).textContent(), SLOW)
      .toBe(`Tamamlanan ve yayımlanan: ${publicCount} masal`);
    expect(await tableCount(page, 'Durumlara göre', actionName(ACTION.published))).toBe(
      String(SEED.filter((s) => s.actionId === ACTION.published).length),
    );
    expect(await tableCount(page, 'Bölgelere göre', 'Ege')).toBe(
      String(SEED.filter((s) => isPublic(s) && s.area === 'Ege').length),
    );
    expect(await tableCount(page, 'İllere göre', 'Trabzon')).toBe(
      String(SEED.filter((s) => isPublic(s) && s.city === 'Trabzon').length),
    );
    // The editor's days to a decision: every forwarded tale, whatever its status now.
    await expect
      .poll(() => page.getByTestId('throughput-overall').textContent(), SLOW)
      .toMatch(new RegExp(`^${DECIDED} karar;`));
    expect(await tableCount(page, 'Editörlerin karar süreleri', 'Deniz Karar')).toBe(String(DECIDED));
    // Decided within minutes reads "0" days, so no bar may show a length.
    expect(await page.getByTestId('throughput-overall').textContent()).toContain('ortanca 0 gün');
    expect((await throughputBarWidths(page)).filter((width) => width > 0)).toEqual([]);
    await page.getByRole('img', { name: 'Durumlara göre grafiği; sayılar tabloda' }).waitFor(SLOW);
    await expectAccessible(page, 'statistics, public');
    await expectFits(page);
    await saveScreenshot(page, 'statistics-desktop');

    // Every status, in the URL.
    await page.getByRole('button', { name: 'Tüm durumlar' }).click();
    await page.waitForURL(/scope=all/);
    await expect.poll(() => total(page).textContent(), SLOW).toBe(`Tüm durumlarda: ${SEED.length} masal`);
    expect(await tableCount(page, 'Durumlara göre', actionName(ACTION.privateContent))).toBe('1');

    // Days: today holds every tale; a month long ago none, and a reload keeps the filter.
    await typeDate(page, 'Başlangıç tarihi', todayShown().replaceAll('.', ''));
    await page.waitForURL(new RegExp(`from=${today()}`));
    await expect.poll(() => total(page).textContent(), SLOW).toBe(`Tüm durumlarda: ${SEED.length} masal`);

    // The CSV of the screen's filters: BOM, `;`, the Turkish sections.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('MasalIstatistik.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const sections = csvSections(csv.slice(1));
    const statuses = sections.get('Durumlara göre') ?? [];
    expect(statuses[0]).toEqual(['Durum', 'Masal sayısı']);
    for (const actionId of new Set(SEED.map((s) => s.actionId))) {
      expect(statuses).toContainEqual([
        actionName(actionId),
        String(SEED.filter((s) => s.actionId === actionId).length),
      ]);
    }
    const provinces = sections.get('İllere göre') ?? [];
    expect(provinces).toHaveLength(1 + 81);
    expect(provinces).toContainEqual(['Bursa', '16', 'Marmara', '1']);
    expect([...sections.keys()]).toEqual(
      expect.arrayContaining(['Masal türlerine göre', 'Aylara göre', 'Bölgelere göre', 'Kurumlara göre']),
    );

    await page.goto('/masal/statistics?scope=all&from=2020-01-01&to=2020-01-31');
    await expect.poll(() => total(page).textContent(), SLOW).toBe('Tüm durumlarda: 0 masal');
    expect(await shownDate(page, 'Bitiş tarihi')).toBe('31.01.2020');
    await section(page, 'Durumlara göre').getByText('Bu süzgeçlere uyan masal yok.').waitFor();
    expect(problems).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, problems } = await e2e.adminScreen(PHONE, '/masal/statistics', 'İstatistikler');
    await total(page).waitFor(SLOW);
    await page.getByRole('img', { name: 'İllere göre grafiği; sayılar tabloda' }).waitFor(SLOW);
    await section(page, 'İllere göre').getByRole('button', { name: 'Tabloyu göster' }).click();
    await expectFits(page);
    await expectAccessible(page, 'statistics, phone');
    await saveScreenshot(page, 'statistics-phone');
    expect(problems).toEqual([]);
  });

  it('sends a compiler to /401', async () => {
    const { page } = await e2e.openAs(writer, DESKTOP, '/masal/statistics');
    await page.waitForURL(/\/401$/);
  });
});
