import { formatDateTr, formatTimeTr } from '@masal/shared/format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { t } from '../i18n/i18n.ts';

/** The alert's words: a whole form's copy, or the review's abstract (saved on its own, so said apart). */
const TEXTS = {
  form: {
    testId: 'draft-restore',
    title: 'taleForm.draftFound',
    text: 'taleForm.draftFoundText',
    restore: 'taleForm.draftRestore',
    dismiss: 'taleForm.draftDismiss',
  },
  abstract: {
    testId: 'abstract-restore',
    title: 'review.abstractKept',
    text: 'review.abstractKeptText',
    restore: 'review.abstractRestore',
    dismiss: 'review.abstractDiscard',
  },
} as const;

/** Offers back the work kept on this device that differs from what the form loaded. */
export function DraftRestoreAlert({
  savedAt,
  onRestore,
  onDismiss,
  of = 'form',
}: {
  savedAt: string;
  onRestore: () => void;
  onDismiss: () => void;
  of?: keyof typeof TEXTS;
}) {
  const texts = TEXTS[of];
  return (
    <Alert
      severity="warning"
      data-testid={texts.testId}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
            {t(texts.restore)}
          </Button>
          <Button color="inherit" size="small" onClick={onDismiss}>
            {t(texts.dismiss)}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t(texts.title)}</AlertTitle>
      {t(texts.text, { date: formatDateTr(savedAt), time: formatTimeTr(savedAt) })}
    </Alert>
  );
}
