/**
 * `/masal/payments` and `/masal/paymentsAdmin`: a tale approved in the workflow accrues its payment,
 * shown pending on the compiler's page; the admin approves it, downloads the bank file (parsed here: BOM, `;`,
 * decimal comma, Turkish letters) and marks it paid on a date; the compiler then sees it paid with that date.
 * Approving and marking paid ask first with how many, how much and to whom; "Vazgeç" changes nothing, and
 * the approved payment stays checked for the bank file.
 * Screenshots at 390 and 1280 px of both screens; nothing scrolls sideways; axe finds nothing.
 */

import { readFile } from 'node:fs/promises';
import { ACTION, formatKurus, paymentAmountKurus } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../packages/server/test/support/csv.ts';
import { validIban } from '../packages/server/test/support/payment-fixtures.ts';
import { type ApiSession, signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { typeDate } from './support/date-field.ts';
import { createDeciders, decidedTaleWithApi } from './support/decided-tales.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, saveViewportShot } from './support/layout-checks.ts';
import { toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const TALE = 'Çırağın Şaşkın Güğümü';
const NAME = 'Çiğdem';
const SURNAME = 'Öztürkoğlu';
const BANK = 'Türkiye Garanti Bankası A.Ş.';
const IBAN = validIban(1977);

let e2e: E2e;
let admin: ApiSession;
let writer: ApiSession;
let taleId = 0;
let payment: { paymentId: number; numberOfWord: number; amountKurus: number; coefficient: string };

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  writer = await signInNewWriterWithApi(e2e.server);
  const profile = await e2e.api<{ titleName: string | null; institutionId: number }>(
    writer,
    'GET',
    '/profile',
  );
  await e2e.api(writer, 'PUT', '/profile', {
    name: NAME,
    surname: SURNAME,
    titleName: profile.titleName,
    institutionId: profile.institutionId,
    iban: IBAN,
    bankName: BANK,
  });
  const deciders = await createDeciders(e2e.server, admin);
  taleId = await decidedTaleWithApi(e2e.server, writer, deciders, {
    taleName: TALE,
    area: 'Karadeniz',
    city: 'Trabzon',
    actionId: ACTION.completed,
  });
  const own = await e2e.api<{ rows: (typeof payment & { taleId: number })[] }>(writer, 'GET', '/payments');
  const row = own.rows.find((r) => r.taleId === taleId);
  if (!row) throw new Error('the approved tale accrued no payment');
  payment = row;
});
afterAll(async () => {
  await e2e?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const amount = () => formatKurus(payment.amountKurus);

async function compilerSees(page: Page, status: string) {
  await page.goto('/masal/payments');
  await heading(page, 'Ödemelerim').waitFor();
  const row = page.getByRole('row', { name: new RegExp(TALE) });
  await row.getByText(status).waitFor();
  return row;
}

describe('payments', () => {
  it('accrues, is approved, exported to the bank file and paid; the compiler follows it', async () => {
    // The amount is the frozen words × 25.1 kuruş, to the kuruş.
    expect(payment.coefficient).toBe('25.1');
    expect(payment.amountKurus).toBe(paymentAmountKurus(payment.numberOfWord, '25.1'));

    // The compiler: pending, with the amount in Turkish money format; the menu leads there.
    const compiler = await e2e.openAs(writer, DESKTOP, '/masal/sample-page');
    await compiler.page.getByRole('link', { name: 'Ödemelerim' }).first().click();
    await heading(compiler.page, 'Ödemelerim').waitFor();
    const pending = compiler.page.getByRole('row', { name: new RegExp(TALE) });
    await pending.getByText('Beklemede').waitFor();
    expect(await pending.textContent()).toContain(amount());
    await compiler.page.getByRole('heading', { name: `${new Date().getFullYear()} yılı` }).waitFor();
    await expectAccessible(compiler.page);
    await expectFits(compiler.page);
    await saveScreenshot(compiler.page, 'payments-desktop');
    // The tale's name opens its preview.
    await pending.getByRole('button', { name: TALE }).click();
    const preview = compiler.page.getByRole('dialog');
    await preview.getByText(TALE).first().waitFor();
    await preview.getByRole('button', { name: 'Kapat' }).click();
    await preview.waitFor({ state: 'hidden' });

    // The admin: filter to the compiler, check the payment, approve.
    const { page, problems } = await e2e.openAs(admin, DESKTOP, '/masal/paymentsAdmin?compiler=öztürkoğlu');
    await heading(page, 'Ödeme Yönetimi').waitFor();
    await page.getByText('Yürürlükteki katsayı: 100 kelime başına 25,1 ₺').waitFor();
    const select = page.getByRole('checkbox', {
      name: `${NAME} ${SURNAME}, ${TALE} (masal no ${taleId}), ${amount()}: seç`,
    });
    await select.check();
    // The row names the tale by its number, never by the payment's internal id.
    const taleCell = page.getByRole('row', { name: new RegExp(TALE) });
    await taleCell.getByText(`Masal no: ${taleId}`).waitFor();
    expect(await taleCell.textContent()).not.toContain(`#${payment.paymentId}`);
    await page.getByText(`1 ödeme seçildi · ${amount()}`).waitFor();
    await expectAccessible(page);
    await expectFits(page);
    await saveScreenshot(page, 'payments-admin-desktop');
    // Approving asks first with how many, how much and to whom; "Vazgeç" changes nothing.
    const summary = `1 ödeme, toplam ${amount()}; alıcı: ${NAME} ${SURNAME}.`;
    const row = page.getByRole('row', { name: new RegExp(TALE) });
    await page.getByRole('button', { name: 'Onayla' }).click();
    const approve = page.getByRole('dialog', { name: 'Ödemeler onaylansın mı?' });
    await approve.getByText(summary, { exact: false }).waitFor();
    await animationsDone(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'payments-admin-approve-desktop');
    await approve.getByRole('button', { name: 'Vazgeç' }).click();
    await approve.waitFor({ state: 'detached' });
    await row.getByText('Beklemede').waitFor();
    expect(await select.isChecked()).toBe(true);
    // The same question on a phone.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await page.getByRole('button', { name: 'Onayla' }).click();
    await approve.getByText(summary, { exact: false }).waitFor();
    await animationsDone(page);
    await expectFits(page);
    // A dialog is fixed to the window: shot as the screen shows it, not as a page drawn round it.
    await saveViewportShot(page, 'payments-admin-approve-phone');
    await approve.getByRole('button', { name: 'Vazgeç' }).click();
    await approve.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await page.getByRole('button', { name: 'Onayla' }).click();
    await approve.getByRole('button', { name: 'Onayla' }).click();
    await toast(page).getByText('1 ödeme onaylandı.').waitFor();
    await row.getByText('Onaylandı').waitFor();
    // The approved payment stays checked: the bank file is one click away.
    expect(await select.isChecked()).toBe(true);

    // The bank file: downloaded and read back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Banka dosyası (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^odemeler-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'Ödeme No',
      'Ad Soyad',
      'TC Kimlik No',
      'IBAN',
      'Banka',
      'Tutar (TL)',
      'Açıklama',
    ]);
    expect(lines).toHaveLength(2);
    const kurus = payment.amountKurus;
    const lira = `${Math.trunc(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
    // A total row closes the file, with the count and the sum in the same format.
    expect(lines[1]).toEqual(['Toplam', '1 ödeme', '', '', '', lira, '']);
    expect(lines[0]).toEqual([
      String(payment.paymentId),
      `${NAME} ${SURNAME}`,
      expect.stringMatching(/^[1-9]\d{10}$/),
      IBAN,
      BANK,
      `${Math.trunc(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`,
      `Masal no ${taleId} ödemesi: ${TALE}`,
    ]);

    // Paid on a date, after the same question with the date.
    await select.check();
    await typeDate(page, 'Ödeme tarihi', '03112025');
    await page.getByRole('button', { name: 'Ödendi olarak işaretle' }).click();
    const paidAsk = page.getByRole('dialog', { name: 'Ödemeler ödendi olarak işaretlensin mi?' });
    await paidAsk.getByText(`${summary} Ödeme tarihi: 03.11.2025.`, { exact: false }).waitFor();
    await paidAsk.getByRole('button', { name: 'Vazgeç' }).click();
    await paidAsk.waitFor({ state: 'detached' });
    await row.getByText('Onaylandı').waitFor();
    await page.getByRole('button', { name: 'Ödendi olarak işaretle' }).click();
    await paidAsk.getByRole('button', { name: 'Ödendi olarak işaretle' }).click();
    await toast(page).getByText('1 ödeme ödendi olarak işaretlendi.').waitFor();
    await row.getByText('Ödendi').waitFor();
    expect(await row.textContent()).toContain('03.11.2025');
    expect(problems).toEqual([]);

    // The compiler sees it paid, with the date.
    const paid = await compilerSees(compiler.page, 'Ödendi');
    expect(await paid.textContent()).toContain('03.11.2025');
    expect(compiler.problems).toEqual([]);
  });

  it('both screens fit a phone', async () => {
    const compiler = await e2e.openAs(writer, PHONE, '/masal/payments');
    await heading(compiler.page, 'Ödemelerim').waitFor();
    await compiler.page.getByText(TALE).first().waitFor();
    await expectFits(compiler.page);
    await expectAccessible(compiler.page);
    await saveScreenshot(compiler.page, 'payments-phone');

    const { page } = await e2e.openAs(admin, PHONE, '/masal/paymentsAdmin');
    await heading(page, 'Ödeme Yönetimi').waitFor();
    await page.getByText(TALE).first().waitFor();
    await page.getByRole('checkbox', { name: new RegExp(`\\(masal no ${taleId}\\)`) }).check();
    await page.getByText(`Masal no: ${taleId}`).first().waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'payments-admin-phone');
  });

  it('sends a compiler away from the admin screen', async () => {
    const { page } = await e2e.openAs(writer, DESKTOP, '/masal/paymentsAdmin');
    await page.waitForURL(/\/401/);
    expect(await heading(page, 'Ödeme Yönetimi').count()).toBe(0);
  });
});
