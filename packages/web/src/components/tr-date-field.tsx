/**
 * The one date field of the portal: MUI X's DatePicker in Turkish (GG.AA.YYYY, Turkish calendar and
 * button texts), typed or picked. Its value is the API's own 'YYYY-MM-DD' string, '' when empty or
 * not yet a whole date.
 */

import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { trTR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/tr';
import { type ReactNode, type Ref, useState } from 'react';
import { t } from '../i18n/i18n.ts';

const ISO = 'YYYY-MM-DD';
const LOCALE_TEXT = trTR.components.MuiLocalizationProvider.defaultProps.localeText;

function dayOf(iso: string | undefined): Dayjs | null {
  if (!iso) return null;
  const day = dayjs(iso, ISO);
  return day.isValid() ? day : null;
}

export interface TrDateFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Earliest / latest day accepted, 'YYYY-MM-DD'. */
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

export function TrDateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  min,
  max,
  required,
  error,
  helperText,
  size,
  fullWidth,
  sx,
}: TrDateFieldProps) {
  // The picker's own finding (half a date, a day after max) until the person corrects it.
  const [invalid, setInvalid] = useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="tr" localeText={LOCALE_TEXT}>
      <DatePicker
        label={label}
        name={name}
        inputRef={inputRef}
        format="DD.MM.YYYY"
        value={dayOf(value)}
        minDate={dayOf(min) ?? undefined}
        maxDate={dayOf(max) ?? undefined}
        onChange={(day) => onChange(day?.isValid() ? day.format(ISO) : '')}
        // A day outside min/max is the shared schema's to refuse, in its own words; here only half a date.
        onError={(reason) => setInvalid(reason === 'invalidDate')}
        sx={sx}
        slotProps={{
          textField: {
            id,
            size,
            fullWidth,
            required,
            onBlur,
            error: error || invalid,
            helperText: invalid && !error ? t('app.dateInvalid') : helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
