/**
 * The open archive of published tales (decisions.md "the open archive"): GET /v1/open/tales, paged, and the
 * whole archive as JSON Lines or CSV. One record per published tale — the same record the reading room shows —
 * with nothing of anyone's TC Kimlik No, IBAN, e-mail, birth date, education or job, and the narrator's name
 * only where they agreed to be named. `from`/`until` are Istanbul days of the tale's (latest) publication.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { attachmentSchema } from './attachment.ts';
import { optionalDayQuery } from './dates.ts';
import { ID_MAX } from './primitives.ts';

const day = optionalDayQuery();
const dayRange = { message: MSG.auditDateRange, path: ['until'] };

/** The publication days, both inclusive. */
const publicationDays = { from: day, until: day };

/** GET /v1/open/tales.jsonl and .csv: the whole archive, or the tales published in those days. */
export const openTalesDownloadQuerySchema = z
  .object(publicationDays)
  .refine((q) => !q.from || !q.until || q.from <= q.until, dayRange);
export type OpenTalesDownloadQuery = z.output<typeof openTalesDownloadQuerySchema>;

/** GET /v1/open/tales: a page, in the order of the tales' ids. */
export const openTalesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    ...publicationDays,
  })
  .refine((q) => !q.from || !q.until || q.from <= q.until, dayRange);
export type OpenTalesQuery = z.output<typeof openTalesQuerySchema>;

const text = z.string().nullable();

/** A file published with its tale: what it is, never where it is stored or who uploaded it. */
const publishedAttachmentSchema = attachmentSchema.pick({
  id: true,
  type: true,
  fileName: true,
  mimeType: true,
  size: true,
});

/** One published tale as the public reads it: open data, OAI-PMH's metadata and the reading room. */
export const publishedTaleSchema = z.object({
  taleId: z.number(),
  /** The tale's page in the reading room: PUBLIC_URL + /arsiv/masal/{id}-{slug}. */
  url: z.string(),
  taleName: z.string(),
  /** The text to publish (the main text while that is empty). */
  text,
  abstract: text,
  groupName: text,
  subGroupName: text,
  /** The type's ATU range and Eberhard–Boratav (TTV) number: the subgroup's, else the group's. */
  typeAtu: text,
  typeTtv: text,
  area: text,
  city: text,
  /** The day it was compiled (YYYY-MM-DD). */
  complationDate: text,
  compilerNameSurname: text,
  /** Only where the narrator agreed to be named; null otherwise, and for a material source. */
  narratorNameSurname: text,
  attachments: z.array(publishedAttachmentSchema),
  license: z.object({ name: z.string(), url: z.string() }),
  /** The "how to cite" line, in Turkish. */
  citation: z.string(),
  /** The latest publication (ISO). */
  publishedAt: z.string(),
  /** The record's last change: publication, or an edit of what it carries (ISO). */
  modifiedAt: z.string(),
});
export type PublishedTale = z.infer<typeof publishedTaleSchema>;

export const openTalesAnswerSchema = z.object({ rows: z.array(publishedTaleSchema), total: z.number() });
export type OpenTalesAnswer = z.infer<typeof openTalesAnswerSchema>;
