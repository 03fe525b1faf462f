import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../api/api-client.ts';
import { type AssignTale, assignAll, isAssignable } from './bulk-assign.ts';

const tale = (taleId: number, actionId: number, editorId: number | null = null): AssignTale => ({
  taleId,
  taleName: `Masal ${taleId}`,
  actionId,
  editorId,
  version: taleId * 10,
});

const ok: ApiResult<unknown> = { ok: true, status: 200, data: {} };
const stale: ApiResult<unknown> = {
  ok: false,
  status: 409,
  code: 'STALE_VERSION',
  message: 'Bu masal siz düzenlerken başka bir yerde değiştirildi.',
  errors: [],
};
const invalid: ApiResult<unknown> = {
  ok: false,
  status: 400,
  code: 'VALIDATION',
  message: 'Doğrulama hatası',
  errors: [{ field: 'editorId', message: 'Editör etkin değil.' }],
};

describe('bulk assignment', () => {
  it('offers tales at 2 and 3 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((actionId) => isAssignable({ actionId }))).toEqual([2, 3]);
  });

  it('sends one call per tale in order, with its version and the note, and keeps each outcome', async () => {
    const sent: unknown[] = [];
    const answers = [ok, stale, invalid];
    const progress: number[] = [];
    const outcomes = await assignAll(
      [tale(1, 2), tale(2, 2), tale(3, 3, 8)],
      7,
      '  acele  ',
      async (body) => {
        sent.push(body);
        return answers[sent.length - 1] as ApiResult<unknown>;
      },
      (done) => progress.push(done),
    );
    expect(sent).toEqual([
      { taleId: 1, editorId: 7, version: 10, note: 'acele' },
      { taleId: 2, editorId: 7, version: 20, note: 'acele' },
      { taleId: 3, editorId: 7, version: 30, note: 'acele' },
    ]);
    expect(outcomes.map((o) => o.failure)).toEqual([
      undefined,
      'Masal bu arada değişti: başka bir işlem yapılmış. Listeyi yenileyip yeniden deneyin.',
      'Editör etkin değil.',
    ]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('does not send a tale the editor already has, nor one past review', async () => {
    const sent: unknown[] = [];
    const outcomes = await assignAll([tale(1, 3, 7), tale(2, 6), tale(3, 2)], 7, '', async (body) => {
      sent.push(body);
      return ok;
    });
    expect(sent).toEqual([{ taleId: 3, editorId: 7, version: 30 }]);
    expect(outcomes.map((o) => Boolean(o.failure))).toEqual([true, true, false]);
  });
});
