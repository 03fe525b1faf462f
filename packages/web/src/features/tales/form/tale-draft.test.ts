import { describe, expect, it } from 'vitest';
import { draftKey } from '../../../components/device-draft-store.ts';
import { TALE_DRAFT } from './tale-draft.ts';
import { emptyTaleValues } from './tale-form-values.ts';

describe('the tale form’s device copy', () => {
  it('is one per user and tale; a new tale has its own key', () => {
    expect(draftKey(TALE_DRAFT, 5, 12)).toBe('masal.taleDraft.5.12');
    expect(draftKey(TALE_DRAFT, 5, null)).toBe('masal.taleDraft.5.new');
  });

  it('completes a copy of an older form and refuses what is not a tale', () => {
    expect(TALE_DRAFT.accept({ taleName: 'Eski' })).toEqual({ ...emptyTaleValues(), taleName: 'Eski' });
    for (const values of [null, 'metin', { taleName: 5 }]) expect(TALE_DRAFT.accept(values)).toBeNull();
  });
});
