/**
 * The database goes away under a compiler's work: the server runs on this machine's
 * PostgreSQL through a relay the spec cuts. Saving then keeps what was typed on the page and on the device and
 * says so; the home page's figures say the database is out of reach; once it is back, the same save succeeds
 * without a restart. Screenshots at 390 and 1280 px.
 */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TcpProxy, tcpProxy } from '../packages/server/test/support/tcp-proxy.ts';
import { DESKTOP, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { dismissBankTip } from './support/screen.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';
import { createActiveWriter, type Writer } from './support/writer.ts';

const POSTGRES = { host: '127.0.0.1', port: 5432 };
// Its own name per run, so runs on one machine (two checkouts, CI beside a developer) never drop each other's.
const DATABASE = `masal_e2e_outage_${process.pid}`;

/** One statement as the server's superuser on its `postgres` database; false when there is no server to use. */
async function asAdmin(sql: string): Promise<boolean> {
  const admin = new pg.Client({ ...POSTGRES, user: 'postgres', database: 'postgres' });
  try {
    await admin.connect();
  } catch {
    return false;
  }
  try {
    await admin.query(sql);
    return true;
  } finally {
    await admin.end();
  }
}

const dropDatabase = () => asAdmin(`drop database if exists ${DATABASE} with (force)`);

/** A clean database of its own on the machine's PostgreSQL; false when there is no server to use. */
const freshDatabase = async () => (await dropDatabase()) && asAdmin(`create database ${DATABASE}`);

const available = await freshDatabase();
let proxy: TcpProxy;
let e2e: E2e;
let writer: Writer;

beforeAll(async () => {
  if (!available) return;
  proxy = await tcpProxy(POSTGRES);
  e2e = await openE2e({
    DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/${DATABASE}`,
    SECRET_KEY: 'e2e-outage-secret-key-'.padEnd(48, 'x'),
  });
  writer = await createActiveWriter(e2e.server);
});
afterAll(async () => {
  await e2e?.close();
  await proxy?.close();
  if (available) await dropDatabase();
});

const save = (page: Page) => page.getByRole('button', { name: 'Taslak Olarak Kaydet' }).click();

describe.skipIf(!available)('PostgreSQL out of reach under the tale form', () => {
  it.each([
    PHONE,
    DESKTOP,
  ])('keeps what was typed and saves it once the database is back (%s)', async (viewport: Viewport) => {
    const { page, problems } = await e2e.newPage(viewport);
    await signInThroughForm(page, writer.email, writer.password);
    await dismissBankTip(page);
    await page.goto('/masal/taleSave');
    const name = `Kesintide Yazılan Masal ${viewport.name}`;
    await page.getByLabel('Masal Adı', { exact: true }).fill(name);
    await page.getByLabel('Ana Masal Metni').fill('Bir varmış bir yokmuş, veritabanı gitmiş.');

    await proxy.cut();
    try {
      await save(page);
      await page.getByText('Bağlantı kurulamadı; değişiklikleriniz bu cihazda saklandı.').waitFor();
      expect(await page.getByLabel('Masal Adı', { exact: true }).inputValue()).toBe(name);
      expect(page.url()).toMatch(/\/masal\/taleSave$/);
      await saveScreenshot(page, `database-outage-form-${viewport.name}`);
    } finally {
      await proxy.restore();
    }

    await save(page);
    await page.waitForURL(/taleId=\d+/);
    await page.getByText('Bütün değişiklikler kaydedildi.').waitFor();
    expect(await page.getByLabel('Ana Masal Metni').inputValue()).toBe(
      'Bir varmış bir yokmuş, veritabanı gitmiş.',
    );
    expect(problems).toEqual([]);
  });

  it('a call the page does not keep locally shows the Turkish message where the person is', async () => {
    const { page, problems } = await e2e.newPage(DESKTOP);
    await signInThroughForm(page, writer.email, writer.password);
    await dismissBankTip(page);
    await page.goto('/masal/profile');
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    const details = page.getByRole('form', { name: 'Kişisel ve banka bilgileri' });
    const job = details.getByLabel('Meslek', { exact: true });
    await job.fill('Öğretmen');
    await proxy.cut();
    try {
      await details.getByRole('button', { name: 'Kaydet' }).click();
      await page
        .getByText('Veritabanına şu an ulaşılamıyor; lütfen biraz sonra yeniden deneyin.')
        .first()
        .waitFor();
      expect(page.url()).toMatch(/\/masal\/profile$/);
      expect(await job.inputValue()).toBe('Öğretmen');
      await saveScreenshot(page, 'database-outage-profile-desktop');
    } finally {
      await proxy.restore();
    }
    expect(problems).toEqual([]);
  });
});
