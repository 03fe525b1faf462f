import { formatDateTimeTr, formatPercent, POSSIBLE_COPY_SCORE } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n.ts';
import { FormSection } from '../../tales/form/form-section.tsx';
import { useCopyCheck } from './copy-detection-api.ts';
import { SimilarTaleCard } from './similar-tale-card.tsx';

/**
 * "Benzer masallar" of the review screen (staff): the older tales of the archive this one resembles, found when
 * it was submitted, most similar first, each with the passages both hold side by side.
 */
export function SimilarTalesSection({ taleId }: { taleId: number }) {
  const check = useCopyCheck(taleId);
  const threshold = formatPercent(POSSIBLE_COPY_SCORE);

  return (
    <FormSection title={t('copyDetection.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('copyDetection.intro', { threshold })}
      </Typography>
      {check.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('copyDetection.loading')}</Typography>
        </Box>
      ) : null}
      {check.isError ? <Alert severity="error">{t('copyDetection.loadFailed')}</Alert> : null}
      {check.isSuccess && check.data.copyScore === null ? (
        <Typography data-testid="similar-tales-empty">{t('copyDetection.noText')}</Typography>
      ) : null}
      {check.isSuccess && check.data.copyScore !== null && check.data.matches.length === 0 ? (
        <Typography data-testid="similar-tales-empty">{t('copyDetection.none')}</Typography>
      ) : null}
      {check.isSuccess && check.data.copyScore !== null && check.data.matches.length > 0 ? (
        <Stack spacing={2}>
          <Alert severity={check.data.possibleCopy ? 'warning' : 'info'} data-testid="copy-score">
            {check.data.possibleCopy
              ? t('copyDetection.possibleCopy', { percent: formatPercent(check.data.copyScore), threshold })
              : t('copyDetection.notCopy', { percent: formatPercent(check.data.copyScore), threshold })}
            {check.data.checkedAt
              ? ` ${t('copyDetection.checkedAt', { date: formatDateTimeTr(check.data.checkedAt) })}`
              : null}
          </Alert>
          {check.data.matches.map((match) => (
            <SimilarTaleCard key={match.taleId} match={match} />
          ))}
        </Stack>
      ) : null}
    </FormSection>
  );
}
