import { zodResolver } from '@hookform/resolvers/zod';
import {
  IDENTITY_NO_LENGTH,
  NAME_MAX,
  TITLE_OTHER,
  type UserDetail,
  userCreateSchema,
  userUpdateSchema,
} from '@masal/shared';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api/api-client.ts';
import { DialogForm } from '../../components/dialog-form.tsx';
import { muiRegister } from '../../components/form-field.ts';
import { titleChoiceOf, titleOfChoice } from '../../components/title-choice.ts';
import { TitlePicker } from '../../components/title-picker.tsx';
import { showToast } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import { InstitutionField } from '../institutions/institution-picker.tsx';
import { RoleCheckboxes } from './role-checkboxes.tsx';
import { useUsersChanged } from './use-users.ts';
import { userApi } from './users-api.ts';

interface FormValues {
  name: string;
  surname: string;
  email: string;
  identityNo: string;
  institutionId: number | undefined;
  /** The title picker's choice, as at sign-up; 'Diğer' takes `titleOther`. */
  titleName: string;
  titleOther: string;
  roleIds: number[];
}
const FIELDS = ['name', 'surname', 'email', 'identityNo', 'institutionId', 'titleName', 'roleIds'] as const;
const TITLE_ID = 'user-form-title';
const createResolver = zodResolver(userCreateSchema) as unknown as Resolver<FormValues>;
const updateResolver = zodResolver(userUpdateSchema) as unknown as Resolver<FormValues>;

/** "Yeni kullanıcı" (details and roles; the invitation goes out) or editing a user's details. */
export function UserFormDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: UserDetail | null;
  onClose: () => void;
}) {
  // The dialog unmounts its content once closed: each opening starts a fresh form.
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="md">
      <DialogTitle id={TITLE_ID}>{user ? t('users.editTitle') : t('users.createTitle')}</DialogTitle>
      <UserForm user={user} onDone={onClose} />
    </Dialog>
  );
}

function UserForm({ user, onDone }: { user: UserDetail | null; onDone: () => void }) {
  const changed = useUsersChanged();
  const title = titleChoiceOf(user?.titleName);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: user ? updateResolver : createResolver,
    defaultValues: {
      name: user?.name ?? '',
      surname: user?.surname ?? '',
      email: user?.email ?? '',
      identityNo: '',
      institutionId: user?.institutionId,
      titleName: title.choice,
      titleOther: title.other,
      roleIds: [],
    },
  });
  const field = muiRegister(register);
  const otherTitle = watch('titleName') === TITLE_OTHER;

  const onSubmit = handleSubmit(async (values) => {
    const details = {
      name: values.name,
      surname: values.surname,
      email: values.email,
      identityNo: values.identityNo,
      institutionId: values.institutionId ?? 0,
      // The schema's parse keeps no `titleOther`: the typed text is read from the form itself.
      titleName: titleOfChoice(values.titleName, getValues('titleOther')),
    };
    const result = user
      ? await userApi.update(user.userId, details)
      : await userApi.create({ ...details, roleIds: values.roleIds });
    if (!result.ok) {
      applyServerErrors(result, setError, FIELDS);
      return;
    }
    showToast(t(user ? 'users.saved' : 'users.created'), 'success', 'users');
    await changed(user ? (result.data as UserDetail) : undefined);
    onDone();
  });

  const text = (name: 'name' | 'surname' | 'email', label: string) => (
    <TextField
      {...field(name)}
      id={`user-${name}`}
      label={label}
      required
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{ htmlInput: { maxLength: name === 'email' ? 254 : NAME_MAX } }}
    />
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onDone}
      submitting={isSubmitting}
      refusal={errors.root?.message}
      cancelLabel={t('users.cancel')}
      submitLabel={t('users.save')}
    >
      {user ? null : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('users.createHint')}
        </Typography>
      )}
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', t('users.name'))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('surname', t('users.surname'))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', t('users.email'))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('identityNo')}
            id="user-identityNo"
            label={t('users.identityNo')}
            required={!user}
            fullWidth
            error={Boolean(errors.identityNo)}
            helperText={
              errors.identityNo?.message ??
              (user ? t('users.identityNoKeep', { masked: user.identityNo ?? '' }) : undefined)
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: IDENTITY_NO_LENGTH } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <InstitutionField control={control} name="institutionId" hint={t('users.institutionHint')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="titleName"
            render={({ field: f }) => (
              <TitlePicker
                id="user-titleName"
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                error={otherTitle ? undefined : errors.titleName?.message}
              />
            )}
          />
        </Grid>
        {otherTitle ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('titleOther')}
              id="user-titleOther"
              label={t('users.titleOther')}
              fullWidth
              error={Boolean(errors.titleName)}
              helperText={errors.titleName?.message ?? t('users.titleOtherHelp')}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
          </Grid>
        ) : null}
        {user ? null : (
          <Grid size={12}>
            <Controller
              control={control}
              name="roleIds"
              render={({ field: f, fieldState }) => (
                <RoleCheckboxes value={f.value} onChange={f.onChange} error={fieldState.error?.message} />
              )}
            />
          </Grid>
        )}
      </Grid>
    </DialogForm>
  );
}
