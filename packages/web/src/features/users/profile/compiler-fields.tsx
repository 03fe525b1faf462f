import { compareTr, PROFILE_TEXT_MAX, PROVINCES } from '@masal/shared';
import { todayIso } from '@masal/shared/format';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { muiRegister } from '../../../components/form-field.ts';
import { TrDateField } from '../../../components/tr-date-field.tsx';
import { t } from '../../../i18n/i18n.ts';
import { FreeTextPicker } from './free-text-picker.tsx';
import type { DetailsValues } from './profile-details-values.ts';

/** The 81 provinces in Turkish alphabetical order: suggestions for the birth place, which stays free text. */
const PROVINCE_NAMES = PROVINCES.map((p) => p.name).sort(compareTr);

/** Job, birth date and birth place: they prefill the compiler section of a new tale. */
export function CompilerFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<DetailsValues>();
  const field = muiRegister(register);

  return (
    <>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {t('profile.compilerHint')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('job')}
          id="job"
          label={t('profile.job')}
          fullWidth
          autoComplete="organization-title"
          error={Boolean(errors.job)}
          helperText={errors.job?.message}
          slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="birthDate"
          render={({ field: f, fieldState }) => (
            <TrDateField
              id="birthDate"
              name={f.name}
              inputRef={f.ref}
              label={t('profile.birthDate')}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              max={todayIso()}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('profile.birthDateHint')}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="placeOfBirth"
          render={({ field: f, fieldState }) => (
            <FreeTextPicker
              id="placeOfBirth"
              label={t('profile.placeOfBirth')}
              options={PROVINCE_NAMES}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              error={fieldState.error?.message}
              helperText={t('profile.placeOfBirthHint')}
              maxLength={PROFILE_TEXT_MAX}
            />
          )}
        />
      </Grid>
    </>
  );
}
