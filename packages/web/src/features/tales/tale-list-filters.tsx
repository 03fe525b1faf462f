import { ACTION_IDS, actionName } from '@masal/shared';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchTextField } from '../../components/search-text-field.tsx';
import { t } from '../../i18n/i18n.ts';
import type { TaleListView } from './tale-list-view.ts';

/** The status select ("Tümü" or one status); a list of several from the URL stays selectable. */
function StatusSelect({
  actionIds,
  statuses,
  onChange,
}: {
  actionIds: number[];
  statuses: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const value = actionIds.join(',');
  return (
    <TextField
      select
      id="tale-list-status"
      name="actionIds"
      size="small"
      label={t('taleList.statusFilter')}
      value={value}
      onChange={(e) => onChange(e.target.value ? e.target.value.split(',').map(Number) : [])}
      sx={{ minWidth: { sm: 240 }, flexGrow: { xs: 1, sm: 0 } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('taleList.statusAll')}</option>
      {actionIds.length > 1 ? <option value={value}>{actionIds.map(actionName).join(', ')}</option> : null}
      {statuses.map((id) => (
        <option key={id} value={String(id)}>
          {actionName(id)}
        </option>
      ))}
    </TextField>
  );
}

export function TaleListFilters({
  view,
  onChange,
  showStatus = true,
  statuses = ACTION_IDS,
}: {
  view: TaleListView;
  onChange: (patch: Partial<TaleListView>) => void;
  showStatus?: boolean;
  /** The statuses offered: every one on one's own list, all but the draft on the staff's (STAFF_LIST_STATUSES). */
  statuses?: readonly number[];
}) {
  return (
    <Stack
      component="search"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      {showStatus ? (
        <StatusSelect
          actionIds={view.actionIds}
          statuses={statuses}
          onChange={(actionIds) => onChange({ actionIds })}
        />
      ) : null}
      <SearchTextField
        id="tale-list-search"
        name="q"
        label={t('taleList.search')}
        value={view.q}
        onSearch={(q) => onChange({ q })}
        maxLength={100}
        sx={{ minWidth: { sm: 280 }, flexGrow: { xs: 1, sm: 0 } }}
      />
    </Stack>
  );
}
