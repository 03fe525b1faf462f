import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The form inside a dialog: its fields under the server's refusal, then "cancel" and the submit button,
 * both off while it is sent. The title stays in the Dialog, so it shows while a fresh form replaces this one.
 */
export function DialogForm({
  onSubmit,
  onCancel,
  submitting,
  refusal,
  cancelLabel,
  submitLabel,
  labelledBy,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** The server's message that belongs to no field (a form that places it itself leaves this out). */
  refusal?: string | undefined;
  cancelLabel: string;
  submitLabel: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    // A flex column like the dialog's paper: the fields scroll and the buttons stay in view on a short screen.
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent sx={{ pt: 1 }}>
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={submitting}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
