import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, csvText } from './csv.ts';

const BOM = '\uFEFF';
/** The bytes as text, BOM included (a TextDecoder would drop it). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

describe('csvText', () => {
  it('UTF-8 with a BOM, `;`, CRLF, decimal commas; quotes only what needs quoting', () => {
    expect(csvText([['Başlık'], ['a;b', 'x"y', 'iki\nsatır', null, '', 2.5, 1234, 'Çığ'], [], ['son']])).toBe(
      `${BOM}Başlık\r\n"a;b";"x""y";"iki\nsatır";;;2,5;1234;Çığ\r\n\r\nson\r\n`,
    );
  });

  it('neutralises every cell a spreadsheet would run as a formula, and keeps negative numbers numbers', () => {
    expect(csvText([['=1+1', '+90 555', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b', -2]])).toBe(
      `${BOM}'=1+1;'+90 555;'-2;'@SUM(A1);'\tx;"'\rx";a=b;-2\r\n`,
    );
  });
});

describe('csvStream', () => {
  it('writes each batch of records as it is read, one BOM at the start', async () => {
    async function* batches() {
      yield [['Ad', 'Tutar']];
      yield [];
      yield [
        ['=HYPERLINK("x")', '1,50'],
        ['Çiğdem', 2.5],
      ];
    }
    const chunks: string[] = [];
    for await (const chunk of csvStream(batches())) chunks.push(String(chunk));
    expect(chunks.join('')).toBe(`${BOM}Ad;Tutar\r\n"'=HYPERLINK(""x"")";1,50\r\nÇiğdem;2,5\r\n`);
    expect(chunks).toHaveLength(3);
  });

  it('ends with the error when reading the records fails', async () => {
    async function* batches() {
      yield [['Ad']];
      throw new Error('okunamadı');
    }
    await expect(text(csvStream(batches()))).rejects.toThrow('okunamadı');
  });
});
