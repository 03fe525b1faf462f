/**
 * Tales written straight into the database in any workflow state, with what the workflow keeps beside them
 * (abstract, classification, the advisory board's record, a payment, a history row), and small readers of a tale's
 * workflow state for the workflow's matrix, race and private-content tests. Nothing here knows the rules:
 * the tests carry their own table of decisions.md.
 */

import type { Attachment } from '@masal/shared';
import { COPYRIGHT_STATUS, SOURCE_TYPE, sortKeyTr, TALE_SOURCE } from '@masal/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  advisoryBoardApprovals,
  payments,
  sourcePersons,
  taleAbstracts,
  taleGroups,
  taleHistory,
  taleSubgroups,
  tales,
} from '../../src/db/schema/index.ts';
import { mp3 } from './media-fixtures.ts';
import { multipartBody } from './multipart.ts';
import type { TestApp } from './test-app.ts';

export const DEFAULT_TALE_TEXT =
  'Evvel zaman içinde, kalbur saman içinde, Keloğlan ile anası bir köyde yaşarmış. Bir gün Keloğlan pazara gitmiş.';
export const DEFAULT_TALE_TEXT_END =
  'Evvel zaman içinde Keloğlan ile anası bir köyde yaşarmış. Bir gün Keloğlan pazara gitmiş ve dev ile karşılaşmış.';

export interface WorkflowTaleOptions {
  /** The owner (compiler). */
  userId: number;
  actionId: number;
  editorId?: number | null;
  taleName?: string;
  taleText?: string;
  /** Every field a submit (1→2) needs, with a source person. Default true. */
  complete?: boolean;
  /** Group and subgroup set (forwarding to the advisory board needs them). Default true. */
  typed?: boolean;
  /** The text to publish set (forwarding needs it). Default true. */
  textEnd?: boolean;
  /** The tale's one abstract (forwarding needs it); default true. A string is its text. */
  abstract?: boolean | string;
  /** The advisory board's one approval record; default false. A string is its note. */
  approval?: boolean | string;
  /** The compiler's payment; default: when the tale is at 6, 7 or 9 (it got there through 6 or 7). */
  payment?: boolean;
  /** The source person's name (a complete tale has one). */
  sourcePersonName?: string;
  /** One history row (the last step into its status) with this note; default none. */
  historyNote?: string;
}

const groupCache = new WeakMap<TestApp, { groupId: number; subGroupId: number }>();

/** A seeded group with one of its subgroups. */
export async function aTaleGroup(ctx: TestApp): Promise<{ groupId: number; subGroupId: number }> {
  const cached = groupCache.get(ctx);
  if (cached) return cached;
  const [row] = await ctx.database.db
    .select({ groupId: taleGroups.groupId, subGroupId: taleSubgroups.subGroupId })
    .from(taleSubgroups)
    .innerJoin(taleGroups, eq(taleGroups.groupId, taleSubgroups.groupId))
    .orderBy(asc(taleSubgroups.subGroupId))
    .limit(1);
  if (!row) throw new Error('the seed wrote no tale groups');
  groupCache.set(ctx, row);
  return row;
}
/** Words as the fixtures count them (the server's count is its own; the payment here is only a row). */
const roughWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

export async function createWorkflowTale(
  ctx: TestApp,
  options: WorkflowTaleOptions,
): Promise<{ taleId: number; sourcePersonId: number | null; taleName: string }> {
  const db = ctx.database.db;
  const complete = options.complete ?? true;
  const taleName = options.taleName ?? 'Keloğlan ile Dev';
  const taleText = options.taleText ?? DEFAULT_TALE_TEXT;
  const type = (options.typed ?? true) ? await aTaleGroup(ctx) : undefined;

  let sourcePersonId: number | null = null;
  if (complete) {
    const [person] = await db
      .insert(sourcePersons)
      .values({
        nameSurname: options.sourcePersonName ?? 'Hatice Çelik',
        complationDate: '2024-01-20',
        learnedFrom: 'Dedesi',
        job: 'Çiftçi',
        educationLevel: 'İlkokul',
        birthDate: '1942',
        placeOfBirth: 'Maçka',
      })
      .returning({ id: sourcePersons.sourcePersonId });
    sourcePersonId = person?.id ?? null;
  }

  const textEnd = (options.textEnd ?? true) ? DEFAULT_TALE_TEXT_END : null;
  const [row] = await db
    .insert(tales)
    .values({
      userId: options.userId,
      editorId: options.editorId ?? null,
      actionId: options.actionId,
      taleName,
      taleNameKey: sortKeyTr(taleName),
      taleText,
      taleTextEnd: textEnd,
      numberOfWord: roughWords(textEnd ?? taleText),
      ...(complete
        ? {
            copyrightStatus: COPYRIGHT_STATUS.wanted,
            area: 'Karadeniz',
            city: 'Trabzon',
            taleSource: TALE_SOURCE.compilation,
            sourceType: SOURCE_TYPE.person,
            contextProperties: 'Kış gecesi, ocak başında anlatıldı.',
            compilerNameSurname: 'Ayşe Yılmaz',
            compilerJob: 'Öğretmen',
            whereToCompile: 'Maçka',
            compilerPlaceOfBirth: 'Trabzon',
            compilerBirthDate: '1985-04-12',
            compilerEducationLevel: 'Lisans',
            sourcePersonId,
          }
        : {}),
      ...(type ? { groupId: type.groupId, subGroupId: type.subGroupId } : {}),
      ...(options.actionId !== 1 ? { submittedAt: new Date() } : {}),
    })
    .returning({ taleId: tales.taleId });
  if (!row) throw new Error('tale insert returned nothing');
  const { taleId } = row;

  const abstract = options.abstract ?? true;
  if (abstract) {
    await db.insert(taleAbstracts).values({
      taleId,
      text: typeof abstract === 'string' ? abstract : 'Keloğlan devi aklıyla yener.',
      userId: options.editorId ?? null,
    });
  }
  if (options.approval) {
    await db.insert(advisoryBoardApprovals).values({
      taleId,
      decision: options.actionId === 7 ? 'approvedPrivate' : 'approved',
      memberUserId: null,
      note: typeof options.approval === 'string' ? options.approval : 'Kurul değerlendirmesi.',
    });
  }
  const payment = options.payment ?? [6, 7, 9].includes(options.actionId);
  if (payment) {
    const words = roughWords(textEnd ?? taleText);
    await db.insert(payments).values({
      taleId,
      userId: options.userId,
      numberOfWord: words,
      coefficient: '25.1',
      amountKurus: Math.round(words * 25.1),
    });
  }
  if (options.historyNote !== undefined) {
    await db.insert(taleHistory).values({
      taleId,
      actorUserId: options.editorId ?? null,
      fromActionId: options.actionId === 1 ? 1 : options.actionId - 1,
      toActionId: options.actionId,
      note: options.historyNote,
    });
  }
  return { taleId, sourcePersonId, taleName };
}

