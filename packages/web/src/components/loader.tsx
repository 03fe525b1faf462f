import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { t } from '../i18n/i18n.ts';

/** A thin progress bar across the top while auth requests or page loads run (seed §4 loader flag). */
export function Loader({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <LinearProgress
      aria-label={t('app.loading')}
      data-testid="loader"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}

/** Centred spinner for the first load of a lazily loaded page. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
