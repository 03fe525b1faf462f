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

/** Turkish messages of the payments area (the server's refusals and the forms' checks). */
export const PAYMENT_MSG = {
  idsRequired: 'En az bir ödeme seçiniz.',
  tooManyIds: 'Bir seferde en çok 5.000 ödeme seçilebilir.',
  idsInvalid: 'Ödeme numaraları geçersiz.',
  statusInvalid: 'Geçerli bir ödeme durumu seçiniz.',
  periodInvalid: 'Geçerli bir dönem türü seçiniz.',
  regionInvalid: 'Geçerli bir bölge seçiniz.',
  formatInvalid: 'Dosya biçimi csv ya da xlsx olmalıdır.',
  paidAtRequired: 'Ödeme tarihini giriniz.',
  coefficientInvalid: 'Katsayı 0’dan büyük, en çok 4 ondalık basamaklı bir sayı olmalıdır (ör. 25,1).',
  coefficientUnchanged: 'Yeni katsayı yürürlüktekiyle aynı.',
  reasonRequired: 'Düzeltmenin gerekçesini yazınız (en az 3 karakter).',
  reasonTooLong: 'Gerekçe en çok 500 karakter olabilir.',
  wordsInvalid: 'Kelime sayısı 0 ile 10.000.000 arasında bir tam sayı olmalıdır.',
  notFound: 'Seçilen ödemelerden en az biri bulunamadı.',
  notPending: 'Yalnızca beklemedeki ödemeler onaylanabilir; seçimde başka durumda ödeme var.',
  notApproved: 'Yalnızca onaylanmış ödemeler ödendi olarak işaretlenebilir ya da bankaya aktarılabilir.',
  adjustAdjustment: 'Bir düzeltme kaydı yeniden düzeltilemez; asıl ödemeyi düzeltiniz.',
  nothingToAdjust: 'Düzeltilecek bir fark yok: tutar zaten bu kelime sayısına göre.',
} as const;

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
  status: z.enum(PAYMENT_STATUS_LIST, { message: PAYMENT_MSG.statusInvalid }).optional(),
  period: z.enum(PAYMENT_PERIODS, { message: PAYMENT_MSG.periodInvalid }).default('created'),
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
    .refine((v) => REGIONS.includes(v), PAYMENT_MSG.regionInvalid)
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
  .array(id(PAYMENT_MSG.idsInvalid), { error: PAYMENT_MSG.idsRequired })
  .min(1, PAYMENT_MSG.idsRequired)
  .max(MAX_BATCH, PAYMENT_MSG.tooManyIds)
  .transform((ids) => [...new Set(ids)]);

/** PUT /v1/payments/approve: pending → approved, all or nothing. */
export const paymentApproveSchema = z.object({ paymentIds });
/** PUT /v1/payments/paid: approved → paid on `paidAt` (not in the future), all or nothing. */
export const paymentPaidSchema = z.object({
  paymentIds,
  paidAt: str({ error: PAYMENT_MSG.paidAtRequired })
    .trim()
    .min(1, PAYMENT_MSG.paidAtRequired)
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
  format: z.enum(EXPORT_FORMATS, { message: PAYMENT_MSG.formatInvalid }),
  paymentIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, PAYMENT_MSG.idsInvalid)
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .pipe(z.array(id(PAYMENT_MSG.idsInvalid)).max(MAX_BATCH, PAYMENT_MSG.tooManyIds))
    .optional(),
  ...adminFilterShape,
});
export type PaymentExportQuery = z.output<typeof paymentExportQuerySchema>;

/** Lira per 100 words, as people write it: "25.1" or "25,1"; stored with at most 4 decimals. */
export const paymentCoefficientInputSchema = z.object({
  value: str({ error: PAYMENT_MSG.coefficientInvalid })
    .trim()
    .transform((v) => v.replace(',', '.'))
    .refine((v) => /^\d{1,6}(\.\d{1,4})?$/.test(v) && Number(v) > 0, PAYMENT_MSG.coefficientInvalid),
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
    .number({ error: PAYMENT_MSG.wordsInvalid })
    .int(PAYMENT_MSG.wordsInvalid)
    .min(0, PAYMENT_MSG.wordsInvalid)
    .max(10_000_000, PAYMENT_MSG.wordsInvalid),
  reason: str({ error: PAYMENT_MSG.reasonRequired })
    .trim()
    .min(3, PAYMENT_MSG.reasonRequired)
    .max(500, PAYMENT_MSG.reasonTooLong),
});
export type PaymentAdjustmentInput = z.input<typeof paymentAdjustmentInputSchema>;
