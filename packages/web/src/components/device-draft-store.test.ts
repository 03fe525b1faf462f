import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';
import {
  type DraftKind,
  draftKey,
  onDraftsChanged,
  pendingDrafts,
  readDraft,
  removeDraft,
  writeDraft,
} from './device-draft-store.ts';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTE: DraftKind<string> = {
  name: 'noteDraft',
  accept: (values) => (typeof values === 'string' ? values : null),
  same: (a, b) => a === b,
};
const copy = { values: 'Bir varmış', savedAt: '2026-11-22T10:00:00.000Z', version: 3 };

describe('the device copy of a form', () => {
  it('is one copy per person, form and record; a new record has its own key', () => {
    expect(draftKey(NOTE, 5, 12)).toBe('masal.noteDraft.5.12');
    expect(draftKey(NOTE, 5, null)).toBe('masal.noteDraft.5.new');
    expect(draftKey(NOTE, 6, 12)).not.toBe(draftKey(NOTE, 5, 12));
  });

  it('reads back as written, and is gone once removed', () => {
    writeDraft('k', copy);
    expect(readDraft('k', NOTE)).toEqual(copy);
    removeDraft('k');
    expect(readDraft('k', NOTE)).toBeNull();
  });

  it('a missing date and version get defaults', () => {
    localStorage.setItem('k', JSON.stringify({ values: 'Eski' }));
    const read = readDraft('k', NOTE);
    expect(read?.version).toBeNull();
    expect(Number.isNaN(Date.parse(read?.savedAt ?? ''))).toBe(false);
  });

  it('is no copy when broken or not the form’s', () => {
    for (const raw of ['{', 'null', '{"values":null}', '{"values":5}']) {
      localStorage.setItem('k', raw);
      expect(readDraft('k', NOTE), raw).toBeNull();
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
    expect(() => writeDraft('k', copy)).not.toThrow();
    expect(readDraft('k', NOTE)).toBeNull();
  });

  it('a save made without a network is listed as waiting, with its record; other copies are not', () => {
    writeDraft(draftKey(NOTE, 5, 12), { ...copy, pending: 'send' });
    writeDraft(draftKey(NOTE, 5, null), { ...copy, version: null, pending: 'refused' });
    writeDraft(draftKey(NOTE, 5, 13), copy);
    writeDraft(draftKey(NOTE, 6, 14), { ...copy, pending: 'send' });
    writeDraft('masal.otherDraft.5.15', { ...copy, pending: 'send' });
    const waiting = pendingDrafts(NOTE, 5).map((w) => [w.recordId, w.pending]);
    expect(waiting).toHaveLength(2);
    expect(waiting).toContainEqual([12, 'send']);
    expect(waiting).toContainEqual([null, 'refused']);
  });

  it('tells its listeners of every write and removal', () => {
    const heard = vi.fn();
    const stop = onDraftsChanged(heard);
    writeDraft('k', copy);
    removeDraft('k');
    stop();
    writeDraft('k', copy);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
