import { compareTr, PROFILE_TEXT_MAX, PROVINCES } from '@masal/shared';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { muiRegister } from '../../components/form-field.ts';
import { t } from '../../i18n/i18n.ts';
import { FreeTextPicker } from './free-text-picker.tsx';
import { type DetailsValues, isoOfTrDate, trDateOfIso } from './profile-details-values.ts';

/** The 81 provinces in Turkish alphabetical order: suggestions for the birth place, which stays free text. */
const PROVINCE_NAMES = PROVINCES.map((p) => p.name).sort(compareTr);

/** Job, birth date and birth place: they prefill the compiler section of a new tale. */
export function CompilerFields() {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<DetailsValues>();
  const field = muiRegister(register);
  // Typed as dd.MM.yyyy (a date input would show the browser's own format, often mm/dd/yyyy); leaving
  // the field writes what was understood, e.g. 3.4.1985 as 03.04.1985.
  const birthDate = field('birthDate');

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
        <TextField
          {...birthDate}
          onBlur={(e) => {
            setValue('birthDate', trDateOfIso(isoOfTrDate(e.target.value)));
            void birthDate.onBlur(e);
          }}
          id="birthDate"
          label={t('profile.birthDate')}
          placeholder={t('profile.birthDatePlaceholder')}
          fullWidth
          autoComplete="bday"
          error={Boolean(errors.birthDate)}
          helperText={errors.birthDate?.message ?? t('profile.birthDateHint')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'numeric', maxLength: 10, spellCheck: false },
          }}
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
