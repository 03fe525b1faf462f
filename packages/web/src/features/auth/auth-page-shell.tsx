import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';

/** The centred card every public auth page sits in. */
export function AuthPageShell({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      id="main-content"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.default',
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: wide ? 720 : 440, p: { xs: 3, sm: 4 } }}>
        <Typography
          component="p"
          variant="overline"
          color="primary"
          sx={{ fontWeight: 700, letterSpacing: 2 }}
        >
          {t('app.title')}
        </Typography>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
