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
  onSave: () => void;
  onSubmit: () => void;
  onPreview: () => void;
}

function statusText(p: TaleFormActionsProps): string | null {
  if (!p.canSave) return null;
  if (p.unsaved) return p.unsavedText ?? t('taleForm.unsaved');
  return p.canPreview ? t('taleForm.allSaved') : t('taleForm.notSavedYet');
}

/** The form's buttons, kept in view at the bottom of the screen, with whether work is unsaved. */
export function TaleFormActions(p: TaleFormActionsProps) {
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
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<PreviewIcon />} onClick={p.onPreview} disabled={!p.canPreview}>
          {t('taleForm.preview')}
        </Button>
        {p.canSave ? (
          <Button variant="outlined" startIcon={<SaveOutlinedIcon />} onClick={p.onSave} disabled={p.busy}>
            {p.saveLabel}
          </Button>
        ) : null}
        {p.canSubmit ? (
          <Button variant="contained" startIcon={<SendIcon />} onClick={p.onSubmit} disabled={p.busy}>
            {t('taleForm.submit')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
