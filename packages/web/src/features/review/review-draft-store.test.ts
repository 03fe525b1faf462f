import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import {
  abstractDraftKey,
  readAbstractDraft,
  readReviewDraft,
  removeReviewDraft,
  reviewDraftKey,
  type StoredReview,
  writeReviewDraft,
} from './review-draft-store.ts';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const draft: StoredReview = {
  values: { taleTextEnd: 'Bir varmış', contextProperties: '', groupId: '2', subGroupId: '' },
  savedAt: '2026-11-22T10:00:00.000Z',
  version: 3,
};

describe('review draft store', () => {
  it('one copy per editor and tale, apart from the tale form’s', () => {
    expect(reviewDraftKey(5, 12)).toBe('masal.reviewDraft.5.12');
    expect(reviewDraftKey(6, 12)).not.toBe(reviewDraftKey(5, 12));
  });

  it('reads back what was written, and nothing once removed', () => {
    writeReviewDraft('k', draft);
    expect(readReviewDraft('k')).toEqual(draft);
    removeReviewDraft('k');
    expect(readReviewDraft('k')).toBeNull();
  });

  it('ignores a copy it cannot read', () => {
    localStorage.setItem('a', '{not json');
    localStorage.setItem('b', JSON.stringify({ values: { taleTextEnd: 1 } }));
    expect(readReviewDraft('a')).toBeNull();
    expect(readReviewDraft('b')).toBeNull();
  });
});

describe('the abstract kept on the device', () => {
  const key = abstractDraftKey(7, 42);

  it('is one copy per editor and tale, read back as written', () => {
    expect(key).not.toBe(abstractDraftKey(8, 42));
    expect(key).not.toBe(reviewDraftKey(7, 42));
    writeReviewDraft(key, { text: 'Keloğlan devi yener.', savedAt: '2026-11-26T10:00:00.000Z' });
    expect(readAbstractDraft(key)).toEqual({
      text: 'Keloğlan devi yener.',
      savedAt: '2026-11-26T10:00:00.000Z',
    });
    removeReviewDraft(key);
    expect(readAbstractDraft(key)).toBeNull();
  });

  it('ignores an empty text and what is not a copy', () => {
    localStorage.setItem(key, JSON.stringify({ text: '  ' }));
    expect(readAbstractDraft(key)).toBeNull();
    localStorage.setItem(key, '{bozuk');
    expect(readAbstractDraft(key)).toBeNull();
  });
});
