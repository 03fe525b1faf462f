/**
 * The bank file of approved payments, written as it is read: CSV (the downloads' one CSV writer — UTF-8 with BOM
 * so Excel shows Turkish letters, `;` separated — with the amount in decimal comma) or XLSX (exceljs's streaming
 * workbook writer). Either holds one batch of lines at a time, and ends with a total row: how many payments and
 * how much, for checking against the bank's sum.
 */
import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatDecimal, t } from '@masal/shared';
import type ExcelJS from 'exceljs';
import { type CsvRecord, csvStream } from '../../downloads/csv.ts';

export interface BankLine {
  paymentId: number;
  nameSurname: string;
  identityNo: string;
  iban: string;
  bankName: string;
  amountKurus: number;
  description: string;
}

const HEADER = [
  t('payments.bankFile.paymentId'),
  t('payments.bankFile.nameSurname'),
  t('payments.bankFile.identityNo'),
  t('payments.bankFile.iban'),
  t('payments.bankFile.bankName'),
  t('payments.bankFile.amount'),
  t('payments.bankFile.description'),
];

/** 123456 kuruş → "1234,56". */
const amount = (kurus: number) => formatDecimal(kurus / 100, 'fixed');

/** The lines' count and sum, kept as they stream past. */
class Total {
  count = 0;
  kurus = 0;
  add(lines: BankLine[]) {
    for (const l of lines) {
      this.count += 1;
      this.kurus += l.amountKurus;
    }
  }
  /** The first two cells of the total row: "Toplam", "2 ödeme". */
  get label(): [string, string] {
    return [t('payments.bankFile.total'), t('payments.bankFile.totalCount', { count: this.count })];
  }
}

export function csvFile(batches: AsyncIterable<BankLine[]>): Readable {
  return csvStream(
    (async function* (): AsyncGenerator<CsvRecord[]> {
      yield [HEADER];
      const total = new Total();
      for await (const batch of batches) {
        total.add(batch);
        yield batch.map((l) => [
          String(l.paymentId),
          l.nameSurname,
          l.identityNo,
          l.iban,
          l.bankName,
          amount(l.amountKurus),
          l.description,
        ]);
      }
      yield [[...total.label, '', '', '', amount(total.kurus), '']];
    })(),
  );
}

/** Rows made between two looks at the pace of the file. */
const ROWS_PER_TURN = 100;

/** Resolves when `stream` can take more, or is gone (the reader left). */
const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * exceljs, loaded at the first XLSX file: it adds ~16 MB of resident memory to every server otherwise (a static
 * import loads it at start, also in the bundle, where external packages stay imports).
 */
const excel = () => createRequire(import.meta.url)('exceljs') as typeof ExcelJS;

/**
 * The sheet hands each committed row to the zip without waiting for it, so two things set the pace, every
 * ROWS_PER_TURN rows: a turn of the event loop, in which the zip's deflate (on libuv's thread pool) takes what
 * was made; and the file's reader — while the bytes already made are not taken (`writableNeedDrain`), no more
 * rows are made.
 */
export function xlsxFile(batches: AsyncIterable<BankLine[]>): Readable {
  const out = new PassThrough();
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(t('payments.bankFile.sheet'));
  sheet.columns = HEADER.map((header, i) => ({ header, width: [10, 28, 14, 32, 28, 14, 50][i] }));
  const amount = sheet.getColumn(6);
  amount.numFmt = '#,##0.00';
  (async () => {
    let written = 0;
    const total = new Total();
    for await (const batch of batches) {
      total.add(batch);
      for (const l of batch) {
        sheet
          .addRow([
            l.paymentId,
            l.nameSurname,
            l.identityNo,
            l.iban,
            l.bankName,
            l.amountKurus / 100,
            l.description,
          ])
          .commit();
        written += 1;
        if (written % ROWS_PER_TURN !== 0) continue;
        await nextTurn();
        if (out.writableNeedDrain) await drainedOrClosed(out);
        // The reader left: stop reading the payments (leaving the loop closes their cursor).
        if (out.destroyed) return;
      }
    }
    const totalRow = sheet.addRow([...total.label, null, null, null, total.kurus / 100, null]);
    totalRow.font = { bold: true };
    totalRow.commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
