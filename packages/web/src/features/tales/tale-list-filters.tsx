import { ACTION_IDS, actionName } from '@masal/shared';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import type { TaleListView } from './tale-list-view.ts';

const SEARCH_DELAY_MS = 400;

/** The name search: the URL follows the typing after a short pause (or at once on Enter). */
function NameSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  // The last value sent, so an answer to our own change does not overwrite newer typing.
  const sent = useRef(q);

  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setText(q);
  }, [q]);

  const send = (value: string) => {
    const next = value.trim();
    if (next === sent.current) return;
    sent.current = next;
    onSearch(next);
  };
  const sendFromEffect = useEffectEvent(send);

  useEffect(() => {
    const timer = setTimeout(() => sendFromEffect(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      id="tale-list-search"
      name="q"
      type="search"
      size="small"
      label={t('taleList.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') send(text);
      }}
      sx={{ minWidth: { sm: 280 }, flexGrow: { xs: 1, sm: 0 } }}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The status select ("Tümü" or one status); a list of several from the URL stays selectable. */
function StatusSelect({ actionIds, onChange }: { actionIds: number[]; onChange: (ids: number[]) => void }) {
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
      {ACTION_IDS.map((id) => (
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
}: {
  view: TaleListView;
  onChange: (patch: Partial<TaleListView>) => void;
  showStatus?: boolean;
}) {
  return (
    <Stack
      component="search"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      {showStatus ? (
        <StatusSelect actionIds={view.actionIds} onChange={(actionIds) => onChange({ actionIds })} />
      ) : null}
      <NameSearch q={view.q} onSearch={(q) => onChange({ q })} />
    </Stack>
  );
}
