import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type PathValue, useFormContext } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { useReadOnly } from './read-only-context.ts';
import { ReadOnlyValue } from './read-only-value.tsx';
import { fieldId, type TaleFieldPath, type TaleFormValues } from './tale-form-values.ts';

/** The fields whose value is a string (selects hold the chosen text). */
type TextFieldPath = {
  [P in TaleFieldPath]: PathValue<TaleFormValues, P> extends string ? P : never;
}[TaleFieldPath];

export interface FormSelectFieldProps {
  name: TextFieldPath;
  label: string;
  options: readonly string[];
  helperText?: ReactNode;
  /** Called after the form's value changed, e.g. to keep region and city in step. */
  onValueChange?: (value: string) => void;
}

/** A native select (keyboard and phone friendly) with an empty "Seçiniz" choice. */
export function FormSelectField({ name, label, options, helperText, onValueChange }: FormSelectFieldProps) {
  const { control } = useFormContext<TaleFormValues>();
  const readOnly = useReadOnly();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        // A native select cannot be made read-only, so the chosen value is shown as text.
        readOnly ? (
          <ReadOnlyValue id={fieldId(name)} label={label} value={field.value} />
        ) : (
          <TextField
            select
            fullWidth
            id={fieldId(name)}
            name={field.name}
            label={label}
            value={field.value}
            onChange={(e) => {
              field.onChange(e.target.value);
              onValueChange?.(e.target.value);
            }}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { ref: field.ref },
            }}
          >
            <option value="">{t('taleForm.choose')}</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </TextField>
        )
      }
    />
  );
}
