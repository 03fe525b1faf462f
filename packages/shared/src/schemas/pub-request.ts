/**
 * The written publication requests (/masal/writtenPubRequest): editor-type roles propose completed
 * or published tales for the printed book series with a reason; admins accept or decline each with a note.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ID_MAX, id, str } from './primitives.ts';
import { NOTE_MAX } from './tale.ts';

export const PUB_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type PubRequestStatus = (typeof PUB_REQUEST_STATUSES)[number];
/** The most tales one request may propose. */
const PUB_REQUEST_TALES_MAX = 50;

/** POST /v1/writtenPubRequest: the tales (each once) and why they suit the printed series. */
export const pubRequestInputSchema = z.object({
  taleIds: z
    .array(id(), { error: MSG.pubRequestTalesRequired })
    .min(1, MSG.pubRequestTalesRequired)
    .max(PUB_REQUEST_TALES_MAX, MSG.pubRequestTooManyTales)
    .transform((ids) => [...new Set(ids)]),
  reason: str({ error: MSG.pubRequestReasonRequired })
    .trim()
    .min(1, MSG.pubRequestReasonRequired)
    .max(NOTE_MAX, MSG.textTooLong),
});
export type PubRequestInput = z.input<typeof pubRequestInputSchema>;

/** PUT /v1/writtenPubRequest/{id}/decision: the admin's decision; declining needs a note. */
export const pubRequestDecisionSchema = z
  .object({
    decision: z.enum(['accepted', 'declined'], { error: MSG.pubRequestDecisionRequired }),
    note: str().trim().max(NOTE_MAX, MSG.textTooLong).optional(),
  })
  .refine((v) => v.decision !== 'declined' || !!v.note, {
    message: MSG.pubRequestDeclineNoteRequired,
    path: ['note'],
  });
export type PubRequestDecisionInput = z.input<typeof pubRequestDecisionSchema>;

/** GET /v1/writtenPubRequest: newest first, server-paged; an editor's own requests, every request for admins. */
export const pubRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(PUB_REQUEST_STATUSES).optional(),
});

const personSchema = z.object({ userId: z.number(), name: z.string(), surname: z.string() });

export const pubRequestSchema = z.object({
  requestId: z.number(),
  /** Null once the proposer's account is gone. */
  proposer: personSchema.nullable(),
  reason: z.string(),
  status: z.enum(PUB_REQUEST_STATUSES),
  decidedBy: personSchema.nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The proposed tales with their present status (6 completed, 9 published, or where they have moved since). */
  tales: z.array(z.object({ taleId: z.number(), taleName: z.string(), actionId: z.number() })),
});
export type PubRequest = z.infer<typeof pubRequestSchema>;

export const pubRequestListAnswerSchema = z.object({ rows: z.array(pubRequestSchema), total: z.number() });
export type PubRequestListAnswer = z.infer<typeof pubRequestListAnswerSchema>;
