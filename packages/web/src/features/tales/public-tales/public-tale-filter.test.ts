import { describe, expect, it } from 'vitest';
import { changeFilter, cityOptions, readFilter, writeFilter } from './public-tale-filter.ts';

const none = { area: '', city: '', groupId: '' };

describe('the published page filter', () => {
  it('reads known names and a type id from the URL only', () => {
    expect(readFilter(new URLSearchParams('area=Karadeniz&city=Trabzon&groupId=3'))).toEqual({
      area: 'Karadeniz',
      city: 'Trabzon',
      groupId: '3',
    });
    expect(readFilter(new URLSearchParams('area=karadeniz&city=Trabzon'))).toEqual({
      ...none,
      city: 'Trabzon',
    });
    expect(readFilter(new URLSearchParams('area=Ege&city=Trabzon'))).toEqual({ ...none, area: 'Ege' });
    for (const bad of ['0', '-1', 'x', '1.5', '01', '9999999999'])
      expect(readFilter(new URLSearchParams(`groupId=${bad}`)).groupId).toBe('');
    expect(readFilter(new URLSearchParams(''))).toEqual(none);
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
    const trabzon = { area: 'Karadeniz', city: 'Trabzon', groupId: '' };
    expect(changeFilter(trabzon, { area: 'Ege' })).toEqual({ ...none, area: 'Ege' });
    expect(changeFilter(trabzon, { area: 'Karadeniz' })).toEqual(trabzon);
    expect(changeFilter(none, { city: 'İzmir' })).toEqual({ ...none, area: 'Ege', city: 'İzmir' });
    expect(changeFilter({ ...none, area: 'Ege', city: 'İzmir' }, { city: '' })).toEqual({
      ...none,
      area: 'Ege',
    });
    expect(changeFilter({ ...none, area: 'Ege', city: 'İzmir' }, { area: '' })).toEqual(none);
  });

  it('keeps the type apart from the place', () => {
    const typed = { area: 'Karadeniz', city: 'Trabzon', groupId: '2' };
    expect(changeFilter(typed, { area: 'Ege' })).toEqual({ area: 'Ege', city: '', groupId: '2' });
    expect(changeFilter(typed, { groupId: '' })).toEqual({ ...typed, groupId: '' });
    expect(changeFilter(none, { groupId: '5' })).toEqual({ ...none, groupId: '5' });
  });

  it('writes the filter into the other parameters', () => {
    const params = writeFilter(new URLSearchParams('q=dev&city=Rize'), {
      area: 'Ege',
      city: '',
      groupId: '4',
    });
    expect(params.toString()).toBe('q=dev&area=Ege&groupId=4');
  });
});
