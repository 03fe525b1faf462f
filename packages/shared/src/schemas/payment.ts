/**
 * Payloads of the payments calls (decisions.md "Calls the seed leaves open": Payments): the caller's
 * own payments, the admin's paged list with its filters and totals, batch approval and payment, the bank
 * export's selection, the coefficient with its history and a paid payment's correction (a linked adjustment).
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { todayIso } from '../format.ts';
import { MSG } from '../messages.ts';
import { REGIONS } from '../reference.ts';
import { optionalDayQuery } from './dates.ts';
import { ID_MAX, id, str } from './primitives.ts';

export const PAYMENT_STATUS_LIST = ['pending', 'approved', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_LIST)[number];
/** Which date the admin's period filter reads. */
const PAYMENT_PERIODS = ['created', 'approved', 'paid'] as const;
const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The largest batch approved, paid or exported by ids in one call. */
const MAX_BATCH = 5_000;

const nullableText = z.string().nullable();
const page = z.coerce.number().int().min(0).max(ID_MAX).default(0);
const pageSize = z.coerce.number().int().min(1).max(100).default(25);
const dayRange = { message: MSG.auditDateRange, path: ['to'] };

/** A payment row of decisions.md; money as integer kuruş, the coefficient as lira per 100 words ("25.1"). */
export const paymentSchema = z.object({
  paymentId: z.number(),
  taleId: z.number(),
  taleName: z.string(),
  userId: z.number(),
  numberOfWord: z.number(),
  coefficient: z.string(),
  amountKurus: z.number(),
  status: z.enum(PAYMENT_STATUS_LIST),
  createdAt: z.string(),
  approvedAt: nullableText,
  paidAt: nullableText,
  /** An adjustment: the payment it corrects, and why (its words and kuruş are the signed difference). */
  adjustsPaymentId: z.number().nullable(),
  reason: nullableText,
});
export type Payment = z.infer<typeof paymentSchema>;

/** A sum of payments: how many and how much. */
const sumSchema = z.object({ count: z.number(), amountKurus: z.number() });

/** The caller's totals: per year of accrual (Istanbul) and status. */
const ownTotalSchema = sumSchema.extend({ year: z.number(), status: z.enum(PAYMENT_STATUS_LIST) });
export type OwnPaymentTotal = z.infer<typeof ownTotalSchema>;

export const paymentListQuerySchema = z.object({ page, pageSize });
export const paymentListAnswerSchema = z.object({
  rows: z.array(paymentSchema),
  total: z.number(),
  totals: z.array(ownTotalSchema),
});
export type PaymentListAnswer = z.infer<typeof paymentListAnswerSchema>;

/** The admin's filters; the bank export takes the same ones when it is not given ids. */
const adminFilterShape = {
  status: z.enum(PAYMENT_STATUS_LIST, { message: MSG.paymentStatusInvalid }).optional(),
  period: z.enum(PAYMENT_PERIODS, { message: MSG.paymentPeriodInvalid }).default('created'),
  /** The first day of the period, inclusive (Istanbul). */
  from: optionalDayQuery(),
  /** The last day, inclusive. */
  to: optionalDayQuery(),
  /** The compiler: their user id, or part of their name (Turkish letters folded). */
  userId: z.coerce.number().pipe(id()).optional(),
  compiler: str().trim().max(100, MSG.textTooLong).optional(),
  institutionId: z.coerce.number().pipe(id()).optional(),
  area: z
    .string()
    .refine((v) => REGIONS.includes(v), MSG.paymentRegionInvalid)
    .optional(),
};

export const paymentAdminQuerySchema = z
  .object({ page, pageSize, ...adminFilterShape })
  .refine((q) => !q.from || !q.to || q.from <= q.to, dayRange);
export type PaymentAdminQuery = z.input<typeof paymentAdminQuerySchema>;
export type PaymentFilter = Omit<z.output<typeof paymentAdminQuerySchema>, 'page' | 'pageSize'>;

