import { describe, expect, it } from 'vitest';
import { completedScreenOf, completedTalePath } from './completed-screens.ts';

describe('completedScreenOf', () => {
  it('names the list of a list or tale path, in either spelling', () => {
    expect(completedScreenOf('/masal/complatedTalePage')).toBe('complatedTalePage');
    expect(completedScreenOf('/masal/ComplatedTalePage/12')).toBe('ComplatedTalePage');
    expect(completedScreenOf('/masal/privateContentTalePage/7')).toBe('privateContentTalePage');
    expect(completedScreenOf('/masal/toString')).toBe('complatedTalePage');
  });

  it('leads to a tale of the list', () => {
    expect(completedTalePath('privateContentTalePage', 7)).toBe('/masal/privateContentTalePage/7');
  });
});
