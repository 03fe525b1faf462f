/**
 * PdfRenderer on pdfkit — a tale tagged for screen readers (pdfkit-document.ts), a list streamed
 * (pdfkit-table.ts) — with the Roboto TTFs pdfmake ships for server-side use (every Turkish letter, never a
 * system font). The fonts are handed over as bytes: a document never reads a file or a URL.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { PdfDocument, PdfFontBytes, PdfRenderer, PdfTable } from './pdf-renderer.ts';
import { renderTaggedDocument } from './pdfkit-document.ts';
import { streamTable } from './pdfkit-table.ts';

const require = createRequire(import.meta.url);

const FONT_FILES = { regular: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf' } as const;
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** `publisher` heads every page of a tale: the institution and the portal. */
export function pdfkitRenderer({ publisher }: { publisher: string }): PdfRenderer {
  const fonts: PdfFontBytes = {
    regular: readFileSync(join(FONT_DIR, FONT_FILES.regular)),
    bold: readFileSync(join(FONT_DIR, FONT_FILES.bold)),
  };
  return {
    document(doc: PdfDocument) {
      return renderTaggedDocument(doc, { publisher, madeAt: doc.madeAt }, fonts);
    },

    table(table: PdfTable) {
      return Readable.from(streamTable(table, fonts));
    },
  };
}
