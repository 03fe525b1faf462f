import { describe, expect, it } from 'vitest';
import { scorePercent } from './copy-score-text.ts';

describe('scorePercent', () => {
  it('writes a score as a Turkish whole percentage', () => {
    expect(scorePercent(0.571)).toBe('%57');
    expect(scorePercent(1)).toBe('%100');
    expect(scorePercent(0)).toBe('%0');
    expect(scorePercent(0.155)).toBe('%16');
  });
});
