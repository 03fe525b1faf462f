import { PRODUCT_PATH, REGIONS, type TaleSummary } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-client.ts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { taleNameColumn } from '../../../components/tale-name-column.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { t } from '../../../i18n/i18n.ts';
import { ListPdfButton } from '../../pdf/list-pdf-button.tsx';
import { LandedOutcome } from '../../workflow/decision-outcome.tsx';
import { useTaleGroups } from '../../workflow/review/use-tale-groups.ts';
import { TaleGrid } from '../tale-grid.tsx';
import {
  areaColumn,
  authorColumn,
  cityColumn,
  updatedAtColumn,
  wordCountColumn,
} from '../tale-grid-columns.tsx';
import { TaleListEmpty } from '../tale-list-empty.tsx';
import { TaleListFilters } from '../tale-list-filters.tsx';
import { toQuery } from '../tale-list-view.ts';
import { cityOptions } from './public-tale-filter.ts';
import { publicTaleApi, publicTaleKeys } from './public-tales-api.ts';
import { usePublicTaleView } from './use-public-tale-view.ts';

const HEADING_ID = 'public-tales-heading';

const publicTalePath = (taleId: number) => `${PRODUCT_PATH}/publicTalePage/${taleId}`;

const COLUMNS: GridColDef<TaleSummary>[] = [
  taleNameColumn<TaleSummary>({ opens: { page: publicTalePath } }),
  { ...authorColumn, headerName: t('publicTales.columnCompiler') },
  areaColumn,
  cityColumn,
  wordCountColumn,
  updatedAtColumn,
];

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
const REGION_OPTIONS = asOptions(REGIONS);

/**
 * /masal/publicTalePage: the published tales for everyone signed in, server-paged, with name search and
 * region, province and type filters; a name opens the reading view.
 */
export function PublicTaleListPage() {
  useDocumentTitle(t('menu.publicTales'));
  const { view, filter, setView, setFilter } = usePublicTaleView();
  const query = toQuery(view);
  const list = useQuery({
    queryKey: publicTaleKeys.list(query, filter),
    queryFn: () => unwrap(publicTaleApi.list(query, filter)),
    placeholderData: keepPreviousData,
  });
  const groups = useTaleGroups();
  const typeOptions = (groups.data ?? []).map((g) => ({ value: String(g.groupId), label: g.groupName }));
  const filtered = view.q !== '' || filter.area !== '' || filter.city !== '' || filter.groupId !== '';
  const empty = list.isSuccess && list.data.total === 0 && !filtered;

  return (
    <Box>
      <Typography id={HEADING_ID} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('menu.publicTales')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('publicTales.intro')}
      </Typography>
      <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
        <LandedOutcome />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <FilterSelect
          id="public-tales-area"
          label={t('talePreview.area')}
          value={filter.area}
          onChange={(area) => setFilter({ area })}
          options={REGION_OPTIONS}
        />
        <FilterSelect
          id="public-tales-city"
          label={t('talePreview.city')}
          value={filter.city}
          onChange={(city) => setFilter({ city })}
          options={asOptions(cityOptions(filter.area))}
        />
        <FilterSelect
          id="public-tales-type"
          label={t('talePreview.taleGroup')}
          value={filter.groupId}
          onChange={(groupId) => setFilter({ groupId })}
          options={typeOptions}
        />
      </Stack>
      <Box sx={{ mb: 2 }}>
        <ListPdfButton criterion="published" />
      </Box>
      <TaleListFilters view={view} onChange={setView} showStatus={false} />
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('taleList.loadFailed')}
        </Alert>
      ) : null}
      {empty ? (
        <TaleListEmpty text={t('publicTales.empty')} showSend={false} />
      ) : (
        <TaleGrid
          answer={list.data}
          loading={list.isFetching}
          view={view}
          onViewChange={setView}
          columns={COLUMNS}
          labelledBy={HEADING_ID}
          wrapRows
        />
      )}
    </Box>
  );
}
