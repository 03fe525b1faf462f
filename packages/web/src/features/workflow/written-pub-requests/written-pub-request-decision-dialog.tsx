/**
 * The admin's decision on one request: accept (note optional) or decline (note required, the shared
 * schema's rule). A 409 (decided meanwhile, or a tale accepted in another request) stays in the dialog and
 * the list is read again. `onDecided` gets the decision taken, for the page to keep showing it.
 */
import { type WrittenPubRequest, writtenPubRequestDecisionSchema } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { showToast } from '../../../components/toast-store.ts';
import { useRetained } from '../../../components/use-retained.ts';
import { t } from '../../../i18n/i18n.ts';
import type { Decision } from './written-pub-request-list.tsx';
import { WRITTEN_PUB_REQUESTS_KEY, writtenPubRequestApi } from './written-pub-requests-api.ts';

export interface Deciding {
  request: WrittenPubRequest;
  decision: Decision;
}

export function WrittenPubRequestDecisionDialog({
  deciding,
  onClose,
  onDecided,
}: {
  deciding: Deciding | null;
  onClose: () => void;
  onDecided: (decided: Deciding) => void;
}) {
  const titleId = useId();
  const shown = useRetained(deciding);
  return (
    <Dialog open={deciding !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {shown ? (
        <DecisionForm
          key={`${shown.request.requestId}-${shown.decision}`}
          titleId={titleId}
          deciding={shown}
          onClose={onClose}
          onDecided={onDecided}
        />
      ) : null}
    </Dialog>
  );
}

function DecisionForm({
  titleId,
  deciding,
  onClose,
  onDecided,
}: {
  titleId: string;
  deciding: Deciding;
  onClose: () => void;
  onDecided: (decided: Deciding) => void;
}) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { request, decision } = deciding;
  const accepting = decision === 'accepted';

  async function send(event: FormEvent) {
    event.preventDefault();
    const body = { decision, ...(note.trim() ? { note: note.trim() } : {}) };
    const parsed = writtenPubRequestDecisionSchema.safeParse(body);
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    setSending(true);
    const result = await writtenPubRequestApi.decide(request.requestId, body);
    setSending(false);
    void queryClient.invalidateQueries({ queryKey: WRITTEN_PUB_REQUESTS_KEY });
    if (result.ok) {
      showToast(t(accepting ? 'writtenPubRequests.accepted' : 'writtenPubRequests.declined'), 'success');
      onDecided(deciding);
      onClose();
      return;
    }
    const fieldMessage = result.errors.find((e) => e.field === 'note')?.message;
    if (fieldMessage) setNoteError(fieldMessage);
    else setRefusal(result.message);
  }

  const names = request.tales.map((tale) => `“${tale.taleName}”`).join(', ');
  return (
    <form noValidate onSubmit={send}>
      <DialogTitle id={titleId}>
        {t(accepting ? 'writtenPubRequests.acceptTitle' : 'writtenPubRequests.declineTitle', {
          number: request.requestId,
        })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t(accepting ? 'writtenPubRequests.acceptText' : 'writtenPubRequests.declineText', {
            tales: names || '—',
          })}
        </DialogContentText>
        <TextField
          id={noteId}
          label={t(accepting ? 'writtenPubRequests.noteOptional' : 'writtenPubRequests.noteRequired')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required={!accepting}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={noteError !== undefined}
          helperText={noteError ?? t('writtenPubRequests.noteHelp')}
        />
        {refusal ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('writtenPubRequests.cancel')}</Button>
        <Button type="submit" variant="contained" color={accepting ? 'success' : 'error'} disabled={sending}>
          {t(accepting ? 'writtenPubRequests.accept' : 'writtenPubRequests.decline')}
        </Button>
      </DialogActions>
    </form>
  );
}
