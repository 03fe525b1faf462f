import type { AuthUser } from '@masal/shared';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { breadcrumbsFor } from '../breadcrumbs.ts';

/** "Ana Sayfa › Yönetim › Kullanıcılar" above the page's own heading; nothing on the home page. */
export function AppBreadcrumbs({ user }: { user: AuthUser }) {
  const { pathname } = useLocation();
  const trail = breadcrumbsFor(
    pathname,
    user.userRoles.map((r) => r.roleId),
  );
  if (trail.length === 0) return null;
  return (
    <Breadcrumbs
      aria-label={t('breadcrumb.label')}
      data-testid="breadcrumbs"
      sx={{ mb: 2, typography: 'body2', '& .MuiBreadcrumbs-ol': { rowGap: 0.5 } }}
    >
      {trail.map((crumb, index) => {
        const last = index === trail.length - 1;
        if (crumb.to) {
          return (
            <Link key={crumb.label} component={RouterLink} to={crumb.to} color="primary">
              {t(crumb.label)}
            </Link>
          );
        }
        return (
          <Typography
            key={crumb.label}
            variant="body2"
            color={last ? 'text.primary' : 'text.secondary'}
            aria-current={last ? 'page' : undefined}
            sx={{ fontWeight: last ? 600 : 400 }}
          >
            {t(crumb.label)}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
