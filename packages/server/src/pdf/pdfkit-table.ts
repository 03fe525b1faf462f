/**
 * A table of any length drawn straight onto pdfkit: a library that lays a whole document out before writing a
 * byte (pdfmake) would hold a list of 100,000 tales in memory; here each batch of rows is drawn and its bytes
 * handed on before the next batch is read. Pages end as they fill (no buffered pages), and the fonts keep no
 * cache of the words they laid out (`fontLayoutCache: false`): a cache would hold every name and number of the
 * list (about 4 KB a row). Without it each word is laid out anew, which takes three to four times as long.
 *
 * "Sayfa N / M": M is known only at the end, so every page's footer draws it from one form XObject whose content
 * is written last. The footer is in Helvetica, a standard PDF font: the page count's digits are then plain
 * text in the XObject, with no glyphs of an embedded subset to look up.
 */
/// <reference path="./pdfkit.d.ts" />
import type { PDFReference } from 'pdfkit';
import { type PdfFontBytes, type PdfTable, pageLabel } from './pdf-renderer.ts';
import { pdfDocumentClass } from './pdfkit-module.ts';

const MARGIN = 36;
const FONT_SIZE = 8;
const PAD = 3;
/** The footer's font, and the name the page-count XObject gives it. */
const FOOTER_FONT = 'Helvetica';
const COUNT_FONT = 'PageCountFont';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function* streamTable(table: PdfTable, fonts: PdfFontBytes): AsyncGenerator<Buffer> {
  const doc = new (pdfDocumentClass())({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    fontLayoutCache: false,
    lang: 'tr-TR',
    info: { Title: table.title },
  });
  const chunks: Buffer[] = [];
  let ended = false;
  let failed: Error | undefined;
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.on('end', () => {
    ended = true;
  });
  doc.on('error', (error: Error) => {
    failed = error;
  });
  const take = async () => {
    await tick();
    if (failed) throw failed;
    return Buffer.concat(chunks.splice(0));
  };
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const countFont = doc.ref({
    Type: 'Font',
    Subtype: 'Type1',
    BaseFont: FOOTER_FONT,
    Encoding: 'WinAnsiEncoding',
  });
  countFont.end();
  const pageCount: PDFReference = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, 100, 20],
    Resources: { Font: { [COUNT_FONT]: countFont } },
  });
  let pages = 0;
  let width = 0;
  let bottom = 0;
  let xs: number[] = [];
  let widths: number[] = [];

  const drawRow = (cells: readonly string[], header: boolean) => {
    doc.font(header ? 'bold' : 'regular').fontSize(FONT_SIZE);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * PAD }));
    const height = Math.max(...heights) + 2 * PAD;
    if (!header && doc.y + height > bottom) newPage();
    const y = doc.y;
    if (header) doc.rect(MARGIN, y, width, height).fill('#e8e8e8');
    doc.fillColor('#000000');
    cells.forEach((cell, i) => {
      const align = table.columns[i]?.align ?? 'left';
      doc.text(cell, (xs[i] ?? 0) + PAD, y + PAD, { width: (widths[i] ?? 0) - 2 * PAD, align });
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.y = y + height;
  };

  function newPage() {
    doc.addPage();
    pages += 1;
    const { width: pageWidth, height: pageHeight } = doc.page;
    width = pageWidth - 2 * MARGIN;
    bottom = pageHeight - MARGIN - 16;
    const total = table.columns.reduce((sum, c) => sum + c.weight, 0);
    widths = table.columns.map((c) => (c.weight / total) * width);
    xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    // The footer: "Sayfa N / " here, M from the XObject drawn on the same baseline right after it (flipped
    // back upright: pdfkit's y runs down the page).
    doc.font(FOOTER_FONT).fontSize(FONT_SIZE).fillColor('#000000');
    const label = pageLabel(pages, '');
    const x = pageWidth / 2 - doc.widthOfString(label) / 2;
    const baseline = pageHeight - MARGIN + FONT_SIZE;
    doc.text(label, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    doc.page.xobjects.PageCount = pageCount;
    doc.addContent(`q 1 0 0 -1 ${x + doc.widthOfString(label)} ${baseline} cm /PageCount Do Q`);
    doc.y = MARGIN;
    if (pages === 1) {
      doc.font('bold').fontSize(14).text(table.title, MARGIN, doc.y, { width });
      doc
        .font('regular')
        .fontSize(9)
        .text(table.subtitle, MARGIN, doc.y + 2, { width });
      doc.y += 8;
    }
    drawRow(
      table.columns.map((c) => c.header),
      true,
    );
  }

  newPage();
  for await (const batch of table.batches) {
    for (const row of batch) drawRow(row, false);
    const bytes = await take();
    if (bytes.length > 0) yield bytes;
  }
  // M: digits, which the standard font's WinAnsi encoding writes as themselves.
  pageCount.write(`BT /${COUNT_FONT} ${FONT_SIZE} Tf 0 0 Td (${pages}) Tj ET`);
  pageCount.end();
  doc.end();
  while (!ended || chunks.length > 0) {
    const bytes = await take();
    if (bytes.length > 0) yield bytes;
  }
}
