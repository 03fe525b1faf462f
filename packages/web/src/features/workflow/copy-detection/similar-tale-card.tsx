import { type CopyMatch, formatPercent, POSSIBLE_COPY_SCORE, TALE_SOURCE } from '@masal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { t } from '../../../i18n/i18n.ts';
import { TaleStatusChip } from '../../tales/tale-status-chip.tsx';
import { reviewPath } from '../review/review-paths.ts';
import { CopyPassagePair } from './copy-passage-pair.tsx';

/** Passages shown before the button that shows them all. */
const PASSAGES_FIRST = 3;

/** One similar tale: name (to its review screen), compiler, status, source, its score and the shared passages. */
export function SimilarTaleCard({ match }: { match: CopyMatch }) {
  const headingId = useId();
  const [allPassages, setAllPassages] = useState(false);
  const possibleCopy = match.score >= POSSIBLE_COPY_SCORE;
  const passages = allPassages ? match.passages : match.passages.slice(0, PASSAGES_FIRST);
  const facts = [
    match.authorNameSurname,
    t('copyDetection.taleNo', { id: match.taleId }),
    match.taleSource === TALE_SOURCE.printed ? t('talePreview.taleSourcePrinted') : null,
  ].filter(Boolean);

  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid="similar-tale"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', mr: 'auto' }}
        >
          <Link component={RouterLink} to={reviewPath(match.taleId)}>
            {match.taleName}
          </Link>
        </Typography>
        <Chip
          label={t('copyDetection.similarity', { percent: formatPercent(match.score) })}
          color={possibleCopy ? 'warning' : 'default'}
          variant={possibleCopy ? 'filled' : 'outlined'}
          sx={{ fontWeight: 700 }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Typography>
        <TaleStatusChip actionId={match.actionId} />
      </Box>
      {match.passages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('copyDetection.noPassages')}
        </Typography>
      ) : (
        <>
          <Typography component="h4" variant="body1" sx={{ fontWeight: 600 }}>
            {t('copyDetection.passages', { count: match.passages.length })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('copyDetection.changedWords')}
          </Typography>
          <Stack spacing={2.5} divider={<Divider flexItem />}>
            {passages.map((passage, i) => (
              // Passages are disjoint runs of the tale: its text names each one.
              <CopyPassagePair key={passage.tale} passage={passage} number={i + 1} />
            ))}
          </Stack>
          {match.passages.length > PASSAGES_FIRST ? (
            <Button sx={{ mt: 1 }} onClick={() => setAllPassages(!allPassages)} aria-expanded={allPassages}>
              {allPassages
                ? t('copyDetection.fewerPassages')
                : t('copyDetection.allPassages', { count: match.passages.length })}
            </Button>
          ) : null}
        </>
      )}
    </Box>
  );
}
