import { announcementRights } from '@masal/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { AnnouncementChips } from './announcement-chips.tsx';
import { announcementPath, bylineOf } from './announcement-labels.ts';
import { useAnnouncements } from './announcements-api.ts';

const LATEST = 3;

/** The home page's latest three announcements (pinned first), for the roles that read them. */
export function LatestAnnouncements({ roleIds }: { roleIds: readonly number[] }) {
  const readsThem = announcementRights(roleIds).read;
  const list = useAnnouncements(LATEST, readsThem);
  if (!readsThem || !list.data) return null;
  return (
    <Box component="section" aria-labelledby="latest-announcements-heading" sx={{ mt: 3 }}>
      <Typography
        id="latest-announcements-heading"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {t('announcements.homeTitle')}
      </Typography>
      {list.data.rows.length === 0 ? (
        <Typography color="text.secondary">{t('announcements.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="latest-announcements">
          {list.data.rows.map((a) => (
            <Box
              component="li"
              key={a.announcementId}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Link
                component={RouterLink}
                to={announcementPath(a.announcementId)}
                sx={{ fontWeight: a.read ? 500 : 700, overflowWrap: 'anywhere' }}
              >
                {a.title}
              </Link>
              <Box sx={{ mt: 0.5 }}>
                <AnnouncementChips announcement={a} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {bylineOf(a)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={announcementPath()} sx={{ display: 'inline-block', mt: 1 }}>
        {t('announcements.homeAll')}
      </Link>
    </Box>
  );
}
