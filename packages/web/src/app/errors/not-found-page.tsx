import { t } from '../../i18n/i18n.ts';
import { StandalonePage } from './standalone-page.tsx';
import { StatusMessage } from './status-page.tsx';

const message = <StatusMessage code="404" title={t('pages.notFoundTitle')} text={t('pages.notFoundText')} />;

/** /masal/404 and any unknown path outside the authenticated area. */
export function NotFoundPage() {
  return <StandalonePage>{message}</StandalonePage>;
}

/** An unknown path inside /masal/…: the same message inside the layout. */
export function NotFoundInLayoutPage() {
  return message;
}
