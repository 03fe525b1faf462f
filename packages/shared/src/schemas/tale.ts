/**
 * Tale, SourcePerson and Attachment of seed §3 with the seed's field names, the payloads of the
 * Tales / Source persons / Uploads calls of seed §7, and the rules a submit needs (decisions.md).
 * Saving a draft needs only the tale name; `submitProblems` lists everything a submit still misses.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { todayIso } from '../format.ts';
import { MSG } from '../messages.ts';
import { EDUCATION_LEVELS, isCityInRegion, PROVINCES, REGIONS } from '../reference.ts';
import { COPYRIGHT_STATUS, SOURCE_TYPE, TALE_SOURCE } from '../tale-constants.ts';
import { ACTION_IDS } from '../workflow.ts';
import { attachmentSchema } from './attachment.ts';
import { optionalDayQuery, optionalPastDate } from './dates.ts';
import { errorAnswerSchema } from './error.ts';
import { ID_MAX, id, str } from './primitives.ts';

const TALE_NAME_MAX = 200;
const SHORT_MAX = 200;
export const NOTE_MAX = 20_000;
/** About 30 000 words: several times the longest folk tale. */
export const TEXT_MAX = 200_000;
/** The most characters a tale's fields can carry together; the server's body limit for tales follows from it. */
export const TALE_CHARS_MAX = 2 * TEXT_MAX + 3 * NOTE_MAX + 20 * SHORT_MAX;

/** Optional free text: trimmed, and an empty value is stored as null. */
const optionalText = (max: number) =>
  str()
    .trim()
    .max(max, MSG.textTooLong)
    .nullish()
    .transform((v) => v || null);

const optionalDate = optionalPastDate();

const optionalYear = str()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || (/^\d{4}$/.test(v) && Number(v) >= 1850 && Number(v) <= currentYear()), {
    message: MSG.yearInvalid,
  });

const optionalChoice = (choices: readonly string[], message: string) =>
  str()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || choices.includes(v), message);

function currentYear(): number {
  return Number(todayIso().slice(0, 4));
}

const PROVINCE_NAMES = PROVINCES.map((p) => p.name);

/** One of the codes of a table of tale-constants.ts. */
const codeOf = <T extends Record<string, number>>(table: T) =>
  z.literal(Object.values(table) as T[keyof T][]);

/** SourcePerson; when the source is a material (SOURCE_TYPE.material) `nameSurname` carries the material's name. */
const sourcePersonInputSchema = z.object({
  nameSurname: optionalText(SHORT_MAX),
  complationDate: optionalDate,
  learnedFrom: optionalText(SHORT_MAX),
  job: optionalText(SHORT_MAX),
  educationLevel: optionalChoice(EDUCATION_LEVELS, MSG.educationLevelInvalid),
  /** The source person's birth year (the preview's "Doğum Yılı"). */
  birthDate: optionalYear,
  placeOfBirth: optionalText(SHORT_MAX),
  /**
   * The narrator agreed to be named publicly (decisions.md): only then do open data, OAI-PMH and the reading
   * room carry `nameSurname`. Default not named; a client that does not know the field leaves it so.
   */
  nameConsent: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

/** The fields of the tale form. Anything else the client sends (numberOfWord, actionId, userId, group) is ignored. */
const taleFields = {
  taleName: str({ error: MSG.taleNameRequired })
    .trim()
    .min(1, MSG.taleNameRequired)
    .max(TALE_NAME_MAX, MSG.taleNameMax),
  copyrightStatus: codeOf(COPYRIGHT_STATUS).default(COPYRIGHT_STATUS.notWanted),
  area: optionalChoice(REGIONS, MSG.regionInvalid),
  city: optionalChoice(PROVINCE_NAMES, MSG.cityInvalid),
  taleSource: codeOf(TALE_SOURCE)
    .nullish()
    .transform((v) => v ?? null),
  taleSourceText: optionalText(NOTE_MAX),
  sourceType: codeOf(SOURCE_TYPE).default(SOURCE_TYPE.person),
  taleText: optionalText(TEXT_MAX),
  taleTextEnd: optionalText(TEXT_MAX),
  contextProperties: optionalText(NOTE_MAX),
  compilerNameSurname: optionalText(SHORT_MAX),
  compilerJob: optionalText(SHORT_MAX),
  whereToCompile: optionalText(SHORT_MAX),
  compilerPlaceOfBirth: optionalText(SHORT_MAX),
  compilerBirthDate: optionalDate,
  compilerEducationLevel: optionalChoice(EDUCATION_LEVELS, MSG.educationLevelInvalid),
  compilerExplanation: optionalText(NOTE_MAX),
  sourcePerson: sourcePersonInputSchema.nullish().transform((v) => v ?? null),
};

const cityInRegion = (t: { area: string | null; city: string | null }, ctx: z.RefinementCtx) => {
  if (t.city && (!t.area || !isCityInRegion(t.city, t.area))) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: MSG.cityNotInRegion });
  }
};

