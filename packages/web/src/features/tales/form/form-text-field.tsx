import { formatDateTr } from '@masal/shared';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes, ReactNode } from 'react';
import { Controller, type FieldError, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TrDateField } from '../../../components/tr-date-field.tsx';
import { useReadOnly } from './read-only-context.ts';
import { ReadOnlyValue } from './read-only-value.tsx';
import { fieldId, type TaleFieldPath, type TaleFormValues } from './tale-form-values.ts';

export interface FormTextFieldProps {
  name: TaleFieldPath;
  label: string;
  /** A hint for filling the field in; not shown when the tale is read-only. */
  helperText?: ReactNode;
  /** Shown under the field even when read-only (a word count). */
  status?: ReactNode;
  type?: 'text' | 'date';
  /** Needed for any save: announced as required, without an asterisk that would change the label. */
  requiredForDraft?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Latest date a date field accepts (YYYY-MM-DD). */
  max?: string;
}

/** A labelled text, date or multiline field of the tale form, its error (or help) under it. */
export function FormTextField({
  name,
  label,
  helperText,
  status,
  type = 'text',
  maxLength,
  inputMode,
  max,
  requiredForDraft,
  ...rest
}: FormTextFieldProps) {
  const { register, control } = useFormContext<TaleFormValues>();
  const { errors } = useFormState<TaleFormValues>({ name });
  const readOnly = useReadOnly();
  // A tale shown read-only says its dates as dd.MM.yyyy.
  const readOnlyDate = readOnly && type === 'date';
  const value = useWatch<TaleFormValues>({ name, disabled: !readOnlyDate });
  if (readOnlyDate) {
    return (
      <ReadOnlyValue
        id={fieldId(name)}
        label={label}
        value={typeof value === 'string' && value ? formatDateTr(value) : ''}
      />
    );
  }
  const message = (get(errors, name) as FieldError | undefined)?.message;
  if (type === 'date') {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field: f }) => (
          <TrDateField
            id={fieldId(name)}
            name={f.name}
            inputRef={f.ref}
            label={label}
            value={typeof f.value === 'string' ? f.value : ''}
            onChange={f.onChange}
            onBlur={f.onBlur}
            max={max}
            fullWidth
            error={Boolean(message)}
            helperText={message ?? helperText}
          />
        )}
      />
    );
  }
  const { ref, ...field } = register(name);
  return (
    <TextField
      {...field}
      {...rest}
      inputRef={ref}
      id={fieldId(name)}
      label={label}
      fullWidth
      error={Boolean(message)}
      helperText={message ?? (readOnly ? status : (helperText ?? status))}
      slotProps={{
        // Read-only rather than disabled: the values stay in the normal text colour (WCAG AA).
        htmlInput: {
          maxLength,
          inputMode,
          readOnly,
          'aria-required': (requiredForDraft && !readOnly) || undefined,
        },
      }}
    />
  );
}
