import TextField from '@mui/material/TextField';

/**
 * A value of a tale the viewer cannot change, shown as a read-only field: focusable and in the
 * page's normal text colour (a disabled field would grey it out below WCAG AA contrast).
 */
export function ReadOnlyValue({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}
