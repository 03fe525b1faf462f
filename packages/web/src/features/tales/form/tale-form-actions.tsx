import PreviewIcon from '@mui/icons-material/Preview';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n.ts';

export interface TaleFormActionsProps {
  /** "Taslak Olarak Kaydet" for a draft, "Kaydet" once the tale is in the workflow. */
  saveLabel: string;
  canSave: boolean;
  canSubmit: boolean;
  canPreview: boolean;
  busy: boolean;
  unsaved: boolean;
  /** What to say about unsaved work, when the default ("kept on this device") is not all true. */
  unsavedText?: string | undefined;
  /** A file is being uploaded: the attachments are not all saved, and Gönder waits for it. */
  uploading?: boolean;
  /** After the check's Gönder: the tale is being sent, or has been and the confirmation opens. */
  phase?: 'editing' | 'sending' | 'sent';
  onSave: () => void;
  onSubmit: () => void;
  onPreview: () => void;
}

const SUBMIT_REASON_ID = 'tale-submit-reason';

function statusText(p: TaleFormActionsProps): string | null {
  if (p.phase === 'sending') return t('taleForm.sending');
  if (p.phase === 'sent') return t('taleForm.sentOpening');
  if (!p.canSave) return null;
  if (p.uploading) return t('taleForm.uploadingStatus');
  if (p.unsaved) return p.unsavedText ?? t('taleForm.unsaved');
  return p.canPreview ? t('taleForm.allSaved') : t('taleForm.notSavedYet');
}

/**
 * The form's buttons, kept in view at the bottom of the screen, with what is true of the work: unsaved,
 * uploading, being sent. Nothing can be pressed while the tale is being sent.
 */
export function TaleFormActions(p: TaleFormActionsProps) {
  const locked = p.busy || (p.phase ?? 'editing') !== 'editing';
  const submitReason = p.uploading ? t('taleForm.submitWaitsForUpload') : null;
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem' }} role="status">
        {statusText(p)}
        {p.canSubmit && submitReason ? (
          <Box component="span" id={SUBMIT_REASON_ID} sx={{ display: 'block', color: 'text.primary' }}>
            {submitReason}
          </Box>
        ) : null}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<PreviewIcon />}
          onClick={p.onPreview}
          disabled={!p.canPreview || locked}
        >
          {t('taleForm.preview')}
        </Button>
        {p.canSave ? (
          <Button variant="outlined" startIcon={<SaveOutlinedIcon />} onClick={p.onSave} disabled={locked}>
            {p.saveLabel}
          </Button>
        ) : null}
        {p.canSubmit ? (
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            onClick={p.onSubmit}
            disabled={locked || submitReason !== null}
            {...(submitReason ? { 'aria-describedby': SUBMIT_REASON_ID } : {})}
          >
            {t('taleForm.submit')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
