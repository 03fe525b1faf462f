import { ROLES } from '@masal/shared';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthUser } from '../../app/session-store.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';
import { LatestAnnouncements } from '../announcements/latest-announcements.tsx';

/** /masal/sample-page: a welcome naming the user and their roles. Statistics arrive in a later issue. */
export function HomePage() {
  const user = useAuthUser();
  useDocumentTitle(t('home.title'));
  if (!user) return null;
  const roleIds = user.userRoles.map((r) => r.roleId);
  const roles = ROLES.filter((r) => roleIds.includes(r.roleId));
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 2 }}>
        {t('home.welcome', { name: `${user.name} ${user.surname}` })}
      </Typography>
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
      <LatestAnnouncements roleIds={roleIds} />
    </Paper>
  );
}
