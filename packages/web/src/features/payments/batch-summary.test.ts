import type { PaymentAdminRow } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { batchSummary } from './batch-summary.ts';

const row = (paymentId: number, userId: number, name: string, amountKurus: number) =>
  ({ paymentId, userId, name, surname: 'Yılmaz', amountKurus }) as PaymentAdminRow;

describe('batch summary', () => {
  it('names up to three payees, once each, with the total in Turkish money', () => {
    expect(batchSummary([row(1, 7, 'Ayşe', 123_456), row(2, 7, 'Ayşe', 100), row(3, 8, 'Ali', 1)])).toBe(
      '3 ödeme, toplam 1.235,57 ₺; alıcı: Ayşe Yılmaz, Ali Yılmaz.',
    );
  });

  it('counts the payees when there are more', () => {
    const rows = [1, 2, 3, 4].map((id) => row(id, id, `Kişi${id}`, 1000));
    expect(batchSummary(rows)).toBe('4 ödeme, toplam 40,00 ₺; 4 ayrı alıcı.');
  });
});
