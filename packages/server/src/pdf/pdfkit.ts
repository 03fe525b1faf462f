/**
 * pdfkit as pdfmake ships it (its PDFDocument, with pdfmake's virtual file system), for the two documents drawn
 * on pdfkit directly: the streamed lists and the tagged tale. One place constructs it, with no fonts, images or
 * attachments preloaded and a local-file policy that refuses every path.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type PdfKitConstructor = new (
  fonts: object,
  images: object,
  patterns: object,
  attachments: object,
  options: object,
  virtualfs: null,
  localAccessPolicy: (path: string) => boolean,
) => unknown;

/** A pdfkit document with `options` (size, margins, tagging…), typed as the caller's view `D` of pdfkit. */
export function newPdfKitDocument<D>(options: object): D {
  const PDFDocument = (require('pdfmake/js/PDFDocument.js') as { default: PdfKitConstructor }).default;
  return new PDFDocument({}, {}, {}, {}, options, null, () => false) as D;
}