const adminRowSchema = paymentSchema.extend({
  name: z.string(),
  surname: z.string(),
  institutionName: nullableText,
  area: nullableText,
  /** A valid TC Kimlik No, IBAN and bank name on the profile: the payment can go into a bank file. */
  bankReady: z.boolean(),
});
export type PaymentAdminRow = z.infer<typeof adminRowSchema>;

export const paymentAdminAnswerSchema = z.object({
  rows: z.array(adminRowSchema),
  total: z.number(),
  /** The whole selection (every page), in all and per status. */
  totals: sumSchema.extend({ byStatus: z.record(z.enum(PAYMENT_STATUS_LIST), sumSchema) }),
});
export type PaymentAdminAnswer = z.infer<typeof paymentAdminAnswerSchema>;

const paymentIds = z
  .array(id(MSG.paymentIdsInvalid), { error: MSG.paymentIdsRequired })
  .min(1, MSG.paymentIdsRequired)
  .max(MAX_BATCH, MSG.paymentTooManyIds)
  .transform((ids) => [...new Set(ids)]);

/** PUT /v1/payments/approve: pending → approved, all or nothing. */
export const paymentApproveSchema = z.object({ paymentIds });
/** PUT /v1/payments/paid: approved → paid on `paidAt` (not in the future), all or nothing. */
export const paymentPaidSchema = z.object({
  paymentIds,
  paidAt: str({ error: MSG.paymentPaidAtRequired })
    .trim()
    .min(1, MSG.paymentPaidAtRequired)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      MSG.dateInvalid,
    )
    .refine((v) => v <= todayIso(), MSG.dateInFuture),
});
export type PaymentPaidInput = z.input<typeof paymentPaidSchema>;
export const paymentBatchAnswerSchema = z.object({ updated: z.number() });

/** GET /v1/payments/export: `paymentIds=1,2,3`, or else the admin's filters (approved payments only). */
export const paymentExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { message: MSG.paymentFormatInvalid }),
  paymentIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, MSG.paymentIdsInvalid)
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .pipe(z.array(id(MSG.paymentIdsInvalid)).max(MAX_BATCH, MSG.paymentTooManyIds))
    .optional(),
  ...adminFilterShape,
});
export type PaymentExportQuery = z.output<typeof paymentExportQuerySchema>;

/** Lira per 100 words, as people write it: "25.1" or "25,1"; stored with at most 4 decimals. */
export const paymentCoefficientInputSchema = z.object({
  value: str({ error: MSG.paymentCoefficientInvalid })
    .trim()
    .transform((v) => v.replace(',', '.'))
    .refine((v) => /^\d{1,6}(\.\d{1,4})?$/.test(v) && Number(v) > 0, MSG.paymentCoefficientInvalid),
});

const coefficientChangeSchema = z.object({
  value: z.string(),
  /** The value it replaced; null for the first. */
  previous: nullableText,
  changedAt: z.string(),
  changedBy: z.object({ userId: z.number(), name: z.string(), surname: z.string() }).nullable(),
});
/** The coefficient in force and every change, newest first. */
export const paymentCoefficientAnswerSchema = z.object({
  value: z.string(),
  history: z.array(coefficientChangeSchema),
});
export type PaymentCoefficientAnswer = z.infer<typeof paymentCoefficientAnswerSchema>;

/** POST /v1/payments/{id}/adjustments: the correct word count of the tale, and why. */
export const paymentAdjustmentInputSchema = z.object({
  numberOfWord: z
    .number({ error: MSG.paymentWordsInvalid })
    .int(MSG.paymentWordsInvalid)
    .min(0, MSG.paymentWordsInvalid)
    .max(10_000_000, MSG.paymentWordsInvalid),
  reason: str({ error: MSG.paymentReasonRequired })
    .trim()
    .min(3, MSG.paymentReasonRequired)
    .max(500, MSG.paymentReasonTooLong),
});
export type PaymentAdjustmentInput = z.input<typeof paymentAdjustmentInputSchema>;
