/**
 * The whole open archive as a file: JSON Lines (one PublishedTale a line, UTF-8) or CSV through the one CSV
 * writer of every download (UTF-8 with a BOM, `;`, formulas neutralised: the texts are anyone's to open in a
 * spreadsheet). Written as the batches are read; a reader who leaves stops the reading.
 */
import { Readable } from 'node:stream';
import { type PublishedTale, t } from '@masal/shared';
import { type CsvRecord, csvStream } from '../../downloads/csv.ts';

export const OPEN_DATA_CSV_NAME = t('openData.csv.fileName');

export function openDataJsonl(batches: AsyncIterable<PublishedTale[]>): Readable {
  return Readable.from(
    (async function* () {
      for await (const batch of batches) yield batch.map((tale) => `${JSON.stringify(tale)}\n`).join('');
    })(),
  );
}

const COLUMNS = [
  'taleId',
  'url',
  'taleName',
  'text',
  'abstract',
  'groupName',
  'subGroupName',
  'typeAtu',
  'typeTtv',
  'area',
  'city',
  'complationDate',
  'compilerNameSurname',
  'narratorNameSurname',
  'attachments',
  'license',
  'licenseUrl',
  'citation',
  'publishedAt',
] as const;

/** A tale's cells, in COLUMNS' order: its files by name, one line each. */
const csvRecord = (tale: PublishedTale): CsvRecord => [
  tale.taleId,
  tale.url,
  tale.taleName,
  tale.text,
  tale.abstract,
  tale.groupName,
  tale.subGroupName,
  tale.typeAtu,
  tale.typeTtv,
  tale.area,
  tale.city,
  tale.complationDate,
  tale.compilerNameSurname,
  tale.narratorNameSurname,
  tale.attachments.map((f) => f.fileName).join('\n'),
  tale.license.name,
  tale.license.url,
  tale.citation,
  tale.publishedAt,
];

export function openDataCsv(batches: AsyncIterable<PublishedTale[]>): Readable {
  return csvStream(
    (async function* () {
      yield [COLUMNS.map((column) => t(`openData.csv.${column}`))];
      for await (const batch of batches) yield batch.map(csvRecord);
    })(),
  );
}
