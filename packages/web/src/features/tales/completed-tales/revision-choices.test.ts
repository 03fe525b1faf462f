import type { TaleRevision } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { choicePair, textChoices } from './revision-choices.ts';

const revision = (revisionId: number, text: string, at: string): TaleRevision => ({
  revisionId,
  taleId: 7,
  userId: 3,
  authorNameSurname: 'Elif Şahin',
  taleTextEnd: text,
  contextProperties: null,
  at,
});

describe('textChoices', () => {
  it('offers the original and the current text before the first save', () => {
    const choices = textChoices({ taleText: 'özgün', taleTextEnd: 'editörün' }, []);
    expect(choices.map((c) => [c.id, c.text])).toEqual([
      ['original', 'özgün'],
      ['current', 'editörün'],
    ]);
    expect(choicePair(choices, {})).toEqual({ before: choices[0], after: choices[1] });
  });

  it('numbers revisions from the oldest and leaves out a current text the newest one holds', () => {
    const revisions = [
      revision(12, 'ikinci', '2026-05-02T09:30:00Z'),
      revision(11, 'birinci', '2026-05-01T09:30:00Z'),
    ];
    const choices = textChoices({ taleText: 'özgün', taleTextEnd: 'ikinci' }, revisions);
    expect(choices.map((c) => c.id)).toEqual(['original', 'revision-12', 'revision-11']);
    expect(choices[1]?.label).toBe('Sürüm 2 · 02.05.2026 12:30 · Elif Şahin');
    expect(choices[2]?.label).toMatch(/^Sürüm 1 · 01\.05\.2026/);
    // By default the last save's changes.
    expect(choicePair(choices, {})).toEqual({ before: choices[2], after: choices[1] });
  });

  it('keeps a current text that differs from the newest revision', () => {
    const choices = textChoices({ taleText: null, taleTextEnd: 'yeni' }, [
      revision(1, 'eski', '2026-05-01T09:30:00Z'),
    ]);
    expect(choices.map((c) => [c.id, c.text])).toEqual([
      ['original', ''],
      ['current', 'yeni'],
      ['revision-1', 'eski'],
    ]);
  });
});

describe('choicePair', () => {
  it('takes the chosen texts, and the default for an id no longer offered', () => {
    const choices = textChoices({ taleText: 'a', taleTextEnd: 'b' }, []);
    expect(choicePair(choices, { before: 'current', after: 'original' })).toEqual({
      before: choices[1],
      after: choices[0],
    });
    expect(choicePair(choices, { before: 'revision-99' }).before).toBe(choices[0]);
  });
});
