import {
  formatDateTimeTr,
  MSG,
  type PaymentCoefficientAnswer,
  paymentCoefficientInputSchema,
} from '@masal/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { unwrap } from '../../api/api-client.ts';
import { showToast } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import { paymentApi, paymentKeys } from './payments-api.ts';

const comma = (value: string) => value.replace('.', ',');

function historyLine(change: PaymentCoefficientAnswer['history'][number]) {
  const date = formatDateTimeTr(change.changedAt);
  if (change.previous === null) return t('payments.admin.historyFirst', { date, value: comma(change.value) });
  const who = change.changedBy
    ? `${change.changedBy.name} ${change.changedBy.surname}`
    : t('payments.admin.nobody');
  return t('payments.admin.historyLine', {
    date,
    who,
    previous: comma(change.previous),
    value: comma(change.value),
  });
}

/** coefficientOfPayment: the value in force, a form to change it (new payments only), and every change. */
export function CoefficientSection() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.coefficient,
    queryFn: () => unwrap(paymentApi.coefficient()),
  });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (next: string) => paymentApi.setCoefficient(next),
    onSuccess: (result) => {
      if (!result.ok) {
        setError(result.errors[0]?.message ?? result.message);
        return;
      }
      client.setQueryData(paymentKeys.coefficient, result.data);
      setValue('');
      showToast(t('payments.admin.coefficientSaved'), 'success');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same check as the server's, so the message is the same.
    const parsed = paymentCoefficientInputSchema.safeParse({ value });
    if (!parsed.success) {
      setError(MSG.paymentCoefficientInvalid);
      return;
    }
    setError(undefined);
    save.mutate(value);
  };
  const data = query.data;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, mb: 3, minWidth: 0 }}
      component="section"
      aria-labelledby="coefficient-heading"
    >
      <Typography id="coefficient-heading" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {t('payments.admin.coefficientTitle')}
      </Typography>
      {data ? (
        <Typography sx={{ mb: 1.5 }}>
          {t('payments.admin.coefficientNow', { value: comma(data.value) })}
        </Typography>
      ) : null}
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction="row"
        sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1.5 }}
      >
        <TextField
          id="payments-coefficient"
          size="small"
          label={t('payments.admin.coefficientNew')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
          sx={{ flex: '1 1 220px', minWidth: 0, maxWidth: 320 }}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending || value.trim() === ''}>
          {t('payments.admin.coefficientSave')}
        </Button>
      </Stack>
      {data ? (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {t('payments.admin.coefficientHistory')}
          </Typography>
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {data.history.map((change) => (
              <li key={change.changedAt + change.value}>
                <Typography variant="body2">{historyLine(change)}</Typography>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Paper>
  );
}
