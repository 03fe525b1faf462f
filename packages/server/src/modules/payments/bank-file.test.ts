import { describe, expect, it } from 'vitest';
import { type BankLine, csvFile, xlsxFile } from './bank-file.ts';

const line = (paymentId: number): BankLine => ({
  paymentId,
  nameSurname: 'Ayşe Öztürk',
  identityNo: '10000000146',
  iban: 'TR330006100519786457841326',
  bankName: 'Türkiye İş Bankası A.Ş.',
  amountKurus: 123_456,
  description: `Masal no ${paymentId} ödemesi: Keloğlan`,
});

/** Far more payments than anyone reads here; `stopped` resolves when the file stops reading them. */
function endlessPayments() {
  let resolveStopped: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    resolveStopped = resolve;
  });
  async function* batches(): AsyncGenerator<BankLine[]> {
    try {
      for (let b = 0; b < 1_000_000; b++) yield Array.from({ length: 1000 }, (_, i) => line(b * 1000 + i));
    } finally {
      resolveStopped();
    }
  }
  return { batches: batches(), stopped };
}

describe('the bank file', () => {
  for (const [format, make] of [
    ['CSV', csvFile],
    ['XLSX', xlsxFile],
  ] as const) {
    it(`${format}: stops reading the payments when its reader leaves`, async () => {
      const { batches, stopped } = endlessPayments();
      const file = make(batches);
      let chunks = 0;
      // Leaving the loop destroys the stream, as a reply does when its client goes away.
      for await (const _chunk of file) if (++chunks === 3) break;
      await stopped;
      expect(file.destroyed).toBe(true);
    });
  }
});
