import { describe, expect, it } from 'vitest';
import { draftKey } from '../../../components/device-draft-store.ts';
import { COMPLETED_DRAFT } from './completed-tale-draft.ts';

describe('the completed-tale editor’s device copy', () => {
  it('is one per person and tale', () => {
    expect(draftKey(COMPLETED_DRAFT, 5, 12)).toBe('masal.completedTaleDraft.5.12');
  });

  it('reads back the two fields, and refuses anything else', () => {
    const values = { taleTextEnd: 'Bir varmış', contextProperties: '' };
    expect(COMPLETED_DRAFT.accept(values)).toEqual(values);
    expect(COMPLETED_DRAFT.accept({ ...values, contextProperties: 3 })).toBeNull();
    expect(COMPLETED_DRAFT.accept('Bir varmış')).toBeNull();
    expect(COMPLETED_DRAFT.accept(null)).toBeNull();
  });

  it('keeps nothing equal to the saved text', () => {
    const saved = { taleTextEnd: 'Bir varmış', contextProperties: 'Kış' };
    expect(COMPLETED_DRAFT.same({ ...saved }, saved)).toBe(true);
    expect(COMPLETED_DRAFT.same({ ...saved, taleTextEnd: 'Bir yokmuş' }, saved)).toBe(false);
  });
});
