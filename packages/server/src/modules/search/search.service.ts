/**
 * Search rules: who searches what. The header search is for every signed-in user, a writer-only
 * user's limited to their own tales whatever userId they send (seed §6); the detailed search, tales by
 * property and by criterion are for staff (editor-type roles, editor assistants, admins: decisions.md).
 */
import {
  type ByPropertyInput,
  type CriterionFullInput,
  type DetailSearch,
  type DetailSearchAnswer,
  isStaff,
  MSG,
  type SearchFilters,
  type SearchRow,
  searchFiltersSchema,
  type TaleFull,
  type TaleSearchHit,
  type Viewer,
} from '@masal/shared';
import { Invalid, NotAllowed } from '../../errors.ts';
import { toCounts, toSearchRow } from './search.presenter.ts';
import type { DetailQuery, SearchRepository } from './search.repository.ts';
import type { SearchScope } from './search-sql.ts';
import { searchTextOf } from './search-text.ts';

export function searchService(deps: {
  repo: SearchRepository;
  /** The whole tale (source person and upload list) as GET /tales/full/{id} answers it. */
  fullTale: (taleId: number, viewer: Viewer) => Promise<TaleFull>;
}) {
  const { repo } = deps;

  /** Staff search every tale that is not a draft, and their own drafts. */
  function staffScope(viewer: Viewer): SearchScope {
    if (!isStaff(viewer.roleIds)) throw new NotAllowed();
    return { viewerUserId: viewer.userId, ownOnly: false };
  }

  async function rowsOf(viewer: Viewer, query: DetailQuery) {
    const { total, rows } = await repo.detail(staffScope(viewer), query, false);
    return { total, rows: rows.map((row) => toSearchRow(row, query.text?.roots ?? [])) };
  }

  return {
    /** POST /tales/search: userId −1 is every author. */
    async header(viewer: Viewer, input: { searchText: string; userId: number }): Promise<TaleSearchHit[]> {
      const text = searchTextOf(input.searchText);
      if (!text) return [];
      // Every role above the writer's is staff: the one who is not is writer-only, searching their own tales.
      const ownOnly = !isStaff(viewer.roleIds);
      const userId = ownOnly || input.userId === -1 ? null : input.userId;
      return repo.header({ viewerUserId: viewer.userId, ownOnly }, text, userId);
    },

    /** POST /tales/detailSearch: a page of results with the counts of every facet's values. */
    async detail(viewer: Viewer, input: DetailSearch): Promise<DetailSearchAnswer> {
      const { searchText, page, pageSize, sort, order, ...filters } = input;
      const text = searchTextOf(searchText);
      const query = {
        text,
        filters,
        page,
        pageSize,
        order,
        sort: text || sort !== 'relevance' ? sort : 'submittedAt',
      };
      const answer = await repo.detail(staffScope(viewer), query, true);
      const roots = text?.roots ?? [];
      return { rows: answer.rows.map((row) => toSearchRow(row, roots)), ...toCounts(answer, filters) };
    },

    /** POST /tales/byProperty: the tales with one property's value, newest submission first. */
    async byProperty(
      viewer: Viewer,
      input: Required<Pick<ByPropertyInput, 'property' | 'value'>> & {
        page: number;
        pageSize: number;
      },
    ): Promise<{ rows: SearchRow[]; total: number }> {
      const parsed = searchFiltersSchema
        .pick({ [input.property]: true } as Record<keyof SearchFilters, true>)
        .safeParse({ [input.property]: input.value });
      if (!parsed.success)
        throw new Invalid(MSG.validationFailed, [{ field: 'value', message: MSG.validationFailed }]);
      const filters = parsed.data as SearchFilters;
      return rowsOf(viewer, {
        text: null,
        filters,
        page: input.page,
        pageSize: input.pageSize,
        sort: 'submittedAt',
        order: 'desc',
      });
    },

    /** POST /tales/criterion/full: the detailed search's criteria, answered as whole tales. */
    async criterionFull(viewer: Viewer, input: CriterionFullInput & { page: number; pageSize: number }) {
      const { searchText, page, pageSize, ...filters } = input;
      const text = searchTextOf(searchText);
      const sort = text ? 'relevance' : 'submittedAt';
      const { total, rows } = await rowsOf(viewer, { text, filters, page, pageSize, sort, order: 'desc' });
      const tales: TaleFull[] = [];
      for (const row of rows) tales.push(await deps.fullTale(row.taleId, viewer));
      return { total, rows: tales };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
