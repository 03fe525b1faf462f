import { REGIONS } from '@masal/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DayField } from '../../../components/day-field.tsx';
import { type FilterOption, FilterSelect } from '../../../components/filter-select.tsx';
import { t } from '../../../i18n/i18n.ts';
import { TaleListFilters } from '../tale-list-filters.tsx';
import { STAFF_LIST_STATUSES } from '../tale-list-view.ts';
import {
  citiesFor,
  hasManagementFilters,
  type ManagementView,
  NO_FILTERS,
  placePatch,
} from './management-view.ts';

const REGION_OPTIONS: FilterOption[] = REGIONS.map((r) => ({ value: r, label: r }));

/** Status and name (as on every tale list), then region, city, editor and the submitted days: all in the URL. */
export function ManagementFilters({
  view,
  editors,
  onChange,
}: {
  view: ManagementView;
  /** Every editor, the inactive too: their old tales stay findable. */
  editors: readonly FilterOption[];
  onChange: (patch: Partial<ManagementView>) => void;
}) {
  return (
    <>
      <TaleListFilters view={view} onChange={onChange} statuses={STAFF_LIST_STATUSES} />
      <Stack
        direction="row"
        role="group"
        aria-label={t('taleManagement.filters')}
        sx={{ flexWrap: 'wrap', gap: 2, mb: 2, minWidth: 0 }}
      >
        <FilterSelect
          id="tale-management-area"
          label={t('taleList.columnArea')}
          value={view.area ?? ''}
          onChange={(area) => onChange(placePatch(view, { area }))}
          options={REGION_OPTIONS}
        />
        <FilterSelect
          id="tale-management-city"
          label={t('taleList.columnCity')}
          value={view.city ?? ''}
          onChange={(city) => onChange(placePatch(view, { city }))}
          options={citiesFor(view.area).map((c) => ({ value: c, label: c }))}
        />
        <FilterSelect
          id="tale-management-editor"
          label={t('taleManagement.columnEditor')}
          value={view.editorId ? String(view.editorId) : ''}
          onChange={(value) => onChange({ editorId: value ? Number(value) : undefined })}
          options={editors}
        />
        <DayField
          id="tale-management-from"
          label={t('taleManagement.from')}
          value={view.from}
          max={view.to}
          onChange={(from) => onChange({ from })}
        />
        <DayField
          id="tale-management-to"
          label={t('taleManagement.to')}
          value={view.to}
          min={view.from}
          onChange={(to) => onChange({ to })}
        />
        {hasManagementFilters(view) ? (
          <Button onClick={() => onChange(NO_FILTERS)}>{t('taleManagement.clearFilters')}</Button>
        ) : null}
      </Stack>
    </>
  );
}
