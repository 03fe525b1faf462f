/**
 * The bank export: the file parsed back — CSV with BOM, `;` and decimal comma; XLSX read with
 * exceljs — equals the selected approved payments exactly, Turkish letters intact; people without a valid
 * IBAN or bank name are left out; every export is recorded and audited with the SHA-256 of the bytes sent.
 */
import { createHash } from 'node:crypto';
import { MSG, ROLE } from '@masal/shared';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentExportItems, paymentExports } from '../src/db/schema/index.ts';
import { parseCsv } from './support/csv.ts';
import { signedInUser } from './support/factories.ts';
import { call, createPayment, setBankDetails, validIban } from './support/payment-fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;
let ctx: TestApp;
let admin: User;
let ready: User;
let noIban: User;
let noBank: User;
const BANK = 'Türkiye İş Bankası A.Ş.';
const ids = { first: 0, second: 0, noIban: 0, noBank: 0, pending: 0 };
const taleIds = { first: 0, second: 0 };

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  ready = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Çağrı', surname: 'Şenöz' });
  noIban = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Işıl', surname: 'Güneş' });
  noBank = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Ömer', surname: 'Ünlü' });
  await setBankDetails(ctx, ready.userId, { iban: validIban(42), bankName: BANK });
  await setBankDetails(ctx, noIban.userId, { iban: null, bankName: BANK });
  await setBankDetails(ctx, noBank.userId, { iban: validIban(43), bankName: '' });
  const approved = { status: 'approved' as const, approvedAt: new Date() };
  ({ paymentId: ids.first, taleId: taleIds.first } = await createPayment(ctx, {
    userId: ready.userId,
    taleName: 'Şahmeran',
    amountKurus: 123_456,
    ...approved,
  }));
  ({ paymentId: ids.second, taleId: taleIds.second } = await createPayment(ctx, {
    userId: ready.userId,
    taleName: 'Keloğlan; "Dev"',
    amountKurus: 7,
    ...approved,
  }));
  ids.noIban = (await createPayment(ctx, { userId: noIban.userId, ...approved })).paymentId;
  ids.noBank = (await createPayment(ctx, { userId: noBank.userId, ...approved })).paymentId;
  ids.pending = (await createPayment(ctx, { userId: ready.userId })).paymentId;
});
afterAll(async () => {
  await ctx?.close();
});

/** What the bank file must list: the ready person's two payments, in payment id order. */
const expectedRows = () => [
  [
    String(ids.first),
    'Çağrı Şenöz',
    ready.identityNo,
    validIban(42),
    BANK,
    '1234,56',
    // The payee's statement names the tale by the number they were mailed, not the payment id.
    `Masal no ${taleIds.first} ödemesi: Şahmeran`,
  ],
  [
    String(ids.second),
    'Çağrı Şenöz',
    ready.identityNo,
    validIban(42),
    BANK,
    '0,07',
    `Masal no ${taleIds.second} ödemesi: Keloğlan; "Dev"`,
  ],
];

/** The file ends with how many payments and how much, in the amount column's format. */
const TOTAL_ROW = ['Toplam', '2 ödeme', '', '', '', '1234,63', ''];

const exportOf = (query: string) => call(ctx, admin.token, 'GET', `/v1/payments/export?${query}`);

async function lastExport() {
  const [record] = await ctx.database.db
    .select()
    .from(paymentExports)
    .orderBy(desc(paymentExports.exportId))
    .limit(1);
  const items = await ctx.database.db
    .select({ paymentId: paymentExportItems.paymentId })
    .from(paymentExportItems)
    .where(eq(paymentExportItems.exportId, record?.exportId ?? 0));
  const [audit] = await ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, `export-${record?.exportId}`));
  return { record, items: items.map((i) => i.paymentId).sort((a, b) => a - b), audit };
}

describe('GET /v1/payments/export', () => {
  const selection = () => [ids.first, ids.second, ids.noIban, ids.noBank].join(',');

  it('CSV: UTF-8 with BOM, `;`, decimal comma; exactly the ready rows; audited with the file’s SHA-256', async () => {
    const response = await exportOf(`format=csv&paymentIds=${selection()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=odemeler-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'Ödeme No',
      'Ad Soyad',
      'TC Kimlik No',
      'IBAN',
      'Banka',
      'Tutar (TL)',
      'Açıklama',
    ]);
    expect(rows).toEqual([...expectedRows(), TOTAL_ROW]);

    const { record, items, audit } = await lastExport();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(record).toMatchObject({
      actorUserId: admin.userId,
      format: 'csv',
      sha256,
      rowCount: 2,
      byteCount: bytes.length,
    });
    expect(items).toEqual([ids.first, ids.second]);
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      action: 'payment.export',
      details: { format: 'csv', sha256, rows: 2, skippedWithoutBankDetails: 2 },
    });
  });

  it('XLSX (read back with exceljs): the same rows, the amount a number of lira', async () => {
    const response = await exportOf(`format=xlsx&paymentIds=${selection()}`);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Ödeme No',
      'Ad Soyad',
      'TC Kimlik No',
      'IBAN',
      'Banka',
      'Tutar (TL)',
      'Açıklama',
    ]);
    const total = rows.pop() ?? [];
    expect([total[0], total[1], total[5]]).toEqual(['Toplam', '2 ödeme', 1234.63]);
    expect(rows.slice(1)).toEqual(
      expectedRows().map(([id, name, tc, iban, bank, amount, text]) => [
        Number(id),
        name,
        tc,
        iban,
        bank,
        Number(amount?.replace(',', '.')),
        text,
      ]),
    );
    const { record, items } = await lastExport();
    expect(record?.sha256).toBe(createHash('sha256').update(response.rawPayload).digest('hex'));
    expect(record?.format).toBe('xlsx');
    expect(items).toEqual([ids.first, ids.second]);
  });

  it('takes the admin’s filters instead of ids: their approved payments only', async () => {
    const response = await exportOf('format=csv&compiler=şenöz');
    expect(response.statusCode, response.body).toBe(200);
    expect(parseCsv(response.rawPayload.subarray(3).toString('utf8')).slice(1)).toEqual([
      ...expectedRows(),
      TOTAL_ROW,
    ]);
  });

  it('refuses a selection with a payment that is not approved (409) or unknown (400), recording nothing', async () => {
    const before = await lastExport();
    const pending = await exportOf(`format=csv&paymentIds=${ids.first},${ids.pending}`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(MSG.paymentNotApproved);
    expect((await exportOf(`format=csv&paymentIds=${ids.first},2000000000`)).statusCode).toBe(400);
    const badFormat = await exportOf('format=pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(JSON.stringify(badFormat.json())).toContain(MSG.paymentFormatInvalid);
    expect((await lastExport()).record).toEqual(before.record);
  });

  it('the admin list marks who cannot be paid by bank, without showing anyone’s IBAN', async () => {
    const response = await call(ctx, admin.token, 'GET', '/v1/payments/admin?status=approved');
    const rows: Array<{ paymentId: number; bankReady: boolean }> = response.json().rows;
    expect(Object.fromEntries(rows.map((r) => [r.paymentId, r.bankReady]))).toEqual({
      [ids.first]: true,
      [ids.second]: true,
      [ids.noIban]: false,
      [ids.noBank]: false,
    });
    expect(response.body).not.toContain(validIban(42));
    expect(response.body).not.toContain(ready.identityNo);
  });
});
