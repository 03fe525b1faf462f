import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthPageShell } from '../../features/auth/auth-page-shell.tsx';
import { t } from '../../i18n/i18n.ts';
import { CONTACT_SECTION_ID, MAIN_PAGE } from '../../navigation/pages.ts';
import { useSiteConfig } from './use-site-config.ts';

const FEATURES = ['1', '2', '3', '4', '5'] as const;
const LIMITS = ['1', '2'] as const;

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ mt: 3, scrollMarginTop: 16 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

const List = ({ items }: { items: readonly string[] }) => (
  <Box component="ul" sx={{ pl: 3, my: 1 }}>
    {items.map((item) => (
      <Typography component="li" key={item} sx={{ mb: 0.5 }}>
        {item}
      </Typography>
    ))}
  </Box>
);

/** /erisilebilirlik (public, no sign-in): the accessibility statement a public service publishes, with its contact. */
export function AccessibilityStatementPage() {
  const { institution } = useSiteConfig();
  const { hash } = useLocation();
  // The footer's "İletişim" opens this page at its contact section.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <AuthPageShell title={t('accessibility.title')} wide>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('accessibility.updated')}
      </Typography>
      <Typography>{t('accessibility.intro', { institution })}</Typography>
      <Section id="uygunluk" heading={t('accessibility.statusHeading')}>
        <Typography>{t('accessibility.status')}</Typography>
      </Section>
      <Section id="kolayliklar" heading={t('accessibility.featuresHeading')}>
        <List items={FEATURES.map((n) => t(`accessibility.features.${n}`))} />
      </Section>
      <Section id="sinirlamalar" heading={t('accessibility.limitsHeading')}>
        <List items={LIMITS.map((n) => t(`accessibility.limits.${n}`))} />
      </Section>
      <Section id={CONTACT_SECTION_ID} heading={t('accessibility.contactHeading')}>
        <Typography>{t('accessibility.contact', { institution })}</Typography>
      </Section>
      <Link component={RouterLink} to={MAIN_PAGE} sx={{ display: 'inline-block', mt: 3 }}>
        {t('pages.goHome')}
      </Link>
    </AuthPageShell>
  );
}
