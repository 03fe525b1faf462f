import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { t } from '../../../i18n/i18n.ts';
import { EmailSection } from './email-section.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { PersonalDataSection } from './personal-data-section.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ProfileImageSection } from './profile-image-section.tsx';
import { useProfile } from './use-profile.ts';

/** /masal/profile (every signed-in user): the own details and bank details, and the password change. */
export function ProfilePage() {
  useDocumentTitle(t('profile.title'));
  const profile = useProfile();

  return (
    <Box sx={{ maxWidth: 900, minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('profile.intro')}
      </Typography>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('profile.detailsTitle')}
          </Typography>
          {profile.isError ? <Alert severity="error">{t('profile.loadFailed')}</Alert> : null}
          {profile.isPending ? <CircularProgress aria-label={t('app.loading')} /> : null}
          <ProfileImageSection />
          {profile.data ? <EmailSection profile={profile.data} /> : null}
          {/* A fresh form when the saved profile comes back, so its defaults are the stored values. */}
          {profile.data ? <ProfileDetailsForm key={profile.dataUpdatedAt} profile={profile.data} /> : null}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('profile.passwordTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('profile.passwordIntro')}
          </Typography>
          <PasswordChangeForm />
        </CardContent>
      </Card>
      <PersonalDataSection />
    </Box>
  );
}