/**
 * What a transition may change, read in one statement (the subqueries name the outer row as "tales"."tale_id":
 * drizzle writes a column of a one-table select unqualified, which inside them would mean their own tale_id).
 * A refused transition must leave all of it as it was.
 */
export interface TaleSnapshot {
  actionId: number;
  version: number;
  editorId: number | null;
  history: number;
  payments: number;
  mailJobs: number;
}

export async function taleSnapshot(ctx: TestApp, taleId: number): Promise<TaleSnapshot> {
  const [row] = await ctx.database.db
    .select({
      actionId: tales.actionId,
      version: tales.version,
      editorId: tales.editorId,
      history: sql<number>`(select count(*)::int from tale_history h where h.tale_id = "tales"."tale_id")`,
      payments: sql<number>`(select count(*)::int from payments p where p.tale_id = "tales"."tale_id")`,
      mailJobs: sql<number>`(select count(*)::int from mail_jobs m where m.tale_id = "tales"."tale_id")`,
    })
    .from(tales)
    .where(eq(tales.taleId, taleId));
  if (!row) throw new Error(`no tale ${taleId}`);
  return {
    ...row,
    history: Number(row.history),
    payments: Number(row.payments),
    mailJobs: Number(row.mailJobs),
  };
}

/** The tale's history rows, oldest first. */
export function historyOf(ctx: TestApp, taleId: number) {
  return ctx.database.db
    .select()
    .from(taleHistory)
    .where(eq(taleHistory.taleId, taleId))
    .orderBy(asc(taleHistory.historyId));
}

export function paymentsOf(ctx: TestApp, taleId: number) {
  return ctx.database.db.select().from(payments).where(eq(payments.taleId, taleId));
}

export const bearer = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export interface TransitionBody {
  taleId: number;
  actionId: number;
  note?: string;
  editorId?: number;
  version?: number;
}

/** PUT /v1/tales/: one workflow transition. */
export function putTransition(
  ctx: TestApp,
  token: string,
  body: TransitionBody,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'PUT', url: '/v1/tales/', payload: body, headers: bearer(token) });
}

export function getAs(ctx: TestApp, token: string | undefined, url: string): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
}

/** A short, readable excerpt of an answer for a failure message. */
export function excerpt(response: LightMyRequestResponse, max = 200): string {
  const body = response.body;
  return body.length > max ? `${body.slice(0, max)}…` : body;
}

/** Moves a tale straight in the database (a state the test sets up, not a transition). */
export async function setStatus(ctx: TestApp, taleId: number, actionId: number): Promise<void> {
  await ctx.database.db.update(tales).set({ actionId }).where(eq(tales.taleId, taleId));
}

/** Uploads one small MP3 to a tale the token may edit (a draft of its owner); answers the attachment. */
export async function uploadMp3(
  ctx: TestApp,
  token: string,
  taleId: number,
  fileName: string,
): Promise<Attachment> {
  const body = multipartBody([{ fileName, bytes: mp3(), contentType: 'audio/mpeg' }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v1/upload/taleAttachment/${taleId}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  if (response.statusCode !== 200)
    throw new Error(`upload refused (${response.statusCode}): ${response.body}`);
  const list = response.json().uploadList as Attachment[];
  const attachment = list.find((a) => a.fileName === fileName);
  if (!attachment) throw new Error('the upload is not listed');
  return attachment;
}
