/**
 * The written publication requests (/masal/writtenPubRequest): editor-type roles propose completed
 * or published tales for the printed book series with a reason; admins accept or decline each with a note.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ID_MAX, id, str } from './primitives.ts';
import { NOTE_MAX } from './tale.ts';

export const WRITTEN_PUB_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type WrittenPubRequestStatus = (typeof WRITTEN_PUB_REQUEST_STATUSES)[number];
/** The most tales one request may propose. */
const WRITTEN_PUB_REQUEST_TALES_MAX = 50;

/** POST /v1/writtenPubRequest: the tales (each once) and why they suit the printed series. */
export const writtenPubRequestInputSchema = z.object({
  taleIds: z
    .array(id(), { error: MSG.writtenPubRequestTalesRequired })
    .min(1, MSG.writtenPubRequestTalesRequired)
    .max(WRITTEN_PUB_REQUEST_TALES_MAX, MSG.writtenPubRequestTooManyTales)
    .transform((ids) => [...new Set(ids)]),
  reason: str({ error: MSG.writtenPubRequestReasonRequired })
    .trim()
    .min(1, MSG.writtenPubRequestReasonRequired)
    .max(NOTE_MAX, MSG.textTooLong),
});
export type WrittenPubRequestInput = z.input<typeof writtenPubRequestInputSchema>;

/** PUT /v1/writtenPubRequest/{id}/decision: the admin's decision; declining needs a note. */
export const writtenPubRequestDecisionSchema = z
  .object({
    decision: z.enum(['accepted', 'declined'], { error: MSG.writtenPubRequestDecisionRequired }),
    note: str().trim().max(NOTE_MAX, MSG.textTooLong).optional(),
  })
  .refine((v) => v.decision !== 'declined' || !!v.note, {
    message: MSG.writtenPubRequestDeclineNoteRequired,
    path: ['note'],
  });
export type WrittenPubRequestDecisionInput = z.input<typeof writtenPubRequestDecisionSchema>;

/** GET /v1/writtenPubRequest: newest first, server-paged; an editor's own requests, every request for admins. */
export const writtenPubRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(WRITTEN_PUB_REQUEST_STATUSES).optional(),
});

const personSchema = z.object({ userId: z.number(), name: z.string(), surname: z.string() });

export const writtenPubRequestSchema = z.object({
  requestId: z.number(),
  /** Null once the proposer's account is gone. */
  proposer: personSchema.nullable(),
  reason: z.string(),
  status: z.enum(WRITTEN_PUB_REQUEST_STATUSES),
  decidedBy: personSchema.nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The proposed tales with their present status (6 completed, 9 published, or where they have moved since). */
  tales: z.array(z.object({ taleId: z.number(), taleName: z.string(), actionId: z.number() })),
});
export type WrittenPubRequest = z.infer<typeof writtenPubRequestSchema>;

export const writtenPubRequestListAnswerSchema = z.object({
  rows: z.array(writtenPubRequestSchema),
  total: z.number(),
});
export type WrittenPubRequestListAnswer = z.infer<typeof writtenPubRequestListAnswerSchema>;
