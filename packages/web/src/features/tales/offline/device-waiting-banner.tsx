import { PRODUCT_PATH } from '@masal/shared/constants';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { t } from '../../../i18n/i18n.ts';
import { useDeviceWaiting, useOnline } from './use-device-waiting.ts';

/**
 * "Cihazda bekleyen: 1 masal, 2 dosya": what this device still has to send, always in sight above the page, and
 * what happens to it (sent when the network returns, being sent now); a tale the server did not take (a newer
 * save elsewhere, a refused field) is named with a link to open it. Turkish counts take the singular noun
 * ("2 dosya"), so one form of each text serves every number.
 */
export function DeviceWaitingBanner({ userId }: { userId: number }) {
  const waiting = useDeviceWaiting(userId);
  const online = useOnline();
  const tales = waiting.tales.length;
  if (tales === 0 && waiting.files === 0) return null;
  const items = [
    tales > 0 ? t('offline.tales', { count: tales }) : null,
    waiting.files > 0 ? t('offline.files', { count: waiting.files }) : null,
  ].filter((item) => item !== null);
  const refused = waiting.tales.filter((w) => w.pending === 'refused');
  // A refused tale waits for the person, not for the network.
  const toSend = waiting.files > 0 || refused.length < tales;
  let status = '';
  if (toSend) status = online ? t('offline.sending') : t('offline.whenOnline');
  return (
    <Alert
      severity={refused.length > 0 ? 'warning' : 'info'}
      data-testid="device-waiting"
      sx={{ mx: { xs: 2, sm: 3 }, mt: 2 }}
    >
      <strong>{t('offline.waiting', { items: items.join(', ') })}</strong> {status}
      {refused.map((w) => (
        <div key={w.key}>
          {t('offline.refused')}{' '}
          <Link
            component={RouterLink}
            to={
              w.recordId === null
                ? `${PRODUCT_PATH}/taleSave`
                : `${PRODUCT_PATH}/taleSave?taleId=${w.recordId}`
            }
          >
            {w.draft.values.taleName.trim() || t('offline.untitled')}
          </Link>
        </div>
      ))}
    </Alert>
  );
}
