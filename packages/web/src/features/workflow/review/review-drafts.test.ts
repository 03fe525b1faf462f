import { describe, expect, it } from 'vitest';
import { draftKey } from '../../../components/device-draft-store.ts';
import { ABSTRACT_DRAFT, REVIEW_DRAFT } from './review-drafts.ts';

describe('the review screen’s device copies', () => {
  it('are one per editor and tale, the abstract apart from the form', () => {
    expect(draftKey(REVIEW_DRAFT, 5, 12)).toBe('masal.reviewDraft.5.12');
    expect(draftKey(ABSTRACT_DRAFT, 5, 12)).toBe('masal.abstractDraft.5.12');
  });

  it('read back the four fields, and refuse anything else', () => {
    const review = { taleTextEnd: 'Bir varmış', contextProperties: '', groupId: '2', subGroupId: '' };
    expect(REVIEW_DRAFT.accept(review)).toEqual(review);
    expect(REVIEW_DRAFT.accept({ ...review, taleTextEnd: 1 })).toBeNull();
    expect(REVIEW_DRAFT.accept(null)).toBeNull();
  });

  it('keep an abstract only while it has text that differs from the saved one', () => {
    expect(ABSTRACT_DRAFT.accept('Keloğlan devi yener.')).toBe('Keloğlan devi yener.');
    expect(ABSTRACT_DRAFT.accept('  ')).toBeNull();
    expect(ABSTRACT_DRAFT.same('  ', 'Saklı özet')).toBe(true);
    expect(ABSTRACT_DRAFT.same(' Saklı özet ', 'Saklı özet')).toBe(true);
    expect(ABSTRACT_DRAFT.same('Yeni özet', 'Saklı özet')).toBe(false);
  });
});
