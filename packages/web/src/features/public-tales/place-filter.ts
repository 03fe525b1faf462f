import { isCityInRegion, PROVINCES, provincesOf, REGIONS } from '@masal/shared/reference';
import { compareTr } from '@masal/shared/text';
import type { PlaceFilter } from './public-tales-api.ts';

export const SORTED_REGIONS = [...REGIONS].sort(compareTr);
const ALL_CITIES = PROVINCES.map((p) => p.name).sort(compareTr);

/** The provinces offered: those of the chosen region, or all 81. */
export function cityOptions(area: string): string[] {
  return area
    ? provincesOf(area)
        .map((p) => p.name)
        .sort(compareTr)
    : ALL_CITIES;
}

/** The filter in the URL; a name the reference data does not know, or a city outside the region, is dropped. */
export function readPlace(params: URLSearchParams): PlaceFilter {
  const area = params.get('area') ?? '';
  const city = params.get('city') ?? '';
  const knownArea = REGIONS.includes(area) ? area : '';
  const knownCity = ALL_CITIES.includes(city) && (!knownArea || isCityInRegion(city, knownArea)) ? city : '';
  return { area: knownArea, city: knownCity };
}

/** As in the tale form: a region clears a city outside it; a city chosen first brings its region. */
export function changePlace(current: PlaceFilter, patch: Partial<PlaceFilter>): PlaceFilter {
  if (patch.area !== undefined) {
    const keepsCity = current.city && patch.area && isCityInRegion(current.city, patch.area);
    return { area: patch.area, city: keepsCity ? current.city : '' };
  }
  const city = patch.city ?? current.city;
  const region = PROVINCES.find((p) => p.name === city)?.region;
  return { area: region ?? current.area, city };
}

/** `params` with the filter written in (empty values left out). */
export function writePlace(params: URLSearchParams, place: PlaceFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['area', 'city'] as const) {
    if (place[key]) next.set(key, place[key]);
    else next.delete(key);
  }
  return next;
}
