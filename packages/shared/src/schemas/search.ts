/**
 * Search: the header search of seed §2, the detailed search with facets (decisions.md "Search"),
 * tales by one property, full tales by criterion, and copy detection.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { EDUCATION_LEVELS, PROVINCES, REGIONS } from '../reference.ts';
import { COPYRIGHT_STATUS, TALE_SOURCE } from '../tale-constants.ts';
import { ACTION_IDS } from '../workflow.ts';
import { optionalDayQuery } from './dates.ts';
import { ID_MAX, id, str } from './primitives.ts';
import { taleFullSchema } from './tale.ts';

/** Header search: at most this many results (decisions.md). */
export const HEADER_SEARCH_LIMIT = 20;
/** A search text longer than this is refused: nobody types more into a search box. */
export const SEARCH_TEXT_MAX = 200;
/** A tale this similar (0–1) to an older tale is a possible copy: the detailed search's filter. */
export const POSSIBLE_COPY_SCORE = 0.4;
/** Older tales this similar are listed as similar on the review screen. */
export const SIMILAR_TALE_SCORE = 0.15;

/** POST /v1/tales/search (seed §2, §3): userId −1 is everyone; a writer-only caller gets their own tales only. */
export const taleSearchSchema = z.object({
  searchText: str().trim().max(SEARCH_TEXT_MAX),
  userId: z.number().int().min(-1).max(ID_MAX),
});
export type TaleSearchInput = z.input<typeof taleSearchSchema>;

const taleSearchHitSchema = z.object({
  taleId: z.number(),
  taleName: z.string(),
  /** The author's (compiler's account) name and surname. */
  name: z.string(),
  surname: z.string(),
  profileImageUrl: z.string(),
  sourcePersonId: z.number().nullable(),
  /** What a person can tell the result by: the source person's (or material's) name and the province. */
  sourcePersonName: z.string().nullable(),
  city: z.string().nullable(),
  actionId: z.number(),
});
export type TaleSearchHit = z.infer<typeof taleSearchHitSchema>;
export const taleSearchAnswerSchema = z.array(taleSearchHitSchema);

const PROVINCE_NAMES = PROVINCES.map((p) => p.name);
const choice = (choices: readonly string[], message: string) =>
  str().refine((v) => choices.includes(v), message);
const day = optionalDayQuery();

