import type { TaleSummary } from '@masal/shared';
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
import { taleApi } from './tales-api.ts';
import { TALE_LISTS_KEY } from './use-tale-list.ts';

const TITLE_ID = 'tale-delete-title';
const TEXT_ID = 'tale-delete-text';

/** Asks before deleting a draft; on success toasts the server's message and refreshes the lists. */
export function TaleDeleteDialog({
  tale,
  onClose,
  onDeleted,
}: {
  /** Open while not null. */
  tale: TaleSummary | null;
  onClose: () => void;
  onDeleted?: (tale: TaleSummary) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const shown = useRetained(tale);

  const confirm = async () => {
    if (!tale) return;
    setBusy(true);
    const result = await taleApi.remove(tale.taleId);
    setBusy(false);
    // A failure has already been shown by the API client.
    if (!result.ok) return;
    showToast(result.data.message || t('taleList.deleted'), 'success');
    await queryClient.invalidateQueries({ queryKey: TALE_LISTS_KEY });
    onDeleted?.(tale);
    onClose();
  };

  return (
    <Dialog
      open={tale !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
    >
      <DialogTitle id={TITLE_ID}>{t('taleList.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>
          {t('taleList.deleteText', { name: shown?.taleName ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('taleList.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t('taleList.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
