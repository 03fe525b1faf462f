import { KVKK_VERSION } from '@masal/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { MAIN_PAGE } from '../../navigation/pages.ts';
import { AuthPageShell } from '../auth/auth-page-shell.tsx';
import { KVKK_NOTICE, type NoticeSection } from './kvkk-notice.ts';

function Section({ section }: { section: NoticeSection }) {
  const headingId = `kvkk-${section.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {section.heading}
      </Typography>
      {section.paragraphs?.map((p) => (
        <Typography key={p} sx={{ mb: 1 }}>
          {p}
        </Typography>
      ))}
      {section.items ? (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {section.items.map((item) => (
            <Typography component="li" key={item} sx={{ mb: 0.5 }}>
              {item}
            </Typography>
          ))}
        </Box>
      ) : null}
      {section.closing?.map((p) => (
        <Typography key={p} sx={{ mb: 1 }}>
          {p}
        </Typography>
      ))}
    </Box>
  );
}

/** /kvkk (public, no sign-in): the information notice the sign-up form asks the person to acknowledge. */
export function KvkkPage() {
  return (
    <AuthPageShell title={KVKK_NOTICE.title} wide>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('kvkk.version', { version: KVKK_VERSION })}
      </Typography>
      {KVKK_NOTICE.intro.map((p) => (
        <Typography key={p} sx={{ mb: 1 }}>
          {p}
        </Typography>
      ))}
      {KVKK_NOTICE.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      <Link component={RouterLink} to={MAIN_PAGE} sx={{ display: 'inline-block', mt: 3 }}>
        {t('pages.goHome')}
      </Link>
    </AuthPageShell>
  );
}
