/** A filter's day (`YYYY-MM-DD`, the Turkish date picker), empty = no filter; sized to sit in a filter row. */
import { TrDateField } from './tr-date-field.tsx';

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
    <TrDateField
      id={id}
      label={label}
      value={value}
      min={min}
      max={max}
      onChange={(iso) => onChange(iso || undefined)}
      size="small"
      sx={FIELD_SX}
    />
  );
}
