/**
 * A table of any length drawn straight onto pdfkit (the document pdfmake renders into): pdfmake lays a whole
 * document out before writing a byte, so a list of 100,000 tales would sit in memory; here each batch of rows is
 * drawn and its bytes handed on before the next batch is read. Pages end as they fill (no buffered pages); the
 * page count of "Sayfa N / M", known only at the end, is one form XObject that every page draws and that is
 * written last.
 */
import { type PdfTable, pageLabel } from './pdf-renderer.ts';
import { newPdfKitDocument } from './pdfkit.ts';

/** The parts of pdfkit's document and font used here. */
interface PdfKitFont {
  id: string;
  ascender: number;
  ref(): unknown;
  layoutCache?: Record<string, unknown>;
  encode(text: string): [string[], unknown[]];
}
interface PdfKitRef {
  data: Record<string, unknown>;
  write(chunk: string): void;
  end(): void;
}
interface PdfKitDocument {
  page: { width: number; height: number; xobjects: Record<string, PdfKitRef> };
  y: number;
  _font: PdfKitFont;
  on(event: 'data', listener: (chunk: Buffer) => void): void;
  on(event: 'end' | 'error', listener: (error?: Error) => void): void;
  registerFont(name: string, data: Buffer): void;
  addPage(): void;
  font(name: string): PdfKitDocument;
  fontSize(size: number): PdfKitDocument;
  fillColor(color: string): PdfKitDocument;
  text(text: string, x: number, y: number, options: object): PdfKitDocument;
  heightOfString(text: string, options: object): number;
  widthOfString(text: string): number;
  rect(x: number, y: number, w: number, h: number): PdfKitDocument;
  fill(color: string): PdfKitDocument;
  moveTo(x: number, y: number): PdfKitDocument;
  lineTo(x: number, y: number): PdfKitDocument;
  lineWidth(w: number): PdfKitDocument;
  stroke(color: string): PdfKitDocument;
  addContent(operators: string): void;
  ref(data: Record<string, unknown>): PdfKitRef;
  end(): void;
}

const MARGIN = 36;
const FONT_SIZE = 8;
const PAD = 3;
/** Words the font has laid out are cached per document; past this many the cache starts again. */
const LAYOUT_CACHE_WORDS = 5_000;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function* streamTable(
  table: PdfTable,
  fonts: { normal: Buffer; bold: Buffer },
): AsyncGenerator<Buffer> {
  const doc = newPdfKitDocument<PdfKitDocument>({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    lang: 'tr-TR',
    info: { Title: table.title },
  });
  const chunks: Buffer[] = [];
  let ended = false;
  let failed: Error | undefined;
  doc.on('data', (chunk) => chunks.push(chunk));
  doc.on('end', () => {
    ended = true;
  });
  doc.on('error', (error) => {
    failed = error;
  });
  const take = async () => {
    await tick();
    if (failed) throw failed;
    return Buffer.concat(chunks.splice(0));
  };
  doc.registerFont('regular', fonts.normal);
  doc.registerFont('bold', fonts.bold);

  const pageCount = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 100, 20] });
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
    // The footer: "Sayfa N / " here, M from the XObject drawn right after it (unflipped: pdfkit's y runs down).
    doc.font('regular').fontSize(FONT_SIZE).fillColor('#000000');
    const label = pageLabel(pages, '');
    const x = pageWidth / 2 - doc.widthOfString(label) / 2;
    const y = pageHeight - MARGIN;
    doc.text(label, x, y, { lineBreak: false });
    doc.page.xobjects.PageCount = pageCount;
    const baseline = y + (doc._font.ascender / 1000) * FONT_SIZE;
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
    for (const name of ['regular', 'bold']) {
      doc.font(name);
      const cache = doc._font.layoutCache;
      if (cache && Object.keys(cache).length > LAYOUT_CACHE_WORDS)
        doc._font.layoutCache = Object.create(null);
    }
    const bytes = await take();
    if (bytes.length > 0) yield bytes;
  }
  // M, in the regular font (its glyphs join the font's subset before the font is written at the end).
  doc.font('regular');
  const font = doc._font;
  const [glyphs] = font.encode(String(pages));
  pageCount.data.Resources = { Font: { [font.id]: font.ref() } };
  pageCount.write(`BT /${font.id} ${FONT_SIZE} Tf 0 0 Td <${glyphs.join('')}> Tj ET`);
  pageCount.end();
  doc.end();
  while (!ended || chunks.length > 0) {
    const bytes = await take();
    if (bytes.length > 0) yield bytes;
  }
}