/** POST /v1/tales/full: a new draft. */
export const taleCreateSchema = z.object(taleFields).superRefine(cityInRegion);
export type TaleCreateInput = z.input<typeof taleCreateSchema>;
export type TaleData = z.output<typeof taleCreateSchema>;

/** PUT /v1/tales/full: carries the version it was based on; a stale one is refused with 409. */
export const taleUpdateSchema = z
  .object({ ...taleFields, taleId: id(), version: id() })
  .superRefine(cityInRegion);
export type TaleUpdateInput = z.input<typeof taleUpdateSchema>;

export interface FieldProblem {
  field: string;
  message: string;
}

/** Everything a submit still misses, all at once, in Turkish (the same list on the form and the server). */
export function submitProblems(t: TaleData): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const need = (ok: unknown, field: string, message: string) => {
    if (!ok) problems.push({ field, message });
  };
  need(t.taleName, 'taleName', MSG.taleNameRequired);
  need(t.area, 'area', MSG.areaRequired);
  need(t.city, 'city', MSG.cityRequired);
  need(t.taleSource, 'taleSource', MSG.taleSourceRequired);
  if (t.taleSource === TALE_SOURCE.printed)
    need(t.taleSourceText, 'taleSourceText', MSG.taleSourceTextRequired);
  need(t.compilerNameSurname, 'compilerNameSurname', MSG.compilerNameSurnameRequired);
  need(t.whereToCompile, 'whereToCompile', MSG.whereToCompileRequired);
  const person = t.sourceType === SOURCE_TYPE.person;
  need(
    t.sourcePerson?.nameSurname,
    'sourcePerson.nameSurname',
    person ? MSG.sourceNameRequired : MSG.materialNameRequired,
  );
  need(t.sourcePerson?.complationDate, 'sourcePerson.complationDate', MSG.complationDateRequired);
  need(t.taleText, 'taleText', MSG.taleTextRequired);
  return problems;
}

export const sourcePersonSchema = z.object({
  sourcePersonId: z.number(),
  nameSurname: z.string().nullable(),
  complationDate: z.string().nullable(),
  learnedFrom: z.string().nullable(),
  job: z.string().nullable(),
  educationLevel: z.string().nullable(),
  birthDate: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  nameConsent: z.boolean(),
});
export type SourcePerson = z.infer<typeof sourcePersonSchema>;

const nullableText = z.string().nullable();

/** GET /v1/tales/{id}: the tale without its source person and attachments. */
export const taleSchema = z.object({
  taleId: z.number(),
  userId: z.number(),
  authorNameSurname: z.string(),
  taleName: z.string(),
  copyrightStatus: codeOf(COPYRIGHT_STATUS),
  area: nullableText,
  city: nullableText,
  taleSource: codeOf(TALE_SOURCE).nullable(),
  taleSourceText: nullableText,
  sourceType: codeOf(SOURCE_TYPE),
  taleText: nullableText,
  taleTextEnd: nullableText,
  contextProperties: nullableText,
  compilerNameSurname: nullableText,
  compilerJob: nullableText,
  whereToCompile: nullableText,
  compilerPlaceOfBirth: nullableText,
  compilerBirthDate: nullableText,
  compilerEducationLevel: nullableText,
  compilerExplanation: nullableText,
  groupId: z.number().nullable(),
  groupName: nullableText,
  subGroupId: z.number().nullable(),
  subGroupName: nullableText,
  /** The type's ATU range and Eberhard–Boratav (TTV) number: the subgroup's, else the group's. */
  typeAtu: nullableText,
  typeTtv: nullableText,
  actionId: z.number(),
  actionName: z.string(),
  editorId: z.number().nullable(),
  numberOfWord: z.number(),
  sourcePersonId: z.number().nullable(),
  /** The latest workflow note (e.g. the editor's revision request). */
  lastNote: nullableText,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: nullableText,
});
export type Tale = z.infer<typeof taleSchema>;

/** POST/PUT /v1/tales/full and GET /v1/tales/full/{id}. */
export const taleFullSchema = taleSchema.extend({
  sourcePerson: sourcePersonSchema.nullable(),
  uploadList: z.array(attachmentSchema),
});
export type TaleFull = z.infer<typeof taleFullSchema>;

/** 409 of PUT /v1/tales/full: a STALE_VERSION answer carries the tale as it is now. */
export const taleConflictAnswerSchema = errorAnswerSchema.extend({ tale: taleFullSchema.optional() });
export type TaleConflictAnswer = z.infer<typeof taleConflictAnswerSchema>;

