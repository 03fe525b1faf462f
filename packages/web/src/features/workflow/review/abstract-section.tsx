import { formatDateTimeTr, MSG } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { DraftRestoreAlert } from '../../../components/draft-restore-alert.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { useDeviceDraft } from '../../../components/use-device-draft.ts';
import { t } from '../../../i18n/i18n.ts';
import { FormSection } from '../../tales/form/form-section.tsx';
import { PreviewText } from '../../tales/preview-section.tsx';
import { WORKFLOW_TOPIC } from '../decision-rules.ts';
import { reviewApi, reviewKeys } from './review-api.ts';
import { ABSTRACT_DRAFT } from './review-drafts.ts';
import { useTaleAbstract } from './use-tale-abstract.ts';

/**
 * The tale's abstract (one per tale): the assigned editor writes, replaces (POST) or deletes it; everyone
 * else reads it. `problem` is a message from elsewhere, e.g. forwarding to the advisory board without one, which
 * `onChanged` clears once the abstract is saved or deleted. While the typed text differs from the stored
 * one, `onUnsaved(true)` is called and `pendingSave.current` saves it (true when saved), so a decision
 * saves it first as the page promises; meanwhile it is kept on this device and offered back after a reload.
 */
export function AbstractSection({
  userId,
  taleId,
  editable,
  problem,
  onChanged,
  onUnsaved,
  pendingSave,
}: {
  /** The signed-in editor: the copy kept on this device is theirs. */
  userId: number;
  taleId: number;
  editable: boolean;
  problem: string | undefined;
  onChanged: () => void;
} & PendingAbstract) {
  const abstract = useTaleAbstract(taleId);
  return (
    <FormSection title={t('review.sectionAbstract')}>
      {abstract.isPending ? <CircularProgress size={24} aria-label={t('app.loading')} /> : null}
      {abstract.isError ? <Alert severity="error">{t('review.abstractLoadFailed')}</Alert> : null}
      {abstract.isSuccess && editable ? (
        // A fresh editor whenever the stored abstract changes.
        <AbstractEditor
          key={abstract.data?.updatedAt ?? 'none'}
          userId={userId}
          taleId={taleId}
          abstractId={abstract.data?.abstractId ?? null}
          stored={abstract.data?.text ?? ''}
          problem={problem}
          onChanged={onChanged}
          onUnsaved={onUnsaved}
          pendingSave={pendingSave}
        />
      ) : null}
      {abstract.isSuccess && !editable ? (
        <>
          {problem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          ) : null}
          <PreviewText text={abstract.data?.text ?? t('review.abstractNone')} />
        </>
      ) : null}
      {abstract.data ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('review.abstractBy', {
            name: abstract.data.authorNameSurname ?? t('workflow.historySystem'),
            date: formatDateTimeTr(abstract.data.updatedAt),
          })}
        </Typography>
      ) : null}
    </FormSection>
  );
}

interface PendingAbstract {
  onUnsaved: (unsaved: boolean) => void;
  pendingSave: RefObject<(() => Promise<boolean>) | null>;
}

function AbstractEditor({
  userId,
  taleId,
  abstractId,
  stored,
  problem,
  onChanged,
  onUnsaved,
  pendingSave,
}: {
  userId: number;
  taleId: number;
  abstractId: number | null;
  stored: string;
  problem: string | undefined;
  onChanged: () => void;
} & PendingAbstract) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(stored);
  // The device copy reads the text between renders, so it sees each keystroke at once.
  const latestText = useRef(stored);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const changed = text.trim() !== stored.trim();
  const kept = useDeviceDraft(ABSTRACT_DRAFT, {
    userId,
    recordId: taleId,
    version: null,
    baseline: stored,
    enabled: true,
    getValues: () => latestText.current,
    setValues: (value) => {
      latestText.current = value;
      setText(value);
    },
  });

  const refresh = () => {
    onChanged();
    return queryClient.invalidateQueries({ queryKey: reviewKeys.abstract(taleId) });
  };

  async function save(): Promise<boolean> {
    if (!text.trim()) {
      setError(MSG.abstractTextRequired);
      return false;
    }
    setBusy(true);
    const result = await reviewApi.saveAbstract(taleId, text.trim());
    setBusy(false);
    if (!result.ok) {
      setError(result.errors.find((e) => e.field === 'text')?.message ?? result.message);
      return false;
    }
    setError(undefined);
    kept.discard();
    showToast(MSG.abstractSaved, 'success', WORKFLOW_TOPIC);
    await refresh();
    return true;
  }

  useEffect(() => {
    onUnsaved(changed);
    pendingSave.current = changed ? save : null;
  });

  async function remove() {
    setConfirming(false);
    if (abstractId === null) return;
    setBusy(true);
    const result = await reviewApi.deleteAbstract(abstractId);
    setBusy(false);
    if (!result.ok) return;
    kept.discard();
    showToast(MSG.abstractDeleted, 'success', WORKFLOW_TOPIC);
    await refresh();
  }

  const message = error ?? problem;
  return (
    <Stack spacing={1.5}>
      {kept.offer ? (
        <DraftRestoreAlert
          of="abstract"
          savedAt={kept.offer.savedAt}
          onRestore={kept.restore}
          onDismiss={kept.dismissOffer}
        />
      ) : null}
      <TextField
        id="review-abstract"
        label={t('review.abstract')}
        value={text}
        onChange={(e) => {
          latestText.current = e.target.value;
          setText(e.target.value);
          kept.changed();
        }}
        multiline
        minRows={4}
        fullWidth
        error={Boolean(message)}
        helperText={message ?? (changed ? t('review.abstractUnsaved') : t('review.abstractHelp'))}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void save()} disabled={busy || !changed}>
          {t('review.abstractSave')}
        </Button>
        {abstractId !== null ? (
          <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
            {t('review.abstractDelete')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDeleteDialog
        open={confirming}
        title={t('review.abstractDelete')}
        text={t('review.abstractDeleteText')}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
