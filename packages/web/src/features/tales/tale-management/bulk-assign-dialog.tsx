import { MSG } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useRetained } from '../../../components/use-retained.ts';
import { t } from '../../../i18n/i18n.ts';
import { EDITORS_KEY } from '../../workflow/editors/editors-api.ts';
import { TALE_LISTS_KEY } from '../use-tale-list.ts';
import { type AssignOutcome, type AssignTale, assignAll } from './bulk-assign.ts';
import { EditorPickerField } from './editor-picker.tsx';
import { assignEditor } from './tale-management-api.ts';

const TITLE_ID = 'bulk-assign-title';

function TaleNames({ tales }: { tales: readonly AssignTale[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
      {tales.map((tale) => (
        <li key={tale.taleId}>{tale.taleName}</li>
      ))}
    </Box>
  );
}

/** Which tales went to the editor and which did not, each with the server's reason. */
function Summary({ outcomes }: { outcomes: readonly AssignOutcome[] }) {
  const done = outcomes.filter((o) => !o.failure);
  const failed = outcomes.filter((o) => o.failure);
  return (
    <Box role="status" data-testid="bulk-assign-summary" sx={{ display: 'grid', gap: 2 }}>
      {done.length > 0 ? (
        <Alert severity="success">
          {t('taleManagement.bulkDone', { count: done.length })}
          <TaleNames tales={done.map((o) => o.tale)} />
        </Alert>
      ) : null}
      {failed.length > 0 ? (
        <Alert severity="error">
          {t('taleManagement.bulkFailed', { count: failed.length })}
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {failed.map((o) => (
              <li key={o.tale.taleId}>
                {o.tale.taleName}: {o.failure}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}

function BulkAssignForm({
  tales,
  onBusy,
  onClose,
  onFinished,
}: {
  tales: readonly AssignTale[];
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onFinished: (outcomes: AssignOutcome[]) => void;
}) {
  const queryClient = useQueryClient();
  const pickerId = useId();
  const noteId = useId();
  const [editorId, setEditorId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<AssignOutcome[] | null>(null);

  async function send() {
    if (editorId === null) {
      setMissing(MSG.editorRequired);
      return;
    }
    setProgress(0);
    onBusy(true);
    const result = await assignAll(tales, editorId, note, assignEditor, setProgress);
    onBusy(false);
    setProgress(null);
    setOutcomes(result);
    onFinished(result);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: TALE_LISTS_KEY }),
      queryClient.invalidateQueries({ queryKey: EDITORS_KEY }),
    ]);
  }

  const sending = progress !== null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!sending && !outcomes) void send();
      }}
    >
      <DialogTitle id={TITLE_ID}>{t('taleManagement.bulkTitle', { count: tales.length })}</DialogTitle>
      <DialogContent>
        {outcomes ? (
          <Summary outcomes={outcomes} />
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>{t('taleManagement.bulkIntro')}</Typography>
            <Box sx={{ mb: 3 }}>
              <TaleNames tales={tales} />
            </Box>
            <Box sx={{ mb: 2 }}>
              <EditorPickerField
                id={pickerId}
                value={editorId}
                onChange={(id) => {
                  setEditorId(id);
                  setMissing(undefined);
                }}
                error={missing}
              />
            </Box>
            <TextField
              id={noteId}
              label={t('workflow.note')}
              helperText={t('workflow.noteOptional')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              fullWidth
            />
            {sending ? (
              <Box sx={{ mt: 2 }}>
                <Typography variant="body2" id={`${pickerId}-progress`}>
                  {t('taleManagement.bulkProgress', { done: progress, count: tales.length })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(progress / tales.length) * 100}
                  aria-labelledby={`${pickerId}-progress`}
                />
              </Box>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          {outcomes ? t('app.close') : t('workflow.cancel')}
        </Button>
        {outcomes ? null : (
          <Button type="submit" variant="contained" disabled={sending}>
            {t('taleManagement.bulkSubmit')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}

/**
 * One editor for every selected tale: one PUT /v1/tales/ per tale (assign at 2, reassign at 3), then a
 * summary of which succeeded and which did not, and why.
 */
export function BulkAssignDialog({
  tales,
  onClose,
  onFinished,
}: {
  /** The selected tales; null closes the dialog. */
  tales: readonly AssignTale[] | null;
  onClose: () => void;
  onFinished: (outcomes: AssignOutcome[]) => void;
}) {
  // Kept while the dialog fades out, so it does not flash empty.
  const shown = useRetained(tales);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={tales !== null}
      // Not closed halfway through the batch: the summary would be lost.
      onClose={busy ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
    >
      {shown ? (
        <BulkAssignForm
          key={shown.map((tale) => tale.taleId).join()}
          tales={shown}
          onBusy={setBusy}
          onClose={onClose}
          onFinished={onFinished}
        />
      ) : null}
    </Dialog>
  );
}
