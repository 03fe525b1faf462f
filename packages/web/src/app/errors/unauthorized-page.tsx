import { t } from '../../i18n/i18n.ts';
import { StandalonePage } from './standalone-page.tsx';
import { StatusMessage } from './status-page.tsx';

/** /401: signed in but not allowed ('Yetkisiz erişim'). */
export function UnauthorizedPage() {
  return (
    <StandalonePage>
      <StatusMessage code="401" title={t('pages.unauthorizedTitle')} text={t('pages.unauthorizedText')} />
    </StandalonePage>
  );
}
