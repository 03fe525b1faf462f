/**
 * The PDFs' words, from the catalogue. A tale's sections and fields are the preview's own (`talePreview`), so
 * the paper and the screen name every section alike.
 */
import { catalogue, fill } from '@masal/shared';
import { institutionName } from '@masal/shared/institution';

const { tale, listColumns: column, list } = catalogue.pdf;

export const TALE_LABELS = {
  ...catalogue.talePreview,
  wordCount: (count: string) => fill(catalogue.talePreview.wordCount, { count }),
  taleNo: tale.taleNo,
  noAttachments: catalogue.attachments.none,
  atu: (value: string) => fill(tale.atu, { value }),
  ttv: (value: string) => fill(tale.ttv, { value }),
} as const;

/** The list's columns: no, taleId, name, compiler, province, type, status, words, date. */
export const LIST_COLUMNS = [
  { header: column.no, weight: 4, align: 'right' },
  { header: column.taleId, weight: 6, align: 'right' },
  { header: column.name, weight: 24 },
  { header: column.compiler, weight: 14 },
  { header: column.province, weight: 9 },
  { header: column.type, weight: 16 },
  { header: column.status, weight: 12 },
  { header: column.words, weight: 6, align: 'right' },
  { header: column.date, weight: 9 },
] as const;

export const LIST_LABELS = {
  completed: list.completed,
  privateContent: list.privateContent,
  published: list.published,
  advisoryBoard: list.advisoryBoard,
  all: list.all,
  advisoryBoardMember: (member: string) => fill(list.advisoryBoardMember, { member }),
  /** The line under a list's title: when it was made, and its order. */
  madeAt: (when: string) => fill(list.madeAt, { when }),
} as const;

/** The running head of a tale's pages: the institution COPYRIGHT_TEXT names, and the portal (as the web header). */
export const pdfPublisher = (copyrightText: string) =>
  fill(catalogue.pdf.publisher, { institution: institutionName(copyrightText) });
