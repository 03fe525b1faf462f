import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { screenOf } from '../../app/screens.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';

/** Shared by every /masal/… screen that later issues deliver. */
export function ScreenUnavailablePage() {
  const screen = screenOf(useLocation().pathname);
  useDocumentTitle(screen ? t(screen.title) : t('pages.unavailableTitle'));
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
        {t('pages.unavailableTitle')}
      </Typography>
      <Typography>{t('pages.unavailableText')}</Typography>
    </Paper>
  );
}
