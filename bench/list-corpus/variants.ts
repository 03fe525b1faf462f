/** What is timed, per role: the list calls of the web app at 100,000 tales, and one tale's full view. */
import { ACTION, TALE_SORT_FIELDS, VISIBLE_STATUSES } from '@masal/shared';
import { api } from '../support/server.ts';
import type { ListScope } from './sql-timing.ts';

export type Role = 'compiler' | 'editor' | 'admin';

export interface Viewer {
  role: Role;
  userId: number;
  token: string;
  staff: boolean;
}

export interface Variant {
  name: string;
  viewer: Viewer;
  /** Under /v1, with its query. */
  path: string;
  /** A list call: the repository call it makes. */
  list?: { scope: ListScope; query: URLSearchParams };
}

const PAGE_SIZE = 25;
/** The deep page sits this many rows in at 100,000 tales (proportionally fewer in a smaller corpus). */
const DEEP_ROWS_AT_100K = 76_600;

function listVariant(
  name: string,
  viewer: Viewer,
  params: Record<string, string>,
  ownerUserId?: number,
): Variant {
  const query = new URLSearchParams({ pageSize: String(PAGE_SIZE), ...params });
  const base = ownerUserId === undefined ? '/tales/' : `/tales/userId/${ownerUserId}`;
  return {
    name,
    viewer,
    path: `${base}?${query}`,
    list: { scope: { viewerUserId: viewer.userId, staff: viewer.staff, ownerUserId }, query },
  };
}

/**
 * The page ~76,600 rows in (default sort), reached the way the web reaches it: the cursor of the page
 * before it, asked once by OFFSET. Without a nextCursor in the answer (the code before cursors) the OFFSET
 * page itself is timed. A viewer who sees fewer rows gets the deepest page of half, a quarter… the depth.
 */
async function deepVariant(url: string, viewer: Viewer, corpusTales: number): Promise<Variant> {
  const deepRows = Math.round((DEEP_ROWS_AT_100K * corpusTales) / 100_000);
  for (let page = Math.floor(deepRows / PAGE_SIZE) - 1; page > 0; page = Math.floor(page / 2)) {
    const answer = await api<{ rows: unknown[]; nextCursor?: string | null }>(
      url,
      'GET',
      `/tales/?pageSize=${PAGE_SIZE}&page=${page}`,
      viewer.token,
    );
    if (answer.rows.length < PAGE_SIZE) continue;
    const row = (page + 1) * PAGE_SIZE;
    if (answer.nextCursor)
      return listVariant(`deep row ${row} (cursor)`, viewer, { after: answer.nextCursor });
    if (!('nextCursor' in answer))
      return listVariant(`deep row ${row} (OFFSET)`, viewer, { page: String(page + 1) });
  }
  throw new Error(`${viewer.role} sees no deep page`);
}

/** The status filters the web app offers: staff's lists leave drafts out (the API refuses that filter to them). */
function statusFilters(viewer: Viewer): string[] {
  const offered = viewer.staff ? VISIBLE_STATUSES.allButDraft : VISIBLE_STATUSES.every;
  const pair = viewer.staff
    ? [ACTION.submitted, ACTION.revisionRequested]
    : [ACTION.draft, ACTION.revisionRequested];
  return [...offered.map(String), pair.join(',')];
}

export async function variantsOf(
  url: string,
  viewer: Viewer,
  corpus: { tales: number; publishedTaleId: number },
): Promise<Variant[]> {
  const variants = [
    listVariant('page 1', viewer, {}),
    await deepVariant(url, viewer, corpus.tales),
    ...TALE_SORT_FIELDS.flatMap((sort) =>
      (['asc', 'desc'] as const).map((order) =>
        listVariant(`sort ${sort} ${order}`, viewer, { sort, order }),
      ),
    ),
    ...statusFilters(viewer).map((ids) => listVariant(`status ${ids}`, viewer, { actionIds: ids })),
    listVariant('q=keloglan', viewer, { q: 'keloglan' }),
    // Two letters: too short for a trigram, and in many names.
    listVariant('q=an', viewer, { q: 'an' }),
  ];
  if (!viewer.staff) variants.push(listVariant('own list', viewer, {}, viewer.userId));
  variants.push({ name: 'full/{id}', viewer, path: `/tales/full/${corpus.publishedTaleId}` });
  return variants;
}
