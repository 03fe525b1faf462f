/**
 * The public reading room at /arsiv (decisions.md "the open archive"): published tales for everyone, without a
 * session. The search is the portal's Turkish search over published tales only; a hit carries what the tale's
 * public record shows and nothing else. A tale's page reads the open archive's record (PublishedTale).
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { PROVINCES, REGIONS } from '../reference.ts';
import { ID_MAX, str } from './primitives.ts';
import { SEARCH_TEXT_MAX, snippetPartSchema } from './search.ts';
import { statisticsMapSchema } from './statistics.ts';

/** A reading room page lists this many tales at most. */
const READING_ROOM_PAGE_SIZE_MAX = 50;

const PROVINCE_NAMES = PROVINCES.map((p) => p.name);
/** A form's empty field (`?area=`) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const choice = (choices: readonly string[], message: string) =>
  str().refine((v) => choices.includes(v), message);

/** GET /v1/readingRoom/tales: words to find, region, province and tale type group, a page. */
export const readingRoomQuerySchema = z.object({
  q: optional(str().trim().max(SEARCH_TEXT_MAX)),
  area: optional(choice(REGIONS, MSG.regionInvalid)),
  city: optional(choice(PROVINCE_NAMES, MSG.cityInvalid)),
  groupId: optional(z.coerce.number().int().min(1).max(ID_MAX)),
  page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
  pageSize: z.coerce.number().int().min(1).max(READING_ROOM_PAGE_SIZE_MAX).default(20),
});
export type ReadingRoomQuery = z.output<typeof readingRoomQuerySchema>;
export type ReadingRoomQueryInput = z.input<typeof readingRoomQuerySchema>;

const text = z.string().nullable();

/** A found tale as the list shows it: its public record's head, and where the words matched its text. */
const readingRoomHitSchema = z.object({
  taleId: z.number(),
  /** Its page: /arsiv/masal/{id}-{slug}. */
  path: z.string(),
  taleName: z.string(),
  area: text,
  city: text,
  groupName: text,
  typeAtu: text,
  typeTtv: text,
  compilerNameSurname: text,
  abstract: text,
  /** Where the words matched the text to publish; empty without words. */
  snippet: z.array(snippetPartSchema),
});
export type ReadingRoomHit = z.infer<typeof readingRoomHitSchema>;

export const readingRoomAnswerSchema = z.object({
  rows: z.array(readingRoomHitSchema),
  /** Matching tales, counted up to the search's cap (then `totalCapped`). */
  total: z.number(),
  totalCapped: z.boolean(),
});
export type ReadingRoomAnswer = z.infer<typeof readingRoomAnswerSchema>;

/**
 * GET /v1/readingRoom/counts: published tales per region and province (zeros included: the map), and per tale
 * type group that has any (the type filter's choices).
 */
export const readingRoomCountsSchema = statisticsMapSchema.omit({ scope: true }).extend({
  types: z.array(z.object({ groupId: z.number(), groupName: z.string(), count: z.number() })),
});
export type ReadingRoomCounts = z.infer<typeof readingRoomCountsSchema>;

/** GET /v1/readingRoom/tales/{taleId}. */
export const readingRoomTaleParamsSchema = z.object({
  taleId: z.coerce.number().int().min(1).max(ID_MAX),
});
