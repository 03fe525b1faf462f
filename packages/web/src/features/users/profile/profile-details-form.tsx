import { NAME_MAX, type Profile, TITLE_NONE, TITLE_OTHER } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/api-client.ts';
import { muiRegister } from '../../../components/form-field.ts';
import { TitlePicker } from '../../../components/title-picker.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { t } from '../../../i18n/i18n.ts';
import { updateAuthUser } from '../../../session/session-store.ts';
import { InstitutionField } from '../../institutions/institution-picker.tsx';
import { BankFields } from './bank-fields.tsx';
import { CompilerFields } from './compiler-fields.tsx';
import { profileApi } from './profile-api.ts';
import { profileDetailsResolver } from './profile-details-resolver.ts';
import { type DetailsValues, toProfileUpdate, valuesOfProfile } from './profile-details-values.ts';
import { PROFILE_KEY } from './use-profile.ts';

const SERVER_FIELDS = [
  'name',
  'surname',
  'titleName',
  'institutionId',
  'job',
  'birthDate',
  'placeOfBirth',
  'iban',
  'bankName',
] as const;

/**
 * Name, surname, title, institution, the compiler's own details and the bank details; a save replaces the
 * user the session keeps, so the bank-details tip stops at once.
 */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const form = useForm<DetailsValues>({
    resolver: profileDetailsResolver,
    mode: 'onBlur',
    defaultValues: valuesOfProfile(profile),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const field = muiRegister(register);
  const titleChoice = watch('titleName');

  const onSubmit = handleSubmit(async (values) => {
    const result = await profileApi.update(toProfileUpdate(values));
    if (!result.ok) {
      applyServerErrors(result, setError, SERVER_FIELDS);
      return;
    }
    updateAuthUser(result.data.user);
    showToast(t('profile.saved'), 'success', 'profile');
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t('profile.detailsTitle')}>
        {errors.root?.message ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.root.message}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="profile-identityNo"
              label={t('profile.identityNo')}
              value={profile.identityNo ?? ''}
              fullWidth
              disabled
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="titleName"
              render={({ field: f, fieldState }) => (
                <TitlePicker
                  value={f.value || TITLE_NONE}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid>
          {titleChoice === TITLE_OTHER ? (
            <Grid size={12}>
              <TextField
                {...field('titleOther')}
                id="titleNameOther"
                label={t('auth.titleOther')}
                fullWidth
                error={Boolean(errors.titleOther)}
                helperText={errors.titleOther?.message ?? t('auth.titleOtherHelp')}
                slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
              />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('name')}
              id="name"
              label={t('profile.name')}
              required
              fullWidth
              autoComplete="given-name"
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('surname')}
              id="surname"
              label={t('profile.surname')}
              required
              fullWidth
              autoComplete="family-name"
              error={Boolean(errors.surname)}
              helperText={errors.surname?.message}
            />
          </Grid>
          <Grid size={12}>
            <InstitutionField control={control} name="institutionId" />
          </Grid>
          <CompilerFields />
          <BankFields />
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('profile.save')}
            </Button>
          </Grid>
        </Grid>
      </form>
    </FormProvider>
  );
}