/** A row of the tale lists. */
const taleSummarySchema = taleSchema.pick({
  taleId: true,
  userId: true,
  authorNameSurname: true,
  taleName: true,
  area: true,
  city: true,
  actionId: true,
  actionName: true,
  editorId: true,
  numberOfWord: true,
  lastNote: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  submittedAt: true,
});
export type TaleSummary = z.infer<typeof taleSummarySchema>;

export const TALE_SORT_FIELDS = [
  'taleName',
  'actionId',
  'area',
  'city',
  'numberOfWord',
  'createdAt',
  'updatedAt',
  'submittedAt',
] as const;
export type TaleSortField = (typeof TALE_SORT_FIELDS)[number];
export const TALE_PAGE_SIZES = [10, 25, 50, 100] as const;

/** A cursor's length: base64url of the longest sort key (a 200-character name, up to 3 bytes a character, doubled). */
const LIST_CURSOR_MAX = 2400;
/** A position in a tale list, made by the server (base64url); the server checks what is inside. */
const listCursor = str()
  .max(LIST_CURSOR_MAX)
  .regex(/^[A-Za-z0-9_-]+$/, MSG.validationFailed);

/** A day of a list's date filter, as `<input type="date">` gives it. */
const listDay = optionalDayQuery();

/**
 * Query of GET /v1/tales/ and /v1/tales/userId/{id}: server-side paging, sorting and filtering. `page` alone
 * skips page × pageSize rows (kept for links); `after`/`before` page by cursor and `page` is then only shown.
 */
export const taleListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    sort: z.enum(TALE_SORT_FIELDS).default('updatedAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    /** Comma-separated statuses, e.g. `1,4` for a writer's pending work. */
    actionIds: str()
      .optional()
      .transform((v) => (v ? v.split(',').map(Number) : undefined))
      .refine((v) => !v || v.every((n) => (ACTION_IDS as number[]).includes(n)), MSG.validationFailed),
    /** Part of the tale name, matched without regard to Turkish case and accents. */
    q: str().trim().max(100).optional(),
    /** The page after this cursor (an answer's `nextCursor`): read from an index, however deep the page. */
    after: listCursor.optional().describe("The next page: an answer's nextCursor (not with before)."),
    /** The page before this cursor (an answer's `prevCursor`). */
    before: listCursor.optional().describe("The previous page: an answer's prevCursor (not with after)."),
    /** The tale management's filters, honoured for every caller within what they may see. */
    area: optionalChoice(REGIONS, MSG.regionInvalid),
    city: optionalChoice(PROVINCE_NAMES, MSG.cityInvalid),
    editorId: z.coerce.number().int().min(1).max(ID_MAX).optional(),
    /** The tale group, the published page's filter. */
    groupId: z.coerce.number().int().min(1).max(ID_MAX).optional(),
    /** The tale subgroup, the tale groups screen's list (sent with its groupId, whose index narrows it). */
    subGroupId: z.coerce.number().int().min(1).max(ID_MAX).optional(),
    /** First and last day of submission (`YYYY-MM-DD`, Istanbul time), inclusive: drafts never match. */
    from: listDay,
    to: listDay,
  })
  .refine((v) => !(v.after && v.before), { message: MSG.validationFailed, path: ['before'] })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: MSG.auditDateRange, path: ['to'] });
export type TaleListQuery = z.input<typeof taleListQuerySchema>;

/** Beyond this many matching tales a list's total reads "10.000+": counting further would scan them all. */
export const TALE_LIST_TOTAL_CAP = 10_000;

export const taleListAnswerSchema = z.object({
  rows: z.array(taleSummarySchema),
  /** The number of matching tales, or TALE_LIST_TOTAL_CAP when there are more (then `totalCapped`). */
  total: z.number(),
  totalCapped: z
    .boolean()
    .describe('True when more than 10,000 tales match: total is then 10,000 ("10.000+").'),
  /** `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last page.'),
  /** `before` for the previous page; null on the first page. */
  prevCursor: z
    .string()
    .nullable()
    .describe('Pass as `before` for the previous page; null on the first page.'),
});
export type TaleListAnswer = z.infer<typeof taleListAnswerSchema>;

/** PUT /v1/tales/: a workflow transition (decisions.md). */
export const taleTransitionSchema = z.object({
  taleId: id(),
  actionId: z.number().int().min(1).max(9),
  note: str().trim().max(NOTE_MAX, MSG.textTooLong).optional(),
  editorId: id().optional(),
  /** The version the decision was taken on: a stale one is refused with 409 (someone acted meanwhile). */
  version: id().optional(),
});
export type TaleTransitionInput = z.input<typeof taleTransitionSchema>;

/** POST /v1/upload/deleteTaleAttachment. */
export const deleteAttachmentSchema = z.object({ id: id() });
/** POST /v1/upload/taleAttachmentPublished: staff mark an attachment published or not. */
export const attachmentPublishedSchema = z.object({ id: id(), published: z.boolean() });
