import { describe, expect, it } from 'vitest';
import { placeOf, reasonLabel } from './queue-labels.ts';

describe('queue labels', () => {
  it('names why a tale waits', () => {
    expect(reasonLabel('review')).toBe('İnceleme');
    expect(reasonLabel('advisoryBoard')).toBe('Danışma kurulu');
  });

  it('writes the region and city that are known', () => {
    expect(placeOf({ area: 'Karadeniz', city: 'Trabzon' })).toBe('Karadeniz / Trabzon');
    expect(placeOf({ area: 'Karadeniz', city: null })).toBe('Karadeniz');
    expect(placeOf({ area: ' ', city: null })).toBe('—');
  });
});
