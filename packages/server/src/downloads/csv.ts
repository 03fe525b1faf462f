/**
 * The one CSV writer of every download (csv-stringify), in the form Excel opens in Turkish as it is: UTF-8 with a
 * BOM, `;` between fields (the comma is the decimal separator), CRLF line ends, a field quoted when it holds `;`,
 * a quote or a line break. A cell that begins with = + - @, a tab or a CR gets a leading apostrophe, so a
 * spreadsheet shows it as text instead of running it as a formula (a number such as -2 stays a number).
 */
import { Readable } from 'node:stream';
import { formatDecimal } from '@masal/shared';
import { type Options, stringify } from 'csv-stringify/sync';

type CsvCell = string | number | null;
export type CsvRecord = readonly CsvCell[];

const CSV_OPTIONS: Options = {
  bom: true,
  delimiter: ';',
  record_delimiter: 'windows',
  // A line break inside a field is quoted even though the records end with CRLF.
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: { number: (value) => formatDecimal(value) },
};

/** A whole file of bounded size. */
export function csvText(records: readonly CsvRecord[]): string {
  return stringify(records as CsvCell[][], CSV_OPTIONS);
}

/**
 * A file of any length, written as its records are read, a batch at a time (one chunk per batch, not one per
 * record): a reader that stops reading stops the records being read.
 */
export function csvStream(batches: AsyncIterable<readonly CsvRecord[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      for await (const batch of batches) {
        yield stringify(batch as CsvCell[][], { ...CSV_OPTIONS, bom: first });
        first = false;
      }
    })(),
  );
}
