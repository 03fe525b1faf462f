/** A filter's day (`YYYY-MM-DD`, the browser's date picker), empty = no filter; sized to sit in a filter row. */
import TextField from '@mui/material/TextField';

const FIELD_SX = { flex: '1 1 160px', minWidth: 0 } as const;

export function DayField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <TextField
      id={id}
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      size="small"
      sx={FIELD_SX}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
