/**
 * DecisionDialog: confirms one workflow decision and sends it (PUT /v1/tales/ with the tale's version).
 * Asks for the note ("Açıklama" / "Gerekçe", required where the state machine says so) and, for an
 * assignment, shows the `editorPicker` the caller supplies. The server's refusals stay in the dialog:
 * field messages under their fields, others (the forward problems) listed and handed to `onFieldErrors`;
 * a 409 (someone acted meanwhile) shows its message and the tale is read again. Used by DecisionButtons.
 */
import { actionName, type FieldProblem, type TaleFull, type Transition } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { showToast } from '../../components/toast-store.ts';
import { useRetained } from '../../components/use-retained.ts';
import { t } from '../../i18n/i18n.ts';
import { taleApi } from '../tales/tales-api.ts';
import {
  DIALOG_FIELDS,
  decisionLabel,
  decisionProblems,
  noteLabel,
  WORKFLOW_TOPIC,
} from './decision-rules.ts';
import { TALES_KEY } from './review/review-api.ts';

/** The parts of a tale a decision needs: the rules' fields and the version it is taken on. */
export interface DecisionTale {
  taleId: number;
  userId: number;
  actionId: number;
  editorId: number | null;
  version: number;
  taleName?: string;
}

/** The editor choice of an assignment, rendered inside the dialog (the admin's picker with workloads). */
export type EditorPicker = (props: {
  /** The id to put on the picker's input, so the dialog's messages point at it. */
  id: string;
  value: number | null;
  onChange: (editorId: number | null) => void;
  /** The message to show under the picker (none chosen, or the server's). */
  error: string | undefined;
}) => ReactNode;

export interface DecisionDialogProps {
  tale: DecisionTale;
  /** The decision to take; null closes the dialog. */
  transition: Transition | null;
  editorPicker?: EditorPicker | undefined;
  onClose: () => void;
  onDecided?: ((tale: TaleFull) => void) | undefined;
  onFieldErrors?: ((errors: FieldProblem[]) => void) | undefined;
  beforeDecide?: (() => Promise<DecisionTale | null>) | undefined;
}

export function DecisionDialog({ transition, onClose, ...rest }: DecisionDialogProps) {
  const titleId = useId();
  // Kept while the dialog fades out, so it does not flash empty.
  const shown = useRetained(transition);
  return (
    <Dialog open={transition !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {shown ? (
        // A fresh form for each decision: no note or message left over from the last one.
        <DecisionForm
          key={shown.key + shown.to}
          titleId={titleId}
          transition={shown}
          onClose={onClose}
          {...rest}
        />
      ) : null}
    </Dialog>
  );
}

function DecisionForm({
  titleId,
  tale,
  transition,
  editorPicker,
  onClose,
  onDecided,
  onFieldErrors,
  beforeDecide,
}: Omit<DecisionDialogProps, 'transition'> & { titleId: string; transition: Transition }) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const editorId = useId();
  const [note, setNote] = useState('');
  const [editor, setEditor] = useState<number | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const messageOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const elsewhere = problems.filter((p) => !DIALOG_FIELDS.includes(p.field));
  const showNote = transition.note !== 'none';

  async function send() {
    const missing = decisionProblems(transition, { note, editorId: editor });
    setProblems(missing);
    if (missing.length > 0) return;
    setSending(true);
    // The page's unsaved work goes first; when it cannot be saved the page shows why, and nothing is decided.
    const target = beforeDecide ? await beforeDecide() : tale;
    if (!target) {
      setSending(false);
      onClose();
      return;
    }
    const result = await taleApi.transition({
      taleId: target.taleId,
      actionId: transition.to,
      version: target.version,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(editor !== null ? { editorId: editor } : {}),
    });
    setSending(false);
    if (result.ok) {
      showToast(
        t('workflow.decided', { status: actionName(result.data.actionId) }),
        'success',
        WORKFLOW_TOPIC,
      );
      // Every tale on screen is read again; the dialog need not wait for it.
      void queryClient.invalidateQueries({ queryKey: TALES_KEY });
      onDecided?.(result.data);
      onClose();
      return;
    }
    if (result.code === 'VALIDATION') {
      setProblems(result.errors);
      onFieldErrors?.(result.errors.filter((p) => !DIALOG_FIELDS.includes(p.field)));
      if (result.errors.length === 0) setRefusal(result.message);
      return;
    }
    // 409: the tale moved or changed meanwhile; what it is now is read again.
    setRefusal(result.message);
    void queryClient.invalidateQueries({ queryKey: TALES_KEY });
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <DialogTitle id={titleId}>{decisionLabel(transition)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {tale.taleName
            ? t('workflow.confirmNamed', { name: tale.taleName, status: actionName(transition.to) })
            : t('workflow.confirm', { status: actionName(transition.to) })}
        </DialogContentText>
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        {elsewhere.length > 0 ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('workflow.missing')}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {elsewhere.map((p) => (
                <li key={p.field}>{p.message}</li>
              ))}
            </Box>
          </Alert>
        ) : null}
        {transition.needsEditor && editorPicker ? (
          <Box sx={{ mb: 2 }}>
            {editorPicker({ id: editorId, value: editor, onChange: setEditor, error: messageOf('editorId') })}
          </Box>
        ) : null}
        {showNote ? (
          <TextField
            id={noteId}
            label={t(noteLabel(transition))}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required={transition.note === 'required'}
            error={Boolean(messageOf('note'))}
            helperText={
              messageOf('note') ?? (transition.note === 'optional' ? t('workflow.noteOptional') : ' ')
            }
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          {refusal ? t('app.close') : t('workflow.cancel')}
        </Button>
        {refusal ? null : (
          <Button type="submit" variant="contained" disabled={sending}>
            {decisionLabel(transition)}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
