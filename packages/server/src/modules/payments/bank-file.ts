/**
 * The bank file of issue 16, written as it is read: CSV (UTF-8 with BOM so Excel shows Turkish letters, `;`
 * separated, decimal comma) or XLSX (exceljs's streaming writer). Either holds one batch of lines at a time,
 * and ends with a total row (issue 26): how many payments and how much, for checking against the bank's sum.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface BankLine {
  paymentId: number;
  nameSurname: string;
  identityNo: string;
  iban: string;
  bankName: string;
  amountKurus: number;
  description: string;
}

const HEADER = ['Ödeme No', 'Ad Soyad', 'TC Kimlik No', 'IBAN', 'Banka', 'Tutar (TL)', 'Açıklama'];

/** 123456 kuruş → "1234,56": no thousands separator, which bank imports read as part of the number. */
const decimalComma = (kurus: number) => `${Math.trunc(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;

/**
 * A CSV field: quoted when it holds the separator, a quote or a line break; a leading = + - @ is taken
 * literally by spreadsheets only behind an apostrophe (formula injection).
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: string[]) => `${fields.map(csvField).join(';')}\r\n`;

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
    return ['Toplam', `${this.count} ödeme`];
  }
}

export function csvFile(batches: AsyncIterable<BankLine[]>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(HEADER)}`;
      const total = new Total();
      for await (const batch of batches) {
        total.add(batch);
        yield batch
          .map((l) =>
            csvLine([
              String(l.paymentId),
              l.nameSurname,
              l.identityNo,
              l.iban,
              l.bankName,
              decimalComma(l.amountKurus),
              l.description,
            ]),
          )
          .join('');
      }
      yield csvLine([...total.label, '', '', '', decimalComma(total.kurus), '']);
    })(),
  );
}

/** What exceljs 4.4 pipes a streamed sheet's XML into: the zip's input (readable-stream 2, no writableNeedDrain). */
interface ZipInput {
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * The sheet writes its rows into the zip without waiting for it (exceljs 4.4), so deflate falls behind and
 * the XML piles up in memory; waiting for the zip's input to drain every ROWS_PER_WAIT rows keeps it bounded.
 */
function zipInputOf(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  return (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
}
const ROWS_PER_WAIT = 100;

export function xlsxFile(batches: AsyncIterable<BankLine[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Ödemeler');
  sheet.columns = HEADER.map((header, i) => ({ header, width: [10, 28, 14, 32, 28, 14, 50][i] }));
  const amount = sheet.getColumn(6);
  amount.numFmt = '#,##0.00';
  const drained = (stream: { once(event: 'drain', listener: () => void): unknown }) =>
    new Promise<void>((resolve) => stream.once('drain', resolve));
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
        if (written % ROWS_PER_WAIT !== 0) continue;
        const zipInput = zipInputOf(sheet);
        if (zipInput?._writableState?.needDrain) await drained(zipInput);
        // The reader sets the pace too: wait while the file's bytes are not taken.
        if (out.writableNeedDrain) await drained(out);
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
