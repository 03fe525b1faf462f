import { REGIONS } from '@masal/shared/reference';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { t } from '../../../i18n/i18n.ts';

/** The whole country or one of the 7 regions; the chosen one is pressed. */
export function RegionPicker({
  region,
  onChange,
}: {
  region: string | null;
  onChange: (region: string | null) => void;
}) {
  const choice = (value: string | null, label: string) => (
    <Button
      key={label}
      size="small"
      variant={region === value ? 'contained' : 'outlined'}
      aria-pressed={region === value}
      onClick={() => onChange(value)}
    >
      {label}
    </Button>
  );
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('turkeyMap.regions')}
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {choice(null, t('turkeyMap.allRegions'))}
      {REGIONS.map((r) => choice(r, r))}
    </Stack>
  );
}
