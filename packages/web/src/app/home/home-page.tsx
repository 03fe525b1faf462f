import { ROLES } from '@masal/shared';
import { READING_ROOM_PATH } from '@masal/shared/constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { LatestAnnouncements } from '../../features/announcements/latest-announcements.tsx';
import { t } from '../../i18n/i18n.ts';
import { useAuthUser } from '../../session/session-store.ts';
import { HomeFigures } from './home-figures.tsx';
import { RevisionNotice } from './revision-notice.tsx';
import { RoleShortcuts } from './role-shortcuts.tsx';
import { TopUploaders } from './top-uploaders.tsx';

// The provinces' outlines are ~190 KB: the figures show while they load.
const HomeMapSection = lazy(async () => ({
  default: (await import('./home-map-section.tsx')).HomeMapSection,
}));

/**
 * /masal/sample-page: a welcome naming the user and their roles with shortcuts to their screens and the latest
 * announcements; the public figures, the map of Turkey and the most active compilers.
 */
export function HomePage() {
  const user = useAuthUser();
  useDocumentTitle(t('home.title'));
  if (!user) return null;
  const roleIds = user.userRoles.map((r) => r.roleId);
  const roles = ROLES.filter((r) => roleIds.includes(r.roleId));
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 2 }}>
          {t('home.welcome', { name: `${user.name} ${user.surname}` })}
        </Typography>
        <RevisionNotice userId={user.userId} roleIds={roleIds} />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('home.rolesLabel')}
        </Typography>
        {roles.length > 0 ? (
          <Stack
            direction="row"
            component="ul"
            sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none', mb: 3 }}
          >
            {roles.map((r) => (
              <li key={r.roleId}>
                <Chip label={r.name} color="primary" variant="outlined" />
              </li>
            ))}
          </Stack>
        ) : (
          <Typography sx={{ mb: 3 }}>{t('home.noRoles')}</Typography>
        )}
        <Typography color="text.secondary">{t('home.intro')}</Typography>
        <Link component={RouterLink} to={READING_ROOM_PATH} sx={{ display: 'inline-block', mt: 1 }}>
          {t('readingRoom.homeLink')}
        </Link>
        <RoleShortcuts roleIds={roleIds} />
        <LatestAnnouncements roleIds={roleIds} />
      </Paper>
      <HomeFigures />
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <HomeMapSection />
      </Suspense>
      <Box>
        <TopUploaders />
      </Box>
    </Stack>
  );
}
