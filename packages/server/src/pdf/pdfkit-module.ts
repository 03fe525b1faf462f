/**
 * pdfkit, loaded when the first PDF is made: it adds ~8 MB of resident memory to a server that may never make
 * one (a static import would load it at start, also in the bundle, where external packages stay imports).
 */
/// <reference path="./pdfkit.d.ts" />
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

let loaded: typeof PDFDocument | undefined;

export const pdfDocumentClass = () =>
  (loaded ??= createRequire(import.meta.url)('pdfkit') as typeof PDFDocument);
