import { KVKK_PATH } from '@masal/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { ACCESSIBILITY_PATH, CONTACT_PATH } from '../../navigation/pages.ts';
import { useSiteConfig } from './use-site-config.ts';

/**
 * A public service's footer: who runs the portal, the notices a citizen looks for (KVKK, the accessibility
 * statement, contact) and the copyright text from configuration (seed §2).
 */
export function AppFooter() {
  const { copyrightText, institution } = useSiteConfig();
  const links = [
    { to: KVKK_PATH, label: t('kvkk.footerLink') },
    { to: ACCESSIBILITY_PATH, label: t('accessibility.footerLink') },
    { to: CONTACT_PATH, label: t('accessibility.contactLink') },
  ];
  return (
    <Box
      component="footer"
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {institution}
      </Typography>
      <Box
        component="ul"
        aria-label={t('accessibility.footerLinks')}
        sx={{ listStyle: 'none', p: 0, my: 1, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} variant="body2">
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="footer-copyright">
        {/* Isolated, so "© 2019 …" keeps its order in a right-to-left layout. */}
        <bdi>{copyrightText}</bdi>
      </Typography>
    </Box>
  );
}
