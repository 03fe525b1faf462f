import { zodResolver } from '@hookform/resolvers/zod';
import {
  IDENTITY_NO_LENGTH,
  KVKK_PATH,
  NAME_MAX,
  type SignUpInput,
  signUpFormSchema,
  TITLE_NONE,
  TITLE_OTHER,
} from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../api/api-client.ts';
import { muiRegister } from '../../components/form-field.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { titleOfChoice } from '../../components/title-choice.ts';
import { TitlePicker } from '../../components/title-picker.tsx';
import { t } from '../../i18n/i18n.ts';
import { MAIN_PAGE } from '../../navigation/pages.ts';
import { useLoading } from '../../session/session-store.ts';
import { InstitutionField } from '../institutions/institution-picker.tsx';
import { authApi } from './auth-api.ts';
import type { AuthOutcomeState } from './auth-outcome.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';
import { rememberEmail } from './known-email.ts';
import { SIGN_UP_MESSAGE_CLEAR_MS } from './message-clear.ts';
import { newPasswordFields } from './new-password-fields.ts';
import { toastOnPasswordMismatch } from './password-mismatch.ts';
import { useServerMessage } from './use-server-message.ts';

const SERVER_FIELDS = [
  'email',
  'password',
  'passwordReply',
  'name',
  'surname',
  'institutionId',
  'titleName',
  'identityNo',
  'kvkkAccepted',
] as const;

/**
 * An empty helper line under each field: an error appearing or going takes that line, so nothing
 * below (the KVKK checkbox, the button) moves under a finger.
 */
const RESERVED = ' ';

export function SignUpPage() {
  const navigate = useNavigate();
  const loading = useLoading();
  const [titleOther, setTitleOther] = useState('');
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    // Checked on leaving a field, then on every change: an error goes as soon as it stops being true.
    mode: 'onTouched',
    defaultValues: {
      titleName: TITLE_NONE,
      name: '',
      surname: '',
      identityNo: '',
      email: '',
      institutionId: undefined,
      password: '',
      passwordReply: '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const field = muiRegister(register);
  const titleChoice = watch('titleName');

  const refusal = useServerMessage(SIGN_UP_MESSAGE_CLEAR_MS);

  const pair = newPasswordFields(form, RESERVED);

  const onSubmit = handleSubmit(async (values) => {
    const titleName = titleOfChoice(values.titleName ?? TITLE_NONE, titleOther);
    // passwordReply is removed before sending (seed §3).
    const payload: SignUpInput = {
      email: values.email,
      password: values.password,
      name: values.name,
      surname: values.surname,
      institutionId: values.institutionId,
      identityNo: values.identityNo,
      kvkkAccepted: values.kvkkAccepted,
      ...(titleName ? { titleName } : {}),
    };
    const result = await authApi.signUp(payload);
    if (!result.ok) {
      applyFieldErrors(result, setError, SERVER_FIELDS);
      refusal.show(result.message);
      return;
    }
    rememberEmail(values.email);
    // Seed §4 sends the person to the root; the sign-in page there says what happens next.
    const outcome: AuthOutcomeState = { outcome: 'signedUp', email: values.email };
    navigate('/', { replace: true, state: outcome });
  }, toastOnPasswordMismatch);

  return (
    <AuthPageShell title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')} wide>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={onSubmit}
        onChange={refusal.onEdit}
        aria-label={t('auth.signUpTitle')}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: titleChoice === TITLE_OTHER ? 6 : 12 }}>
            <Controller
              control={control}
              name="titleName"
              render={({ field: f, fieldState }) => (
                <TitlePicker
                  value={f.value ?? TITLE_NONE}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid>
          {titleChoice === TITLE_OTHER ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="titleNameOther"
                name="titleNameOther"
                label={t('auth.titleOther')}
                value={titleOther}
                onChange={(e) => setTitleOther(e.target.value)}
                helperText={t('auth.titleOtherHelp')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
              />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('name')}
              id="name"
              label={t('auth.name')}
              autoComplete="given-name"
              required
              fullWidth
              error={Boolean(errors.name)}
              helperText={errors.name?.message ?? RESERVED}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('surname')}
              id="surname"
              label={t('auth.surname')}
              autoComplete="family-name"
              required
              fullWidth
              error={Boolean(errors.surname)}
              helperText={errors.surname?.message ?? RESERVED}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('identityNo')}
              id="identityNo"
              label={t('auth.identityNo')}
              required
              fullWidth
              error={Boolean(errors.identityNo)}
              helperText={errors.identityNo?.message ?? RESERVED}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: IDENTITY_NO_LENGTH } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('email')}
              id="email"
              type="email"
              label={t('auth.email')}
              autoComplete="email"
              required
              fullWidth
              error={Boolean(errors.email)}
              helperText={errors.email?.message ?? RESERVED}
            />
          </Grid>
          <Grid size={12}>
            <InstitutionField control={control} name="institutionId" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField {...pair.password} label={t('auth.password')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField {...pair.passwordReply} label={t('auth.passwordReply')} />
          </Grid>
        </Grid>
        <Controller
          control={control}
          name="kvkkAccepted"
          render={({ field: f, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormControlLabel
                control={
                  <Checkbox
                    name={f.name}
                    checked={f.value === true}
                    onChange={(e) => f.onChange(e.target.checked)}
                    onBlur={f.onBlur}
                    slotProps={{ input: { ref: f.ref, 'aria-describedby': 'kvkkAccepted-help' } }}
                  />
                }
                label={
                  <>
                    {/* A new tab: the form keeps what was typed. */}
                    <Link href={KVKK_PATH} target="_blank" rel="noopener">
                      {t('kvkk.signUpLink')}
                    </Link>{' '}
                    {t('kvkk.signUpRead')}
                  </>
                }
              />
              <FormHelperText id="kvkkAccepted-help">
                {fieldState.error?.message ?? t('kvkk.signUpHint')}
              </FormHelperText>
            </FormControl>
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading}>
          {t('auth.signUpButton')}
        </Button>
        {/* Under the button it pushes nothing the person is about to tap. */}
        {refusal.message ? <Alert severity="error">{refusal.message}</Alert> : null}
        <Link component={RouterLink} to={MAIN_PAGE}>
          {t('auth.haveAccount')}
        </Link>
      </Stack>
    </AuthPageShell>
  );
}
