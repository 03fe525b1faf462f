import type { StatisticsScope } from '@masal/shared/schemas/statistics';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DayField } from '../../components/day-field.tsx';
import { type TextKey, t } from '../../i18n/i18n.ts';
import { downloadStatisticsCsv } from './export-download.ts';
import type { StatisticsFilter } from './statistics-api.ts';

const SCOPES: ReadonlyArray<[StatisticsScope, TextKey]> = [
  ['public', 'statistics.scopePublic'],
  ['all', 'statistics.scopeAll'],
];

/** Scope, days and the CSV of what the screen shows; every change lands in the URL. */
export function StatisticsFilters({
  view,
  onChange,
}: {
  view: StatisticsFilter;
  onChange: (next: StatisticsFilter) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatisticsCsv(view);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('statistics.filters')}
      sx={{ flexWrap: 'wrap', gap: 2, mb: 3, minWidth: 0, alignItems: 'center' }}
    >
      <Stack
        direction="row"
        role="group"
        aria-label={t('statistics.scope')}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {SCOPES.map(([scope, label]) => (
          <Button
            key={scope}
            variant={view.scope === scope ? 'contained' : 'outlined'}
            aria-pressed={view.scope === scope}
            onClick={() => onChange({ ...view, scope })}
          >
            {t(label)}
          </Button>
        ))}
      </Stack>
      <DayField
        id="statistics-from"
        label={t('statistics.from')}
        value={view.from}
        max={view.to}
        onChange={(from) => onChange({ ...view, from })}
      />
      <DayField
        id="statistics-to"
        label={t('statistics.to')}
        value={view.to}
        min={view.from}
        onChange={(to) => onChange({ ...view, to })}
      />
      {view.from || view.to ? (
        <Button onClick={() => onChange({ scope: view.scope })}>{t('statistics.clearDays')}</Button>
      ) : null}
      <Button variant="contained" onClick={download} disabled={downloading}>
        {t('statistics.downloadCsv')}
      </Button>
    </Stack>
  );
}
