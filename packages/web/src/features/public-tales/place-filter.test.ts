import { describe, expect, it } from 'vitest';
import { changePlace, cityOptions, readPlace, writePlace } from './place-filter.ts';

describe('place filter', () => {
  it('reads known names from the URL only', () => {
    expect(readPlace(new URLSearchParams('area=Karadeniz&city=Trabzon'))).toEqual({
      area: 'Karadeniz',
      city: 'Trabzon',
    });
    expect(readPlace(new URLSearchParams('area=karadeniz&city=Trabzon'))).toEqual({
      area: '',
      city: 'Trabzon',
    });
    expect(readPlace(new URLSearchParams('area=Ege&city=Trabzon'))).toEqual({ area: 'Ege', city: '' });
    expect(readPlace(new URLSearchParams(''))).toEqual({ area: '', city: '' });
  });

  it('offers the provinces of the region in Turkish order, or all 81', () => {
    expect(cityOptions('')).toHaveLength(81);
    const aegean = cityOptions('Ege');
    expect(aegean).toContain('İzmir');
    expect(aegean).not.toContain('Trabzon');
    expect(cityOptions('İç Anadolu').indexOf('Çankırı')).toBeLessThan(
      cityOptions('İç Anadolu').indexOf('Eskişehir'),
    );
  });

  it('clears a city outside a new region and brings the region of a city chosen first', () => {
    expect(changePlace({ area: 'Karadeniz', city: 'Trabzon' }, { area: 'Ege' })).toEqual({
      area: 'Ege',
      city: '',
    });
    expect(changePlace({ area: 'Karadeniz', city: 'Trabzon' }, { area: 'Karadeniz' })).toEqual({
      area: 'Karadeniz',
      city: 'Trabzon',
    });
    expect(changePlace({ area: '', city: '' }, { city: 'İzmir' })).toEqual({ area: 'Ege', city: 'İzmir' });
    expect(changePlace({ area: 'Ege', city: 'İzmir' }, { city: '' })).toEqual({ area: 'Ege', city: '' });
    expect(changePlace({ area: 'Ege', city: 'İzmir' }, { area: '' })).toEqual({ area: '', city: '' });
  });

  it('writes the filter into the other parameters', () => {
    const params = writePlace(new URLSearchParams('q=dev&city=Rize'), { area: 'Ege', city: '' });
    expect(params.toString()).toBe('q=dev&area=Ege');
  });
});
