/**
 * The bank export's reads and its record. Rows are read in batches of BATCH by payment id (keyset), so a file
 * of any size holds one batch in memory; the record (payment_exports, its items and the audit row) is written
 * in one transaction once the file is complete.
 */
import type { ExportFormat, PaymentFilter } from '@masal/shared';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { paymentExportItems, paymentExports, payments, tales, users } from '../../db/schema/index.ts';
import { filterOf } from './payment-filter.ts';

const BATCH = 1_000;

/** Approved payments with something to pay: what a bank file may list. */
const exportable = and(eq(payments.status, 'approved'), gt(payments.amountKurus, 0));

const exportColumns = {
  paymentId: payments.paymentId,
  adjustsPaymentId: payments.adjustsPaymentId,
  amountKurus: payments.amountKurus,
  taleId: payments.taleId,
  taleName: tales.taleName,
  name: users.name,
  surname: users.surname,
  identityNoEnc: users.identityNoEnc,
  ibanEnc: users.ibanEnc,
  bankName: users.bankName,
};

const batchAfter = (db: Db, where: SQL | undefined, afterId: number) =>
  db
    .select(exportColumns)
    .from(payments)
    .innerJoin(tales, eq(tales.taleId, payments.taleId))
    .innerJoin(users, eq(users.userId, payments.userId))
    .where(and(exportable, where, gt(payments.paymentId, afterId)))
    .orderBy(asc(payments.paymentId))
    .limit(BATCH);

export function paymentExportRepository(db: Db) {
  return {
    /** The selection's exportable rows, batch by batch, in payment id order. */
    async *rows(selection: { paymentIds?: number[] | undefined; filter: PaymentFilter }) {
      const where = selection.paymentIds
        ? inArray(payments.paymentId, selection.paymentIds)
        : filterOf(selection.filter);
      let afterId = 0;
      for (;;) {
        const batch = await batchAfter(db, where, afterId);
        if (batch.length > 0) yield batch;
        if (batch.length < BATCH) return;
        afterId = batch[batch.length - 1]?.paymentId ?? afterId;
      }
    },

    /** The file's record and its audit row. */
    async record(
      file: {
        format: ExportFormat;
        sha256: string;
        byteCount: number;
        paymentIds: number[];
        skipped: number;
      },
      actor: AuditActor,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentExports)
          .values({
            actorUserId: actor.userId,
            format: file.format,
            sha256: file.sha256,
            rowCount: file.paymentIds.length,
            byteCount: file.byteCount,
          })
          .returning({ exportId: paymentExports.exportId });
        if (!row) throw new Error('export not recorded');
        for (let i = 0; i < file.paymentIds.length; i += 5_000) {
          await tx
            .insert(paymentExportItems)
            .values(
              file.paymentIds.slice(i, i + 5_000).map((paymentId) => ({ exportId: row.exportId, paymentId })),
            );
        }
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'payment.export',
          entityId: `export-${row.exportId}`,
          details: {
            exportId: row.exportId,
            format: file.format,
            sha256: file.sha256,
            rows: file.paymentIds.length,
            skippedWithoutBankDetails: file.skipped,
          },
          ip: actor.ip,
        });
      });
    },
  };
}
export type PaymentExportRepository = ReturnType<typeof paymentExportRepository>;
export type ExportRow = Awaited<ReturnType<typeof batchAfter>>[number];
