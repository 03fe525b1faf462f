import { describe, expect, it } from 'vitest';
import { placeText, readingText, routeTaleId } from './tale-facts.ts';

describe('tale facts', () => {
  it('reads a route id strictly', () => {
    expect(routeTaleId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '042', '4a', '-1', '12345678901']) {
      expect(routeTaleId(bad), String(bad)).toBeNaN();
    }
  });

  it('writes the place as city, region', () => {
    expect(placeText({ city: 'Trabzon', area: 'Karadeniz' })).toBe('Trabzon, Karadeniz');
    expect(placeText({ city: null, area: 'Karadeniz' })).toBe('Karadeniz');
    expect(placeText({ city: null, area: null })).toBeNull();
  });

  it('reads the text to publish, or the main text while it is empty', () => {
    expect(readingText({ taleText: 'ana', taleTextEnd: 'yayın' })).toBe('yayın');
    expect(readingText({ taleText: 'ana', taleTextEnd: '  ' })).toBe('ana');
    expect(readingText({ taleText: null, taleTextEnd: null })).toBe('');
  });
});
