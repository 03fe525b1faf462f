import type { TaleFull } from '@masal/shared';
import { formatCount } from '@masal/shared';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { unwrap } from '../../../api/api-client.ts';
import { t } from '../../../i18n/i18n.ts';
import { completedTaleApi, completedTaleKeys } from './completed-tales-api.ts';
import { choicePair, type TextChoice, textChoices } from './revision-choices.ts';
import { wordDiff } from './word-diff.ts';
import { WordDiffLegend, WordDiffView } from './word-diff-view.tsx';

function ChoiceSelect({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly TextChoice[];
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ flex: '1 1 260px', minWidth: 0 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * A word-level comparison of any two of: the compiler's original text, the text to publish and its saved
 * revisions. By default the last save's changes.
 */
export function RevisionCompare({ tale }: { tale: TaleFull }) {
  const revisions = useQuery({
    queryKey: completedTaleKeys.revisions(tale.taleId),
    queryFn: () => unwrap(completedTaleApi.revisions(tale.taleId)),
  });
  const choices = useMemo(() => textChoices(tale, revisions.data ?? []), [tale, revisions.data]);
  const [chosen, setChosen] = useState<{ before?: string; after?: string }>({});
  const { before, after } = choicePair(choices, chosen);
  const diff = useMemo(() => wordDiff(before.text, after.text), [before.text, after.text]);

  if (revisions.isPending) return <CircularProgress size={24} aria-label={t('app.loading')} />;
  return (
    <>
      {revisions.isError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('completedTales.revisionsLoadFailed')}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <ChoiceSelect
          id="compare-before"
          label={t('completedTales.compareBefore')}
          value={before.id}
          choices={choices}
          onChange={(id) => setChosen((c) => ({ ...c, before: id }))}
        />
        <ChoiceSelect
          id="compare-after"
          label={t('completedTales.compareAfter')}
          value={after.id}
          choices={choices}
          onChange={(id) => setChosen((c) => ({ ...c, after: id }))}
        />
      </Stack>
      <Typography role="status" sx={{ fontWeight: 600, mb: 1 }} data-testid="word-diff-summary">
        {diff.addedWords + diff.removedWords === 0
          ? t('completedTales.noChanges')
          : t('completedTales.changeSummary', {
              added: formatCount(diff.addedWords),
              removed: formatCount(diff.removedWords),
            })}
      </Typography>
      <WordDiffLegend />
      <Typography component="div" sx={{ mt: 2 }}>
        <WordDiffView parts={diff.parts} />
      </Typography>
    </>
  );
}
