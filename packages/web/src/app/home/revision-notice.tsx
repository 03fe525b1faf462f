import { ACTION, hasPermission, PRODUCT_PATH } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTaleList } from '../../features/tales/use-tale-list.ts';
import { t } from '../../i18n/i18n.ts';

/** Only the count is needed: one row of the compiler's own tales returned for revision. */
const RETURNED = { actionIds: String(ACTION.revisionRequested), pageSize: 1 };

/**
 * A compiler's tales waiting for their revision, said on the home page (only "Bekleyen İşlerim"
 * showed them), with the way there. Nothing while none waits or the count is not known.
 */
export function RevisionNotice({ userId, roleIds }: { userId: number; roleIds: readonly number[] }) {
  const writes = hasPermission(roleIds, 'writeTales');
  if (!writes) return null;
  return <RevisionCount userId={userId} />;
}

function RevisionCount({ userId }: { userId: number }) {
  const list = useTaleList('mine', userId, RETURNED);
  const count = list.data?.total ?? 0;
  if (count === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      {t('home.revisionRequested', { count })}{' '}
      <Link
        component={RouterLink}
        to={`${PRODUCT_PATH}/taleListInbox`}
        color="inherit"
        sx={{ fontWeight: 600 }}
      >
        {t('home.revisionLink')}
      </Link>
    </Alert>
  );
}
