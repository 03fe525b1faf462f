/**
 * Where PDFs are made. The modules describe a document in these terms only (headings, label / value
 * pairs, texts, a table), so the library behind them (pdfkit.renderer.ts) can change without touching them.
 */
import type { Readable } from 'node:stream';

/** The footer of every page. */
export const pageLabel = (page: number, pages: number | string) => `Sayfa ${page} / ${pages}`;

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; fields: ReadonlyArray<{ label: string; value: string }> }
  | { kind: 'text'; text: string };

/**
 * A whole document of bounded size (one tale): a title line, its blocks; every page has the running head (the
 * publisher, when it was made) and "Sayfa N / M".
 */
export interface PdfDocument {
  title: string;
  subtitle: string;
  /** "Oluşturulma: 26.11.2026 14:05". */
  madeAt: string;
  blocks: readonly PdfBlock[];
}

interface PdfColumn {
  header: string;
  /** Share of the page's width, relative to the other columns. */
  weight: number;
  align?: 'left' | 'right';
}

/** A list of any length: its rows arrive in batches and are written out as they come. */
export interface PdfTable {
  title: string;
  subtitle: string;
  columns: readonly PdfColumn[];
  /** Each batch is drawn, and its bytes handed on, before the next one is asked for. */
  batches: AsyncIterable<ReadonlyArray<readonly string[]>>;
}

export interface PdfRenderer {
  document(doc: PdfDocument): Promise<Buffer>;
  /** The PDF as a stream: a reader that stops reading stops the rows being read. */
  table(table: PdfTable): Readable;
}

/** The fonts' bytes (TTF) a PDF draws with, by the names its text asks for. */
export type PdfFontBytes = Readonly<Record<'regular' | 'bold', Buffer>>;
