import { READING_ROOM_PATH } from '@masal/shared/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Outlet, Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { MAIN_PAGE } from '../../navigation/pages.ts';
import { AppFooter } from './app-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The frame of the public pages that are more than a form (the reading room at /arsiv): a way past the header,
 * the archive's name, the way to sign in, and the footer every page of the service has.
 */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Link
          component={RouterLink}
          to={READING_ROOM_PATH}
          underline="hover"
          variant="h6"
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {t('app.title')} · {t('readingRoom.title')}
        </Link>
        <Button component={RouterLink} to={MAIN_PAGE} variant="outlined" size="small">
          {t('readingRoom.signIn')}
        </Button>
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          width: '100%',
          maxWidth: 1200,
          mx: 'auto',
          minWidth: 0,
          p: { xs: 2, sm: 3 },
          '&:focus': { outline: 'none' },
        }}
      >
        <Outlet />
      </Box>
      <AppFooter />
    </Box>
  );
}
