import { type PaymentAdminRow, paymentAdjustmentInputSchema } from '@masal/shared';
import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DialogForm } from '../../components/dialog-form.tsx';
import { showToast } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import { paymentApi, paymentKeys } from './payments-api.ts';

const TITLE_ID = 'payment-adjust-title';

type Errors = Partial<Record<'numberOfWord' | 'reason', string>>;

/** A correction of a payment: the tale's right word count and why; the difference becomes a linked record. */
function AdjustmentForm({ payment, onClose }: { payment: PaymentAdminRow; onClose: () => void }) {
  const client = useQueryClient();
  const [words, setWords] = useState(String(payment.numberOfWord));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (body: { numberOfWord: number; reason: string }) =>
      paymentApi.adjust(payment.paymentId, body),
    onSuccess: (result) => {
      if (!result.ok) {
        setRefusal(result.errors.length > 0 ? undefined : result.message);
        setErrors(Object.fromEntries(result.errors.map((e) => [e.field, e.message])));
        return;
      }
      void client.invalidateQueries({ queryKey: paymentKeys.all });
      showToast(t('payments.admin.adjustSaved'), 'success');
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { numberOfWord: words.trim() === '' ? Number.NaN : Number(words), reason };
    const parsed = paymentAdjustmentInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitting={save.isPending}
      refusal={refusal}
      cancelLabel={t('payments.admin.cancel')}
      submitLabel={t('payments.admin.adjustSave')}
      labelledBy={TITLE_ID}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('payments.admin.adjustIntro')}</DialogContentText>
      <Stack sx={{ gap: 2 }}>
        <TextField
          id="payment-adjust-words"
          label={t('payments.admin.adjustWords')}
          value={words}
          onChange={(e) => setWords(e.target.value)}
          error={errors.numberOfWord !== undefined}
          helperText={errors.numberOfWord}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
        />
        <TextField
          id="payment-adjust-reason"
          label={t('payments.admin.adjustReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason !== undefined}
          helperText={errors.reason}
          multiline
          minRows={2}
          required
        />
      </Stack>
    </DialogForm>
  );
}

export function AdjustmentDialog({
  payment,
  onClose,
}: {
  payment: PaymentAdminRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={payment !== null} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>
        {payment ? t('payments.admin.adjustTitle', { tale: payment.taleName, id: payment.taleId }) : ''}
      </DialogTitle>
      {payment ? <AdjustmentForm key={payment.paymentId} payment={payment} onClose={onClose} /> : null}
    </Dialog>
  );
}
