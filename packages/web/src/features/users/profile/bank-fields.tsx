import { BANK_NAME_MAX, groupByFour, normalizeIban } from '@masal/shared';
import { BANKS } from '@masal/shared/banks';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { FreeTextPicker } from './free-text-picker.tsx';
import type { DetailsValues } from './profile-details-values.ts';

/** 26 characters, the 6 spaces of their groups of four, and room for a pasted IBAN spaced otherwise. */
const IBAN_INPUT_MAX = 40;

/**
 * IBAN and bank name. The IBAN is shown as people read it, grouped by four while typing at its end and on
 * leaving the field (typing in the middle keeps the caret where it is); the server ignores the spaces.
 */
export function BankFields() {
  const { control } = useFormContext<DetailsValues>();
  return (
    <>
      <Grid size={12}>
        <Controller
          control={control}
          name="iban"
          render={({ field: f, fieldState }) => (
            <TextField
              name={f.name}
              inputRef={f.ref}
              value={f.value}
              onChange={(e) => {
                const input = e.target as HTMLInputElement;
                const atEnd = input.selectionStart === input.value.length;
                f.onChange(atEnd ? groupByFour(normalizeIban(input.value)) : input.value);
              }}
              onBlur={() => {
                f.onChange(groupByFour(normalizeIban(f.value)));
                f.onBlur();
              }}
              id="iban"
              label={t('profile.iban')}
              fullWidth
              autoComplete="off"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('profile.ibanHint')}
              slotProps={{
                htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: IBAN_INPUT_MAX },
              }}
              // All 32 characters of a grouped IBAN stay in view on a 320 px phone.
              sx={{ '& input': { fontFamily: 'monospace', fontSize: { xs: '0.875rem', sm: '1rem' } } }}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="bankName"
          render={({ field: f, fieldState }) => (
            <FreeTextPicker
              id="bankName"
              label={t('profile.bankName')}
              options={BANKS}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              error={fieldState.error?.message}
              helperText={t('profile.bankNameHint')}
              maxLength={BANK_NAME_MAX}
              wrap
            />
          )}
        />
      </Grid>
    </>
  );
}
