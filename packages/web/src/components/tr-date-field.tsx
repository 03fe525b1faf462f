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
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n.ts';

const ISO = 'YYYY-MM-DD';
const LOCALE_TEXT = trTR.components.MuiLocalizationProvider.defaultProps.localeText;

function dayOf(iso: string | undefined): Dayjs | null {
  if (!iso) return null;
  const day = dayjs(iso, ISO);
  return day.isValid() ? day : null;
}

/** A whole date: while the year is typed its first digits already make a date (year 2, 20, 202), not yet meant. */
const isWhole = (day: Dayjs | null): day is Dayjs => day?.isValid() === true && day.year() >= 1000;

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
  // What the field shows is its own while the person types in it; the value given back by the parent (through a
  // URL, a form, a slow phone) can arrive a keystroke late and must not overwrite the digits typed since.
  const [shown, setShown] = useState(() => dayOf(value));
  const typing = useRef(false);
  const sent = useRef(value ?? '');
  /** Shows the parent's value when it is not the one the field last passed on. */
  const showParentValue = () => {
    if ((value ?? '') === sent.current) return;
    sent.current = value ?? '';
    setShown(dayOf(value));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the parent's value changes, not on every render
  useEffect(() => {
    if (!typing.current) showParentValue();
  }, [value]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="tr" localeText={LOCALE_TEXT}>
      <DatePicker
        label={label}
        name={name}
        inputRef={inputRef}
        format="DD.MM.YYYY"
        value={shown}
        minDate={dayOf(min) ?? undefined}
        maxDate={dayOf(max) ?? undefined}
        onChange={(day) => {
          setShown(day);
          const iso = isWhole(day) ? day.format(ISO) : '';
          if (iso === sent.current) return;
          sent.current = iso;
          onChange(iso);
        }}
        // A day outside min/max is the shared schema's to refuse, in its own words; here only half a date.
        onError={(reason) => setInvalid(reason === 'invalidDate')}
        sx={sx}
        slotProps={{
          textField: {
            id,
            size,
            fullWidth,
            required,
            onFocus: () => {
              typing.current = true;
            },
            onBlur: () => {
              typing.current = false;
              // A value the parent changed meanwhile (a reset, a refusal) shows once the person leaves the field.
              showParentValue();
              onBlur?.();
            },
            error: error || invalid,
            helperText: invalid && !error ? t('app.dateInvalid') : helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
