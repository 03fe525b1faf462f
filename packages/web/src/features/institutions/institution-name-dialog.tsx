import { zodResolver } from '@hookform/resolvers/zod';
import { type Institution, institutionCreateSchema, institutionUpdateSchema } from '@masal/shared';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api/api-client.ts';
import { DialogForm } from '../../components/dialog-form.tsx';
import { muiRegister } from '../../components/form-field.ts';
import { showToast } from '../../components/toast-store.ts';
import { useRetained } from '../../components/use-retained.ts';
import { t } from '../../i18n/i18n.ts';
import { institutionApi } from './institutions-api.ts';
import { INSTITUTIONS_KEY } from './use-institutions.ts';

/** What the dialog is open for: a new institution (`institution: null`) or renaming one. */
export interface NameTarget {
  institution: Institution | null;
}

interface NameValues {
  institutionId?: number;
  name: string;
}

const TITLE_ID = 'institution-name-title';
const createResolver: Resolver<NameValues> = zodResolver(institutionCreateSchema);
// The rename form always holds the id (its default values), so its resolver reads the same values.
const renameResolver = zodResolver(institutionUpdateSchema) as Resolver<NameValues>;

/** "Yeni kurum" and the rename dialog; the server's refusal (taken name, bad field) stays in the dialog. */
export function InstitutionNameDialog({
  target,
  onClose,
}: {
  target: NameTarget | null;
  onClose: () => void;
}) {
  const shown = useRetained(target);
  const institution = shown?.institution ?? null;
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>
        {institution ? t('institutions.renameTitle') : t('institutions.createTitle')}
      </DialogTitle>
      {/* A fresh form for each opening: no old name or error left over. */}
      <NameForm key={institution?.institutionId ?? 'new'} institution={institution} onDone={onClose} />
    </Dialog>
  );
}

function NameForm({ institution, onDone }: { institution: Institution | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameValues>({
    resolver: institution ? renameResolver : createResolver,
    defaultValues: institution ?? { name: '' },
  });
  const field = muiRegister(register);

  const onSubmit = handleSubmit(async ({ name }) => {
    const result = institution
      ? await institutionApi.update({ institutionId: institution.institutionId, name })
      : await institutionApi.create({ name });
    if (!result.ok) {
      applyServerErrors(result, setError, ['name']);
      return;
    }
    showToast(t(institution ? 'institutions.renamed' : 'institutions.created'), 'success', 'institutions');
    await queryClient.invalidateQueries({ queryKey: INSTITUTIONS_KEY });
    onDone();
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onDone}
      submitting={isSubmitting}
      refusal={errors.root?.message}
      cancelLabel={t('institutions.cancel')}
      submitLabel={t('institutions.save')}
    >
      <TextField
        {...field('name')}
        id="institution-name"
        label={t('institutions.name')}
        required
        fullWidth
        autoFocus
        autoComplete="off"
        margin="dense"
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
    </DialogForm>
  );
}
