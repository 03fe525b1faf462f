import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';

/** The body of the 401 and not-found pages: a code, a heading, a sentence and a way back. */
export function StatusMessage({ code, title, text }: { code?: string; title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      {code ? (
        <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
      ) : null}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('pages.goHome')}
      </Button>
    </Paper>
  );
}
