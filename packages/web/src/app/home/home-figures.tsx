import { actionName, formatCount } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PUBLIC_FILTER, useStatisticsSummary } from '../../features/statistics/statistics-api.ts';
import { t } from '../../i18n/i18n.ts';

const TOP_TYPES = 3;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {formatCount(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
    </Box>
  );
}

/** The public figures: completed and published tales in all, per status and for the most frequent types. */
export function HomeFigures() {
  const summary = useStatisticsSummary(PUBLIC_FILTER);
  const types = [...(summary.data?.byType ?? [])].sort((a, b) => b.count - a.count).slice(0, TOP_TYPES);
  return (
    <Paper component="section" aria-labelledby="home-figures-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="home-figures-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('home.figuresTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('home.figuresIntro')}
      </Typography>
      {summary.isError ? <Alert severity="error">{t('home.figuresFailed')}</Alert> : null}
      {summary.isPending ? <Skeleton variant="rounded" height={96} /> : null}
      {summary.data ? (
        <Box
          component="ul"
          data-testid="home-figures"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          <Figure label={t('home.figuresTotal')} value={summary.data.total} />
          {summary.data.byStatus.map((s) => (
            <Figure key={s.actionId} label={actionName(s.actionId)} value={s.count} />
          ))}
          {types.map((type) => (
            <Figure
              key={type.groupId ?? 'none'}
              label={t('home.typeFigure', { name: type.groupName ?? t('home.noType') })}
              value={type.count}
            />
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
