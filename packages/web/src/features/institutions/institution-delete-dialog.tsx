import type { Institution } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../components/toast-store.ts';
import { useRetained } from '../../components/use-retained.ts';
import { t } from '../../i18n/i18n.ts';
import { institutionApi } from './institutions-api.ts';
import { INSTITUTIONS_KEY } from './use-institutions.ts';

const TITLE_ID = 'institution-delete-title';
const TEXT_ID = 'institution-delete-text';

/** Asks before deleting; the server's refusal (people still belong to it) is shown in the dialog. */
export function InstitutionDeleteDialog({
  institution,
  onClose,
}: {
  /** Open while not null. */
  institution: Institution | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ for: Institution; message: string } | null>(null);
  const shown = useRetained(institution);
  const message = refusal && refusal.for === shown ? refusal.message : null;

  const confirm = async () => {
    if (!institution) return;
    setBusy(true);
    const result = await institutionApi.remove({ institutionId: institution.institutionId });
    setBusy(false);
    if (!result.ok) {
      setRefusal({ for: institution, message: result.message });
      return;
    }
    showToast(t('institutions.deleted'), 'success', 'institutions');
    await queryClient.invalidateQueries({ queryKey: INSTITUTIONS_KEY });
    onClose();
  };

  return (
    <Dialog
      open={institution !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
    >
      <DialogTitle id={TITLE_ID}>{t('institutions.deleteTitle')}</DialogTitle>
      <DialogContent>
        {message ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {message}
          </Alert>
        ) : null}
        <DialogContentText id={TEXT_ID}>
          {t('institutions.deleteText', { name: shown?.name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('institutions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy || !!message}>
          {t('institutions.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
