/**
 * The admin's side of payments: the filtered list with its totals, batch approval and payment
 * (all or nothing: one payment in the wrong state refuses the batch), a correction as a linked adjustment,
 * the coefficient with its history, and the bank export with its audited record. A paid payment never
 * changes: nothing here edits a payment past `paid`, and an adjustment is a new row.
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import {
  type ExportFormat,
  isValidTcKimlikNo,
  isValidTrIban,
  MSG,
  normalizeIban,
  PAYMENT_STATUS_LIST,
  type PaymentAdjustmentInput,
  type PaymentAdminAnswer,
  type PaymentCoefficientAnswer,
  type PaymentExportQuery,
  type PaymentFilter,
  paymentAmountKurus,
  t,
  todayIso,
} from '@masal/shared';
import type { AuditActor } from '../../db/audit-row.ts';
import { coefficientText, toPayment } from '../../db/payment-columns.ts';
import { Invalid, NotFound, WrongState } from '../../errors.ts';
import type { Secrets } from '../../security/secrets.ts';
import { type BankLine, csvFile, xlsxFile } from './bank-file.ts';
import type { CoefficientRepository } from './coefficient.repository.ts';
import type { LockedPayment, PaymentRepository } from './payment.repository.ts';
import type { ExportRow, PaymentExportRepository } from './payment-export.repository.ts';

interface BankFields {
  identityNoEnc: string | null;
  ibanEnc: string | null;
  bankName: string | null;
}

/** The person's TC Kimlik No, IBAN and bank when all three are there and valid; null otherwise. */
function bankDetails(secrets: Secrets, row: BankFields) {
  if (!row.identityNoEnc || !row.ibanEnc || !row.bankName?.trim()) return null;
  try {
    const identityNo = secrets.decrypt(row.identityNoEnc);
    const iban = normalizeIban(secrets.decrypt(row.ibanEnc));
    if (!isValidTcKimlikNo(identityNo) || !isValidTrIban(iban)) return null;
    return { identityNo, iban, bankName: row.bankName.trim() };
  } catch {
    // A value sealed with another key is as good as missing.
    return null;
  }
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What the payee reads on their statement: the tale's number they were mailed, not the payment's id. */
const description = (row: ExportRow) =>
  t(row.adjustsPaymentId === null ? 'payments.bankFile.line' : 'payments.bankFile.adjustmentLine', {
    taleId: row.taleId,
    taleName: row.taleName,
  }).slice(0, 140);

/** Refuses the batch unless every payment exists and is `status`. */
function allIn(paymentIds: number[], status: 'pending' | 'approved', message: string) {
  return (locked: { status: string }[]) => {
    if (locked.length !== paymentIds.length) throw new Invalid(MSG.paymentNotFound);
    if (locked.some((p) => p.status !== status)) throw new WrongState(message);
  };
}

export function paymentService(deps: {
  repo: PaymentRepository;
  coefficients: CoefficientRepository;
  exports: PaymentExportRepository;
  secrets: Secrets;
}) {
  const { repo, coefficients, exports, secrets } = deps;

  async function coefficient(): Promise<PaymentCoefficientAnswer> {
    const rows = await coefficients.history();
    const history = rows.map((r, i) => ({
      value: coefficientText(r.value),
      previous: rows[i + 1] ? coefficientText(rows[i + 1]?.value ?? '') : null,
      changedAt: r.changedAt.toISOString(),
      changedBy:
        r.userId !== null && r.name !== null && r.surname !== null
          ? { userId: r.userId, name: r.name, surname: r.surname }
          : null,
    }));
    return { value: history[0]?.value ?? '', history };
  }

  return {
    async list(query: PaymentFilter & { page: number; pageSize: number }): Promise<PaymentAdminAnswer> {
      const { rows, byStatus } = await repo.list(query);
      const none = () => ({ count: 0, amountKurus: 0 });
      const totals = {
        ...none(),
        byStatus: Object.fromEntries(
          PAYMENT_STATUS_LIST.map((s) => [s, none()]),
        ) as PaymentAdminAnswer['totals']['byStatus'],
      };
      for (const s of byStatus) {
        totals.byStatus[s.status] = { count: s.count, amountKurus: s.amountKurus };
        totals.count += s.count;
        totals.amountKurus += s.amountKurus;
      }
      return {
        rows: rows.map(({ identityNoEnc, ibanEnc, bankName, ...row }) => ({
          ...toPayment(row),
          bankReady: bankDetails(secrets, { identityNoEnc, ibanEnc, bankName }) !== null,
        })),
        total: totals.count,
        totals,
      };
    },

    /** pending → approved. */
    approve(actor: AuditActor, paymentIds: number[]) {
      return repo.advance(
        paymentIds,
        allIn(paymentIds, 'pending', MSG.paymentNotPending),
        { status: 'approved', approvedAt: new Date(), approvedBy: actor.userId },
        { actor, action: 'payment.approve', details: {} },
      );
    },

    /** approved → paid on `paidAt`; of two admins paying the same batch at once, the second gets 409. */
    pay(actor: AuditActor, paymentIds: number[], paidAt: string) {
      return repo.advance(
        paymentIds,
        allIn(paymentIds, 'approved', MSG.paymentNotApproved),
        { status: 'paid', paidAt, paidBy: actor.userId },
        { actor, action: 'payment.pay', details: { paidAt } },
      );
    },

    /**
     * A correction of a payment to the tale's right word count: a new row linked to it, with the signed
     * difference from what the payment and its earlier adjustments already count, at the payment's coefficient.
     */
    async adjust(actor: AuditActor, paymentId: number, input: PaymentAdjustmentInput) {
      const created = await repo.adjust(
        paymentId,
        (original: LockedPayment, earlier) => {
          if (original.adjustsPaymentId !== null) throw new WrongState(MSG.paymentAdjustAdjustment);
          const numberOfWord = input.numberOfWord - original.numberOfWord - earlier.numberOfWord;
          const amountKurus =
            paymentAmountKurus(input.numberOfWord, original.coefficient) -
            original.amountKurus -
            earlier.amountKurus;
          if (numberOfWord === 0 && amountKurus === 0) throw new WrongState(MSG.paymentNothingToAdjust);
          return { numberOfWord, amountKurus };
        },
        input.reason.trim(),
        actor,
      );
      if (created === undefined) throw new NotFound();
      const row = await repo.byId(created);
      if (!row) throw new NotFound();
      return toPayment(row);
    },

    coefficient,

    /** A new coefficient from now on; payments already made keep theirs (they are frozen on the row). */
    async setCoefficient(actor: AuditActor, value: string): Promise<PaymentCoefficientAnswer> {
      const current = await coefficient();
      if (Number(current.value) === Number(value)) throw new Invalid(MSG.paymentCoefficientUnchanged);
      await coefficients.set(coefficientText(value), current.value, actor);
      return coefficient();
    },

    /**
     * The bank file of the selection (`paymentIds`, every one approved, or else the filters' approved
     * payments). People without a valid TC Kimlik No, IBAN and bank name are left out (the screen lists them
     * apart). The record, with the SHA-256 of the bytes sent, is written before the file's last byte goes.
     */
    async exportFile(actor: AuditActor, query: PaymentExportQuery) {
      const { format, paymentIds, ...filter } = query;
      if (paymentIds) {
        const found = await repo.statusesOf(paymentIds);
        allIn(paymentIds, 'approved', MSG.paymentNotApproved)(found);
      }
      const exported: number[] = [];
      let skipped = 0;
      async function* lines(): AsyncGenerator<BankLine[]> {
        for await (const batch of exports.rows({ paymentIds, filter: { ...filter, status: 'approved' } })) {
          const ready: BankLine[] = [];
          for (const row of batch) {
            const bank = bankDetails(secrets, row);
            if (!bank) {
              skipped += 1;
              continue;
            }
            exported.push(row.paymentId);
            ready.push({
              paymentId: row.paymentId,
              nameSurname: `${row.name} ${row.surname}`,
              ...bank,
              amountKurus: row.amountKurus,
              description: description(row),
            });
          }
          yield ready;
        }
      }
      const hash = createHash('sha256');
      let byteCount = 0;
      const audited = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          byteCount += chunk.length;
          callback(null, chunk);
        },
        flush(callback) {
          exports
            .record({ format, sha256: hash.digest('hex'), byteCount, paymentIds: exported, skipped }, actor)
            .then(() => callback(), callback);
        },
      });
      const file = format === 'csv' ? csvFile(lines()) : xlsxFile(lines());
      file.on('error', (error) => audited.destroy(error));
      return {
        stream: file.pipe(audited),
        contentType: CONTENT_TYPES[format],
        fileName: `odemeler-${todayIso()}.${format}`,
      };
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
