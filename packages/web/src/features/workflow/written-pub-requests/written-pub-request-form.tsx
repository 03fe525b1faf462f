import { actionName, type FieldProblem, type TaleSummary, writtenPubRequestInputSchema } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useMemo, useState } from 'react';
import { showToast } from '../../../components/toast-store.ts';
import { t } from '../../../i18n/i18n.ts';
import {
  useProposableTales,
  WRITTEN_PUB_REQUESTS_KEY,
  writtenPubRequestApi,
} from './written-pub-requests-api.ts';

type Choice = Pick<TaleSummary, 'taleId' | 'taleName' | 'actionId'>;

const HEADING_ID = 'written-pub-request-form-heading';

/**
 * An editor's proposal: completed or published tales picked by name (suggested by the server as they type)
 * and the reason. The shared schema checks the fields before sending, the server's refusals stay on the form.
 */
export function WrittenPubRequestForm() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [input, setInput] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const q = useDeferredValue(input.trim());
  const tales = useProposableTales(q);
  const options = useMemo<Choice[]>(() => tales.data?.rows ?? [], [tales.data]);
  const messageOf = (field: string) => problems.find((p) => p.field === field)?.message;

  async function send(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const body = { taleIds: chosen.map((c) => c.taleId), reason };
    const parsed = writtenPubRequestInputSchema.safeParse(body);
    if (!parsed.success) {
      setProblems(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message })));
      return;
    }
    setProblems([]);
    setSending(true);
    const result = await writtenPubRequestApi.propose(body);
    setSending(false);
    if (result.ok) {
      showToast(t('writtenPubRequests.proposed'), 'success');
      setChosen([]);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: WRITTEN_PUB_REQUESTS_KEY });
      return;
    }
    if (result.code === 'VALIDATION' && result.errors.length > 0) setProblems(result.errors);
    else setRefusal(result.message);
  }

  const talesError = messageOf('taleIds');
  const reasonError = messageOf('reason');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={HEADING_ID}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 3, minWidth: 0 }}
    >
      <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('writtenPubRequests.formTitle')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('writtenPubRequests.formIntro')}
      </Typography>
      <Stack component="form" noValidate onSubmit={send} spacing={2}>
        <Autocomplete
          id="written-pub-request-tales"
          multiple
          options={options}
          value={chosen}
          onChange={(_event, value) => setChosen(value)}
          inputValue={input}
          // The field empties after each choice (the chosen tales show as chips).
          onInputChange={(_event, text) => setInput(text)}
          filterOptions={(all) => all}
          filterSelectedOptions
          getOptionLabel={(tale) => tale.taleName}
          getOptionKey={(tale) => tale.taleId}
          isOptionEqualToValue={(a, b) => a.taleId === b.taleId}
          renderOption={({ key, ...props }, tale) => (
            <li key={key} {...props}>
              <span>
                {tale.taleName}
                <br />
                <small>{actionName(tale.actionId)}</small>
              </span>
            </li>
          )}
          loading={tales.isFetching}
          loadingText={t('writtenPubRequests.talesLoading')}
          noOptionsText={t('writtenPubRequests.talesNone')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('writtenPubRequests.tales')}
              placeholder={t('writtenPubRequests.talesHint')}
              error={talesError !== undefined}
              helperText={talesError ?? t('writtenPubRequests.talesHelp')}
              slotProps={{
                ...params.slotProps,
                inputLabel: { ...params.slotProps.inputLabel, shrink: true },
              }}
            />
          )}
        />
        <TextField
          id="written-pub-request-reason"
          label={t('writtenPubRequests.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          required
          error={reasonError !== undefined}
          helperText={reasonError ?? t('writtenPubRequests.reasonHelp')}
        />
        {refusal ? <Alert severity="error">{refusal}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={sending}>
            {t('writtenPubRequests.submit')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
