import TextField from '@mui/material/TextField';
import { t } from '../i18n/i18n.ts';

export interface FilterOption {
  value: string | number;
  label: string;
}

/** One list filter as a native select (kind to phones and keyboards): "Tümü" and the choices. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ flex: '1 1 160px', minWidth: 0 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('filters.all')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
