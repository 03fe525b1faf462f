import type { Institution } from '@masal/shared';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { unwrap } from '../../api/api-client.ts';
import { t } from '../../i18n/i18n.ts';
import { institutionApi } from './institutions-api.ts';
import { INSTITUTIONS_KEY } from './use-institutions.ts';

interface InstitutionPickerProps {
  value: number | undefined;
  onChange: (institutionId: number | undefined) => void;
  onBlur?: () => void;
  /** The validation message, e.g. 'Kurum Seçimi zorunludur.' */
  error?: string | undefined;
  inputRef?: Ref<HTMLSelectElement>;
  name?: string;
  required?: boolean;
  /** The line under the field; by default it speaks to the person choosing for themselves. */
  hint?: string;
}

/** Seed §2 picker "Kurum / Üniversite": lists GET /v1/institution/ and reports the chosen institutionId. */
function InstitutionPicker({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  name = 'institutionId',
  required = true,
  hint = t('auth.institutionHint'),
}: InstitutionPickerProps) {
  const query = useQuery({
    queryKey: INSTITUTIONS_KEY,
    queryFn: () => unwrap<Institution[]>(institutionApi.list()),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
  const loadFailed = query.isError;
  const helperText = error ?? (loadFailed ? t('auth.institutionLoadFailed') : hint);

  return (
    <TextField
      select
      fullWidth
      required={required}
      id="institutionId"
      name={name}
      label={t('auth.institution')}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={onBlur}
      error={Boolean(error) || loadFailed}
      helperText={helperText}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { ref: inputRef, 'aria-busy': query.isPending },
      }}
    >
      <option value="">{query.isPending ? t('auth.institutionLoading') : t('auth.institutionChoose')}</option>
      {(query.data ?? []).map((i) => (
        <option key={i.institutionId} value={i.institutionId}>
          {i.name}
        </option>
      ))}
    </TextField>
  );
}

/** The picker bound to a react-hook-form field (sign-up, the profile, the admin's user dialog). */
export function InstitutionField<T extends FieldValues>({
  control,
  name,
  hint,
}: {
  control: Control<T>;
  name: Path<T>;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <InstitutionPicker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          {...(hint ? { hint } : {})}
        />
      )}
    />
  );
}
