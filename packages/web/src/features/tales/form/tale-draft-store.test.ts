import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test-support/memory-storage.ts';
import { draftKey, readDraft, removeDraft, type StoredDraft, writeDraft } from './tale-draft-store.ts';
import { emptyTaleValues } from './tale-form-values.ts';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const draft: StoredDraft = {
  values: { ...emptyTaleValues(), taleName: 'Keloğlan', taleText: 'Bir varmış' },
  savedAt: '2026-11-22T10:00:00.000Z',
  version: 3,
};

describe('tale draft store', () => {
  it('one copy per user and tale; a new tale has its own key', () => {
    expect(draftKey(5, 12)).toBe('masal.taleDraft.5.12');
    expect(draftKey(5, null)).toBe('masal.taleDraft.5.new');
    expect(draftKey(6, 12)).not.toBe(draftKey(5, 12));
  });

  it('a written copy reads back the same, and is gone once removed', () => {
    writeDraft('k', draft);
    expect(readDraft('k')).toEqual(draft);
    removeDraft('k');
    expect(readDraft('k')).toBeNull();
  });

  it('a copy of an older form version is completed; missing date and version get defaults', () => {
    localStorage.setItem('k', JSON.stringify({ values: { taleName: 'Eski' } }));
    const read = readDraft('k');
    expect(read?.values).toEqual({ ...emptyTaleValues(), taleName: 'Eski' });
    expect(read?.version).toBeNull();
    expect(Number.isNaN(Date.parse(read?.savedAt ?? ''))).toBe(false);
  });

  it('broken or foreign content is no copy', () => {
    for (const raw of ['{', 'null', '{"values":null}', '{"values":{"taleName":5}}']) {
      localStorage.setItem('k', raw);
      expect(readDraft('k'), raw).toBeNull();
    }
  });

  it('full or switched-off storage does not break the form', () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new DOMException('off', 'SecurityError');
    };
    vi.stubGlobal('localStorage', refusing);
    expect(() => writeDraft('k', draft)).not.toThrow();
    expect(readDraft('k')).toBeNull();
  });
});
