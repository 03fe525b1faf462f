import { formatDateTr } from '@masal/shared/format';
import { MSG } from '@masal/shared/messages';
import type { TaleFull } from '@masal/shared/schemas/tale';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { t } from '../../../i18n/i18n.ts';

/** A save met a newer version (409): keep the user's copy, or load the server's and keep theirs locally. */
export function StaleVersionDialog({
  serverTale,
  onKeepMine,
  onLoadTheirs,
  onClose,
}: {
  serverTale: TaleFull | null;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={serverTale !== null}
      onClose={onClose}
      aria-labelledby="stale-version-title"
      aria-describedby="stale-version-text"
    >
      <DialogTitle id="stale-version-title">{t('taleForm.staleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="stale-version-text">{MSG.taleStale}</DialogContentText>
        {serverTale ? (
          <DialogContentText sx={{ mt: 1.5 }}>
            {t('taleForm.staleChangedAt', { date: formatDateTr(serverTale.updatedAt) })}
          </DialogContentText>
        ) : null}
        <DialogContentText sx={{ mt: 1.5 }}>{t('taleForm.staleChoices')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLoadTheirs}>{t('taleForm.staleLoadTheirs')}</Button>
        <Button variant="contained" onClick={onKeepMine}>
          {t('taleForm.staleKeepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
