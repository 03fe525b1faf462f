import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { HOME_PAGE } from '../../navigation/pages.ts';
import { useSiteConfig } from './use-site-config.ts';

/**
 * The header's name plate, as a public body signs its services: the institution on a small line, the portal's
 * name under it ("Masal — Halk Masalları Arşivi", the tagline from a tablet's width on). Links to the home page.
 */
export function AppWordmark({ sx }: { sx?: SxProps<Theme> }) {
  const { institution } = useSiteConfig();
  return (
    <Link
      component={RouterLink}
      to={HOME_PAGE}
      color="inherit"
      underline="none"
      data-testid="wordmark"
      sx={[
        { display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          width: 36,
          height: 36,
          flexShrink: 0,
          border: 1.5,
          borderColor: 'currentColor',
          borderRadius: 1,
        }}
      >
        <AutoStoriesOutlinedIcon fontSize="small" />
      </Box>
      <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
        {/* Turkish text keeps its own direction, so a narrow right-to-left bar cuts its end, not its start. */}
        <Box
          component="span"
          dir="auto"
          sx={{
            display: 'block',
            // "left" is flipped to "right" in a right-to-left layout (stylis-plugin-rtl), as the line under it.
            textAlign: 'left',
            fontSize: 12,
            lineHeight: 1.3,
            letterSpacing: 0.3,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {institution}
        </Box>
        <Box
          component="span"
          sx={{ display: 'block', fontSize: 18, fontWeight: 700, lineHeight: 1.25, whiteSpace: 'nowrap' }}
        >
          {t('app.name')}
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 400 }}>
            {` — ${t('app.tagline')}`}
          </Box>
        </Box>
      </Box>
    </Link>
  );
}
