/** The reading room's search as the address keeps it (`/arsiv?q=…&area=…&city=…&groupId=…&page=…`): shareable. */
import { PROVINCES, REGIONS } from '@masal/shared/reference';

export interface RoomQuery {
  q: string;
  area: string;
  city: string;
  groupId: string;
  /** From 0. */
  page: number;
}

/** Tales a page lists. */
export const ROOM_PAGE_SIZE = 10;

/** What the address asks for; anything the server would refuse is left out rather than shown as an error. */
export function roomQueryOf(params: URLSearchParams): RoomQuery {
  const area = params.get('area') ?? '';
  const city = params.get('city') ?? '';
  const groupId = params.get('groupId') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim(),
    area: REGIONS.includes(area) ? area : '',
    city: PROVINCES.some((p) => p.name === city) ? city : '',
    groupId: /^[1-9]\d{0,8}$/.test(groupId) ? groupId : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0,
  };
}

/** The address of a query: only what is set, the page counted from 1. */
export function roomParamsOf(query: RoomQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'area', 'city', 'groupId'] as const) if (query[key]) params.set(key, query[key]);
  if (query.page > 0) params.set('page', String(query.page + 1));
  return params;
}
