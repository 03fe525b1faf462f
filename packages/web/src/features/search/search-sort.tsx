import { SEARCH_SORT_FIELDS, type SearchSortField } from '@masal/shared';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { t } from '../../i18n/i18n.ts';
import type { SearchOrder, SearchView } from './search-view.ts';

const ORDERS: readonly SearchOrder[] = ['desc', 'asc'];
const SELECT_SX = { flex: '1 1 140px', minWidth: 0 } as const;

/** The server's sort of the results and its direction (native selects: kind to phones and keyboards). */
export function SearchSort({
  view,
  onChange,
}: {
  view: SearchView;
  onChange: (patch: Partial<SearchView>) => void;
}) {
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', minWidth: 0, flex: '1 1 320px', maxWidth: 480 }}>
      <TextField
        select
        id="search-sort"
        label={t('search.sort')}
        value={view.sort}
        onChange={(e) => onChange({ sort: e.target.value as SearchSortField })}
        size="small"
        sx={SELECT_SX}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {SEARCH_SORT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {t(`search.sortFields.${field}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        id="search-order"
        label={t('search.order')}
        value={view.order}
        onChange={(e) => onChange({ order: e.target.value as SearchOrder })}
        size="small"
        sx={SELECT_SX}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`search.orders.${order}`)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
