import { MSG } from '@masal/shared/messages';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRetained } from '../../../components/use-retained.ts';
import { t } from '../../../i18n/i18n.ts';
import { TalePreviewContent, type TalePreviewData } from '../tale-preview-content.tsx';
import { SubmitProblemList, useSubmitProblems } from './submit-summary.tsx';
import type { TaleFieldPath } from './tale-form-values.ts';

const TITLE_ID = 'submit-check-title';
const REASON_ID = 'submit-check-reason';

export interface SubmitCheckDialogProps {
  /** What would be sent, while the check is open; null closes it. */
  data: TalePreviewData | null;
  /** Why Gönder cannot be pressed besides missing fields (an upload still runs), or null. */
  blockedReason: string | null;
  /** Closes the check and takes the person to the field. */
  onPick: (name: TaleFieldPath) => void;
  onBack: () => void;
  onConfirm: () => void;
  /** After the dialog has closed, with whether anything was missing: the focus may move into the form now. */
  onExited: (missing: boolean) => void;
}

/**
 * "Check your answers" before Gönder: the tale as it will be sent, what is still missing (each a link to
 * its field), and either Gönder or the way back to the form.
 */
export function SubmitCheckDialog({
  data,
  blockedReason,
  onPick,
  onBack,
  onConfirm,
  onExited,
}: SubmitCheckDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = useRetained(data);
  const problems = useSubmitProblems();
  const reason = problems.length > 0 ? t('taleForm.checkBlocked') : blockedReason;

  return (
    <Dialog
      open={data !== null}
      onClose={onBack}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={TITLE_ID}
      // The way back may lead to a field: the form, not the Gönder button, gets the focus then.
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => onExited(problems.length > 0) } }}
    >
      <DialogTitle id={TITLE_ID}>{t('taleForm.checkTitle')}</DialogTitle>
      {/* Focusable, so keyboard users can scroll a long tale (WCAG 2.1.1). */}
      <DialogContent dividers tabIndex={0} data-testid="submit-check">
        <Typography sx={{ mb: 2 }}>{t('taleForm.checkIntro')}</Typography>
        {problems.length > 0 ? (
          <Alert severity="error" sx={{ mb: 3 }} data-testid="submit-check-problems">
            <AlertTitle>{MSG.submitIncomplete}</AlertTitle>
            <SubmitProblemList problems={problems} onPick={onPick} />
          </Alert>
        ) : (
          <Alert severity="success" sx={{ mb: 3 }}>
            {t('taleForm.checkReady')}
          </Alert>
        )}
        <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
          {t('taleForm.checkPreviewTitle')}
        </Typography>
        {shown ? <TalePreviewContent tale={shown} /> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {reason ? (
          <Typography id={REASON_ID} variant="body2" color="error" sx={{ flex: '1 1 14rem', m: 0 }}>
            {reason}
          </Typography>
        ) : null}
        <Button onClick={onBack}>{t('taleForm.checkBack')}</Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={onConfirm}
          disabled={reason !== null}
          {...(reason ? { 'aria-describedby': REASON_ID } : {})}
        >
          {t('taleForm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