/** The detailed search's filters; each one narrows the results (and the other facets' counts). */
export const searchFiltersSchema = z.object({
  actionId: z.literal(ACTION_IDS).optional(),
  area: choice(REGIONS, MSG.regionInvalid).optional(),
  city: choice(PROVINCE_NAMES, MSG.cityInvalid).optional(),
  groupId: id().optional(),
  subGroupId: id().optional(),
  /** The compiler's account: GET /tales/userId/{id}'s owner. */
  userId: id().optional(),
  /** Part of the compiler's name (the account's or the one written on the tale), accents ignored. */
  compiler: str().trim().max(100).optional(),
  /** Part of the source person's (or material's) name, accents ignored. */
  sourcePerson: str().trim().max(100).optional(),
  /** The source person's education level. */
  educationLevel: choice(EDUCATION_LEVELS, MSG.educationLevelInvalid).optional(),
  copyrightStatus: z.literal(Object.values(COPYRIGHT_STATUS)).optional(),
  taleSource: z.literal(Object.values(TALE_SOURCE)).optional(),
  hasVideo: z.boolean().optional(),
  hasAudio: z.boolean().optional(),
  hasImage: z.boolean().optional(),
  /** Submission days, inclusive (Istanbul time). */
  submittedFrom: day,
  submittedTo: day,
  /** The source person's compilation date, inclusive. */
  compiledFrom: day,
  compiledTo: day,
  /** Tales whose copy score reaches POSSIBLE_COPY_SCORE (true) or does not (false). */
  possibleCopy: z.boolean().optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const SEARCH_SORT_FIELDS = [
  'relevance',
  'taleName',
  'submittedAt',
  'numberOfWord',
  'copyScore',
] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];

const paging = {
  page: z.number().int().min(0).max(ID_MAX).default(0),
  pageSize: z.number().int().min(1).max(100).default(20),
};

/** POST /v1/tales/detailSearch. */
export const detailSearchSchema = searchFiltersSchema
  .extend({
    searchText: str().trim().max(SEARCH_TEXT_MAX).optional(),
    ...paging,
    sort: z.enum(SEARCH_SORT_FIELDS).default('relevance'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((v) => !v.submittedFrom || !v.submittedTo || v.submittedFrom <= v.submittedTo, {
    message: MSG.auditDateRange,
    path: ['submittedTo'],
  })
  .refine((v) => !v.compiledFrom || !v.compiledTo || v.compiledFrom <= v.compiledTo, {
    message: MSG.auditDateRange,
    path: ['compiledTo'],
  });
export type DetailSearchInput = z.input<typeof detailSearchSchema>;
export type DetailSearch = z.output<typeof detailSearchSchema>;

/** A part of a snippet: the text as written, `hit` where it matched the search. */
export const snippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

const searchRowSchema = z.object({
  taleId: z.number(),
  taleName: z.string(),
  userId: z.number(),
  authorNameSurname: z.string(),
  compilerNameSurname: z.string().nullable(),
  sourcePersonId: z.number().nullable(),
  sourcePersonName: z.string().nullable(),
  area: z.string().nullable(),
  city: z.string().nullable(),
  groupId: z.number().nullable(),
  subGroupId: z.number().nullable(),
  actionId: z.number(),
  numberOfWord: z.number(),
  submittedAt: z.string().nullable(),
  /** The highest similarity to an older tale (0–1), null when not checked; staff only see it. */
  copyScore: z.number().nullable(),
  /** Where the search text matched in the texts; empty without a search text. */
  snippet: z.array(snippetPartSchema),
});
export type SearchRow = z.infer<typeof searchRowSchema>;

const facetValueSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  count: z.number(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const SEARCH_FACETS = [
  'actionId',
  'area',
  'city',
  'groupId',
  'subGroupId',
  'educationLevel',
  'copyrightStatus',
  'taleSource',
  'hasVideo',
  'hasAudio',
  'hasImage',
  'possibleCopy',
] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/**
 * The most matching tales the detailed search counts ("2.000+", a lower bound as the lists' "10.000+"): a word
 * nearly every tale tells would otherwise be counted, ranked and grouped over the whole archive on every call;
 * each counted tale costs about 50 µs of the call.
 */
export const DETAIL_SEARCH_COUNT_CAP = 2000;

export const detailSearchAnswerSchema = z.object({
  rows: z.array(searchRowSchema),
  total: z.number(),
  totalCapped: z
    .boolean()
    .describe(
      'True when more tales match than are counted (2,000 a word, or 2,000 tales): total and the open ' +
        'facets are then counted over those and are lower bounds ("412+"); the page is ordered among them.',
    ),
  /** For each facet, its values among the matching tales with their counts (no value with 0). */
  facets: z.record(z.enum(SEARCH_FACETS), z.array(facetValueSchema)),
  /** The facets whose counts are lower bounds: counted over DETAIL_SEARCH_COUNT_CAP tales of more. */
  cappedFacets: z.array(z.enum(SEARCH_FACETS)),
});
export type DetailSearchAnswer = z.infer<typeof detailSearchAnswerSchema>;

/** POST /v1/tales/byProperty: the tales with one property's value, e.g. `{property: 'city', value: 'Trabzon'}`. */
const BY_PROPERTY_FIELDS = [
  'actionId',
  'area',
  'city',
  'groupId',
  'subGroupId',
  'userId',
  'educationLevel',
  'copyrightStatus',
  'taleSource',
] as const;
export const byPropertySchema = z.object({
  property: z.enum(BY_PROPERTY_FIELDS),
  value: z.union([str().max(100), z.number().int().min(0).max(ID_MAX)]),
  ...paging,
});
export type ByPropertyInput = z.input<typeof byPropertySchema>;
export const byPropertyAnswerSchema = z.object({ rows: z.array(searchRowSchema), total: z.number() });

/** POST /v1/tales/criterion/full: the detailed search's criteria, answered as whole tales (20 a page at most). */
const CRITERION_PAGE_MAX = 20;
export const criterionFullSchema = searchFiltersSchema.extend({
  searchText: str().trim().max(SEARCH_TEXT_MAX).optional(),
  page: paging.page,
  pageSize: z.number().int().min(1).max(CRITERION_PAGE_MAX).default(CRITERION_PAGE_MAX),
});
export type CriterionFullInput = z.input<typeof criterionFullSchema>;
export const criterionFullAnswerSchema = z.object({ rows: z.array(taleFullSchema), total: z.number() });

/**
 * A passage found in both tales: each side's words as written, in order, with the few words a copy changed
 * inside it; `words` is its length in this tale (a side past 400 words is cut and ends in " …").
 */
const copyPassageSchema = z.object({ tale: z.string(), match: z.string(), words: z.number() });
export type CopyPassage = z.infer<typeof copyPassageSchema>;

const copyMatchSchema = z.object({
  taleId: z.number(),
  taleName: z.string(),
  authorNameSurname: z.string(),
  actionId: z.number(),
  taleSource: z.number().nullable(),
  /** Similarity 0–1: the larger of the shared word triples' Jaccard index and this tale's part found there. */
  score: z.number(),
  passages: z.array(copyPassageSchema),
});
export type CopyMatch = z.infer<typeof copyMatchSchema>;

/** GET /v1/tales/copies/{id}: the older tales this one resembles, most similar first. */
export const copyCheckAnswerSchema = z.object({
  taleId: z.number(),
  /** The highest score, null when the tale has no text to compare. */
  copyScore: z.number().nullable(),
  possibleCopy: z.boolean(),
  /** When the matches were found; null when none was. */
  checkedAt: z.string().nullable(),
  matches: z.array(copyMatchSchema),
});
export type CopyCheckAnswer = z.infer<typeof copyCheckAnswerSchema>;
