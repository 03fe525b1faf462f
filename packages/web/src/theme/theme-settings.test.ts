import { describe, expect, it } from 'vitest';
import { checkAccents, DARK_ACCENTS, LIGHT_ACCENTS } from './theme-settings.ts';

describe('theme palette', () => {
  it('keeps every accent at WCAG AA with its button text and on the warm page and the dark background', () => {
    expect(checkAccents()).toEqual([]);
  });
  it('starts from a sober navy rather than Material blue, with the seed’s 8 light and 8 dark accents', () => {
    expect(LIGHT_ACCENTS[0].main).toBe('#1f3a5f');
    expect(LIGHT_ACCENTS).toHaveLength(8);
    expect(DARK_ACCENTS).toHaveLength(8);
  });
});
