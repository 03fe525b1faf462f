/**
 * PdfRenderer on pdfkit — a tale tagged for screen readers (pdfkit-document.ts), a list streamed
 * (pdfkit-table.ts) — with the Roboto TTFs pdfmake ships for server-side use (every Turkish letter, never a
 * system font). The fonts are handed over as bytes: a document never reads a file or a URL.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { PdfDocument, PdfRenderer, PdfTable } from './pdf-renderer.ts';
import { renderTaggedDocument } from './pdfkit-document.ts';
import { streamTable } from './pdfkit-table.ts';

const require = createRequire(import.meta.url);

type FontStyle = 'normal' | 'bold';

const FONT_FILES: Record<FontStyle, string> = { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf' };
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** The fonts, read once per renderer. */
function loadFonts(): Record<FontStyle, Buffer> {
  const fonts = {} as Record<FontStyle, Buffer>;
  for (const [style, file] of Object.entries(FONT_FILES) as [FontStyle, string][]) {
    fonts[style] = readFileSync(join(FONT_DIR, file));
  }
  return fonts;
}

/** `publisher` heads every page of a tale: the institution and the portal. */
export function pdfkitRenderer({ publisher }: { publisher: string }): PdfRenderer {
  const fonts = loadFonts();
  return {
    document(doc: PdfDocument) {
      return renderTaggedDocument(doc, { publisher, madeAt: doc.madeAt }, fonts);
    },

    table(table: PdfTable) {
      return Readable.from(streamTable(table, fonts));
    },
  };
}
