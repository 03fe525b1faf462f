import { compareTr } from '@masal/shared/format';
import { isCityInRegion, PROVINCES, provincesOf, REGIONS } from '@masal/shared/reference';
import type { PublicTaleFilter } from './public-tales-api.ts';

const ALL_CITIES = PROVINCES.map((p) => p.name).sort(compareTr);

/** The provinces offered: those of the chosen region, or all 81. */
export function cityOptions(area: string): string[] {
  return area
    ? provincesOf(area)
        .map((p) => p.name)
        .sort(compareTr)
    : ALL_CITIES;
}

/** A tale group's id as the URL may carry it: a positive whole number. */
const GROUP_ID = /^[1-9]\d{0,8}$/;

/**
 * The filters in the URL; a place the reference data does not know, a city outside the region, or a type that
 * is not an id is dropped (a type no group has simply lists nothing).
 */
export function readFilter(params: URLSearchParams): PublicTaleFilter {
  const area = params.get('area') ?? '';
  const city = params.get('city') ?? '';
  const groupId = params.get('groupId') ?? '';
  const knownArea = REGIONS.includes(area) ? area : '';
  const knownCity = ALL_CITIES.includes(city) && (!knownArea || isCityInRegion(city, knownArea)) ? city : '';
  return { area: knownArea, city: knownCity, groupId: GROUP_ID.test(groupId) ? groupId : '' };
}

/**
 * As in the tale form: a region clears a city outside it; a city chosen first brings its region. The type
 * stands apart from the place.
 */
export function changeFilter(current: PublicTaleFilter, patch: Partial<PublicTaleFilter>): PublicTaleFilter {
  const groupId = patch.groupId ?? current.groupId;
  if (patch.area !== undefined) {
    const keepsCity = current.city && patch.area && isCityInRegion(current.city, patch.area);
    return { area: patch.area, city: keepsCity ? current.city : '', groupId };
  }
  const city = patch.city ?? current.city;
  const region = PROVINCES.find((p) => p.name === city)?.region;
  return { area: region ?? current.area, city, groupId };
}

/** `params` with the filter written in (empty values left out). */
export function writeFilter(params: URLSearchParams, place: PublicTaleFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['area', 'city', 'groupId'] as const) {
    if (place[key]) next.set(key, place[key]);
    else next.delete(key);
  }
  return next;
}
