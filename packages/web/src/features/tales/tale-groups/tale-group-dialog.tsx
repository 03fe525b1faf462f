import { zodResolver } from '@hookform/resolvers/zod';
import { taleGroupInputSchema } from '@masal/shared';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/api-client.ts';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { muiRegister } from '../../../components/form-field.ts';
import { showToast } from '../../../components/toast-store.ts';
import { useRetained } from '../../../components/use-retained.ts';
import { type TextKey, t } from '../../../i18n/i18n.ts';
import { TALES_KEY } from '../../workflow/review/review-api.ts';
import { TALE_GROUPS_KEY, taleGroupApi } from './tale-groups-api.ts';

interface TypeValues {
  name: string;
  atu: string;
  ttv: string;
}

/** What the dialog is open for: a new group, a new subgroup of a group, or a change of one of them. */
export type TypeTarget =
  | { kind: 'newGroup' }
  | { kind: 'newSubGroup'; groupId: number; groupName: string }
  | { kind: 'group'; groupId: number; values: TypeValues }
  | { kind: 'subGroup'; subGroupId: number; values: TypeValues };

const TITLES: Record<TypeTarget['kind'], TextKey> = {
  newGroup: 'taleGroups.createGroupTitle',
  newSubGroup: 'taleGroups.createSubGroupTitle',
  group: 'taleGroups.editGroupTitle',
  subGroup: 'taleGroups.editSubGroupTitle',
};
const DONE: Record<TypeTarget['kind'], TextKey> = {
  newGroup: 'taleGroups.created',
  newSubGroup: 'taleGroups.created',
  group: 'taleGroups.saved',
  subGroup: 'taleGroups.saved',
};

const TITLE_ID = 'tale-group-title';
// The form holds strings; the shared schema trims them and makes an empty number none.
const resolver = zodResolver(taleGroupInputSchema) as unknown as Resolver<TypeValues>;
const EMPTY: TypeValues = { name: '', atu: '', ttv: '' };

function save(target: TypeTarget, values: TypeValues) {
  switch (target.kind) {
    case 'newGroup':
      return taleGroupApi.createGroup(values);
    case 'newSubGroup':
      return taleGroupApi.createSubGroup(target.groupId, values);
    case 'group':
      return taleGroupApi.updateGroup(target.groupId, values);
    case 'subGroup':
      return taleGroupApi.updateSubGroup(target.subGroupId, values);
  }
}

/** Adds a group or subgroup, or changes its name, ATU range and TTV number; the server's refusal stays here. */
export function TaleGroupDialog({ target, onClose }: { target: TypeTarget | null; onClose: () => void }) {
  const shown = useRetained(target);
  const key =
    shown?.kind === 'group'
      ? `g${shown.groupId}`
      : shown?.kind === 'subGroup'
        ? `s${shown.subGroupId}`
        : (shown?.kind ?? 'none');
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>
        {shown ? t(TITLES[shown.kind]) : null}
        {shown?.kind === 'newSubGroup' ? ` — ${shown.groupName}` : null}
      </DialogTitle>
      {/* A fresh form for each opening: no old value or error left over. */}
      {shown ? <TypeForm key={key} target={shown} onDone={onClose} /> : null}
    </Dialog>
  );
}

function TypeForm({ target, onDone }: { target: TypeTarget; onDone: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TypeValues>({
    resolver,
    defaultValues: 'values' in target ? target.values : EMPTY,
  });
  const field = muiRegister(register);

  const onSubmit = handleSubmit(async (values) => {
    const result = await save(target, values);
    if (!result.ok) {
      applyServerErrors(result, setError, ['name', 'atu', 'ttv']);
      return;
    }
    showToast(t(DONE[target.kind]), 'success', 'taleGroups');
    // The tree, the pickers, and every tale's type line.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: TALE_GROUPS_KEY }),
      queryClient.invalidateQueries({ queryKey: TALES_KEY }),
    ]);
    onDone();
  });

  // ATU range and TTV number: side by side from a tablet up, each with its help until it has an error.
  const numberField = (name: 'atu' | 'ttv') => (
    <TextField
      {...field(name)}
      id={`tale-group-${name}`}
      label={t(`taleGroups.${name}`)}
      fullWidth
      autoComplete="off"
      margin="dense"
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? t(`taleGroups.${name}Help`)}
    />
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onDone}
      submitting={isSubmitting}
      refusal={errors.root?.message}
      cancelLabel={t('taleGroups.cancel')}
      submitLabel={t('taleGroups.save')}
    >
      <TextField
        {...field('name')}
        id="tale-group-name"
        label={t('taleGroups.name')}
        required
        fullWidth
        autoFocus
        autoComplete="off"
        margin="dense"
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
        {numberField('atu')}
        {numberField('ttv')}
      </Stack>
    </DialogForm>
  );
}
