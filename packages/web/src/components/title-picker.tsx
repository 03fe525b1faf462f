import { TITLE_NONE, TITLES } from '@masal/shared';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { t } from '../i18n/i18n.ts';

export interface TitlePickerProps {
  value: string;
  onChange: (title: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLSelectElement>;
  name?: string;
  id?: string;
}

/** Seed §2 title dropdown: 'Yok' (none) and the configured titles, 'Diğer' last. */
export function TitlePicker({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  name = 'titleName',
  id = 'titleName',
}: TitlePickerProps) {
  return (
    <TextField
      select
      fullWidth
      id={id}
      name={name}
      label={t('auth.title')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { ref: inputRef } }}
    >
      {[TITLE_NONE, ...TITLES].map((title) => (
        <option key={title} value={title}>
          {title}
        </option>
      ))}
    </TextField>
  );
}
