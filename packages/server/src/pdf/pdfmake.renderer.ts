/**
 * PdfRenderer on pdfmake 0.3 and the pdfkit under it, with the Roboto TTFs pdfmake ships (every Turkish letter,
 * never a system font). The fonts are read once into pdfmake's virtual file system, and both access policies
 * refuse everything: a document can never make the server fetch a URL or read a file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import {
  type PdfBlock,
  type PdfDocument,
  type PdfRenderer,
  type PdfTable,
  pageLabel,
} from './pdf-renderer.ts';
import { streamTable } from './pdfkit-table.ts';

const require = createRequire(import.meta.url);

/** The part of pdfmake's server API (js/index.js) used here. */
interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<FontStyle, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: object): { getBuffer(): Promise<Buffer> };
}
type FontStyle = 'normal' | 'bold' | 'italics' | 'bolditalics';

const FONT_FILES: Record<FontStyle, string> = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** Loads the fonts and locks pdfmake down; once per process (pdfmake is one shared instance). */
function loadPdfMake(): { pdfmake: PdfMake; fonts: Record<FontStyle, Buffer> } {
  const pdfmake = require('pdfmake') as PdfMake;
  const fonts = {} as Record<FontStyle, Buffer>;
  for (const [style, file] of Object.entries(FONT_FILES) as [FontStyle, string][]) {
    fonts[style] = readFileSync(join(FONT_DIR, file));
    pdfmake.virtualfs.writeFileSync(file, fonts[style]);
  }
  pdfmake.setFonts({ Roboto: FONT_FILES });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return { pdfmake, fonts };
}

/** Line breaks as the preview keeps them (pre-wrap); pdfmake wants \n only. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

function blockContent(block: PdfBlock): object {
  switch (block.kind) {
    case 'heading':
      return { text: block.text, style: 'heading' };
    case 'fields':
      return {
        layout: 'noBorders',
        table: {
          widths: [150, '*'],
          body: block.fields.map((f) => [
            { text: f.label, style: 'label' },
            { text: lines(f.value), preserveLeadingSpaces: true },
          ]),
        },
      };
    case 'text':
      return { text: lines(block.text), preserveLeadingSpaces: true, lineHeight: 1.25 };
  }
}

export function pdfmakeRenderer(): PdfRenderer {
  const { pdfmake, fonts } = loadPdfMake();
  return {
    async document(doc: PdfDocument) {
      const definition = {
        info: { title: doc.title },
        language: 'tr-TR',
        pageSize: 'A4',
        pageMargins: [40, 48, 40, 48],
        defaultStyle: { font: 'Roboto', fontSize: 10 },
        styles: {
          title: { fontSize: 16, bold: true },
          subtitle: { fontSize: 9, color: '#444444', margin: [0, 2, 0, 6] },
          heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
          label: { bold: true, color: '#333333' },
        },
        content: [
          { text: doc.title, style: 'title' },
          { text: doc.subtitle, style: 'subtitle' },
          ...doc.blocks.map(blockContent),
        ],
        footer: (page: number, pages: number) => ({
          text: pageLabel(page, pages),
          alignment: 'center',
          fontSize: 9,
          margin: [0, 16, 0, 0],
        }),
      };
      return pdfmake.createPdf(definition).getBuffer();
    },

    table(table: PdfTable) {
      return Readable.from(streamTable(table, fonts));
    },
  };
}
