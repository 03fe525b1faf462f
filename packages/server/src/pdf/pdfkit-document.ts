/**
 * A tale as a tagged PDF (PDF/UA's way): pdfkit's structure tree holds the reading order — the title (H1), each
 * section heading (H2), the label / value tables (TH, TD) and each paragraph (P) — so a screen reader reads the tale as the eye
 * does, in Turkish (/Lang tr-TR). The running head (who publishes it, when it was made) and the page numbers
 * "Sayfa N / M" are drawn last on every page as pagination artifacts, which a screen reader skips.
 * pdfmake, which drew the tale before, fills no structure tree: its `tagged` only set the flag.
 */
/// <reference path="./pdfkit.d.ts" />
import { type PdfBlock, type PdfDocument, type PdfFontBytes, pageLabel } from './pdf-renderer.ts';
import { pdfDocumentClass } from './pdfkit-module.ts';

const MARGIN = { top: 72, bottom: 64, left: 48, right: 48 };
const LABEL_WIDTH = 150;
const BODY_SIZE = 10;
const GREY = '#444444';

/** Line breaks as the preview keeps them (pre-wrap); pdfkit wants \n only. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

interface DocumentHead {
  /** Who publishes it, on every page's running head (the institution and the portal). */
  publisher: string;
  /** "Oluşturulma: 26.11.2026 14:05", on every page's running head. */
  madeAt: string;
}

export function renderTaggedDocument(
  source: PdfDocument,
  head: DocumentHead,
  fonts: PdfFontBytes,
): Promise<Buffer> {
  const doc = new (pdfDocumentClass())({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    tagged: true,
    lang: 'tr-TR',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: source.title, Author: head.publisher, Creator: head.publisher },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  /** A new page when fewer than `lines` lines fit, so a heading or a label never ends a page alone. */
  const keepLines = (count: number) => {
    if (doc.y + count * doc.currentLineHeight(true) > bottom()) doc.addPage();
  };

  const root = doc.struct('Document');
  doc.addStructure(root);
  const element = (type: string, draw: () => void) => {
    const el = doc.struct(type, draw);
    root.add(el);
  };

  element('H1', () => {
    doc.font('bold').fontSize(16).fillColor('#000000').text(source.title, MARGIN.left, doc.y, { width });
  });
  element('P', () => {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(source.subtitle, MARGIN.left, doc.y + 2, { width });
  });
  doc.y += 6;

  const block = (b: PdfBlock) => {
    switch (b.kind) {
      case 'heading':
        doc.font('bold').fontSize(12);
        doc.y += 10;
        keepLines(3);
        element('H2', () => {
          doc.fillColor('#000000').text(b.text, MARGIN.left, doc.y, { width });
        });
        doc.y += 4;
        return;
      case 'fields': {
        // A two-column table, as on the screen: a screen reader says each value with its label (TH, scope Row).
        const table = doc.struct('Table');
        root.add(table);
        for (const field of b.fields) {
          doc.font('regular').fontSize(BODY_SIZE);
          keepLines(1);
          const top = doc.y;
          let labelEnd = top;
          const row = doc.struct('TR');
          table.add(row);
          row.add(
            doc.struct('TH', { scope: 'Row' }, () => {
              doc
                .font('bold')
                .fillColor('#333333')
                .text(field.label, MARGIN.left, top, { width: LABEL_WIDTH - 8 });
              labelEnd = doc.y;
            }),
          );
          row.add(
            doc.struct('TD', () => {
              doc
                .font('regular')
                .fillColor('#000000')
                .text(lines(field.value), MARGIN.left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
            }),
          );
          row.end();
          // A value that ran onto the next page ends below its own last line; otherwise below the taller cell.
          doc.y = (doc.y < top ? doc.y : Math.max(doc.y, labelEnd)) + 2;
        }
        table.end();
        return;
      }
      case 'text':
        doc.font('regular').fontSize(BODY_SIZE).fillColor('#000000');
        for (const paragraph of lines(b.text).split(/\n{2,}/)) {
          keepLines(2);
          element('P', () => {
            doc.text(paragraph, MARGIN.left, doc.y, { width, lineGap: 2.5 });
          });
          doc.y += 4;
        }
        return;
    }
  };
  for (const b of source.blocks) block(b);
  root.end();

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Drawing in the margins must not start a new page.
    doc.page.margins = { ...MARGIN, top: 0, bottom: 0 };
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(head.publisher, MARGIN.left, 36, { width: width * 0.62, lineBreak: false });
    doc.text(head.madeAt, MARGIN.left + width * 0.62, 36, {
      width: width * 0.38,
      align: 'right',
      lineBreak: false,
    });
    doc
      .moveTo(MARGIN.left, 50)
      .lineTo(MARGIN.left + width, 50)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.fontSize(9).text(pageLabel(i - start + 1, count), MARGIN.left, doc.page.height - 40, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
