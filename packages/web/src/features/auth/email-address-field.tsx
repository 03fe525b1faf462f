import TextField from '@mui/material/TextField';
import type { muiRegister } from '../../components/form-field.ts';
import { t } from '../../i18n/i18n.ts';

type Registration = ReturnType<ReturnType<typeof muiRegister>>;

/** The "E-posta Adresi" field that opens the forgot, reset and activation forms. */
export function EmailAddressField({
  registration,
  error,
  required = false,
}: {
  registration: Registration;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <TextField
      {...registration}
      id="email"
      type="email"
      label={t('auth.emailAddress')}
      autoComplete="email"
      autoFocus
      required={required}
      fullWidth
      error={Boolean(error)}
      helperText={error}
    />
  );
}
