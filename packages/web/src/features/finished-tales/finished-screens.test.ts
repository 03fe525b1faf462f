import { describe, expect, it } from 'vitest';
import { finishedScreenOf, finishedTalePath } from './finished-screens.ts';

describe('finishedScreenOf', () => {
  it('names the list of a list or tale path, in either spelling', () => {
    expect(finishedScreenOf('/masal/complatedTalePage')).toBe('complatedTalePage');
    expect(finishedScreenOf('/masal/ComplatedTalePage/12')).toBe('ComplatedTalePage');
    expect(finishedScreenOf('/masal/privateContentTalePage/7')).toBe('privateContentTalePage');
    expect(finishedScreenOf('/masal/toString')).toBe('complatedTalePage');
  });

  it('leads to a tale of the list', () => {
    expect(finishedTalePath('privateContentTalePage', 7)).toBe('/masal/privateContentTalePage/7');
  });
});
