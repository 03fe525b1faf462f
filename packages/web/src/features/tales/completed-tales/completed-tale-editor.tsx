import type { TaleFull } from '@masal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type RefObject, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DraftRestoreAlert } from '../../../components/draft-restore-alert.tsx';
import { muiRegister } from '../../../components/form-field.ts';
import { t } from '../../../i18n/i18n.ts';
import { StaleVersionDialog } from '../form/stale-version-dialog.tsx';
import { type EditValues, editResolver, valuesOf } from './completed-tale-values.ts';
import { useCompletedTaleSave } from './use-completed-tale-save.ts';

/**
 * Editor assistants and admins: the text to publish and the context properties; each save a revision.
 * `saveFirst.current` saves the unsaved work before a publishing decision on the same page.
 */
export function CompletedTaleEditor({
  userId,
  tale,
  saveFirst,
}: {
  /** The signed-in editor: the copy kept on this device is theirs. */
  userId: number;
  tale: TaleFull;
  saveFirst: RefObject<(() => Promise<TaleFull | null>) | null>;
}) {
  const form = useForm<EditValues>({ defaultValues: valuesOf(tale), resolver: editResolver });
  const saving = useCompletedTaleSave(userId, tale, form);
  useEffect(() => {
    saveFirst.current = saving.saveFirst;
  });
  const field = muiRegister(form.register);
  const { errors, isDirty, isSubmitting } = form.formState;

  return (
    <Box component="form" noValidate onSubmit={saving.submit} aria-label={t('completedTales.editTitle')}>
      {saving.kept ? (
        <Box sx={{ mb: 2 }}>
          <DraftRestoreAlert
            savedAt={saving.kept.savedAt}
            onRestore={saving.restoreKept}
            onDismiss={saving.dismissKept}
          />
        </Box>
      ) : null}
      <Stack sx={{ gap: 3 }}>
        <TextField
          {...field('taleTextEnd')}
          id="completed-tale-text-end"
          label={t('talePreview.sectionTaleTextEnd')}
          multiline
          minRows={12}
          fullWidth
          error={Boolean(errors.taleTextEnd)}
          helperText={errors.taleTextEnd?.message}
          slotProps={{ htmlInput: { lang: 'tr', spellCheck: true } }}
          sx={{ '& textarea': { lineHeight: 1.7 } }}
        />
        <TextField
          {...field('contextProperties')}
          id="completed-tale-context"
          label={t('talePreview.sectionContext')}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(errors.contextProperties)}
          helperText={errors.contextProperties?.message ?? t('completedTales.contextHint')}
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('completedTales.save')}
        </Button>
        <Button type="button" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
          {t('completedTales.undo')}
        </Button>
      </Stack>
      <StaleVersionDialog
        serverTale={saving.conflict}
        onKeepMine={saving.keepMine}
        onLoadTheirs={saving.loadTheirs}
        onClose={saving.dismissConflict}
      />
    </Box>
  );
}
