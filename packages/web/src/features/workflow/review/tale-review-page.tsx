import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { unwrap } from '../../../api/api-client.ts';
import { PageLoader } from '../../../components/loader.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { t } from '../../../i18n/i18n.ts';
import { NOT_FOUND_PAGE } from '../../../navigation/pages.ts';
import { useAuthUser } from '../../../session/session-store.ts';
import { taleApi } from '../../tales/tales-api.ts';
import { reviewKeys } from './review-api.ts';
import { TaleReview } from './tale-review.tsx';

const ID = /^[1-9]\d{0,9}$/;

/** /masal/taleReview/:taleId — the review screen of one tale; who may change what is the server's call. */
export function TaleReviewPage() {
  useDocumentTitle(t('review.title'));
  const user = useAuthUser();
  const raw = useParams().taleId ?? '';
  const taleId = ID.test(raw) ? Number(raw) : null;
  const tale = useQuery({
    queryKey: reviewKeys.full(taleId ?? 0),
    queryFn: () => unwrap(taleApi.getFull(taleId ?? 0)),
    enabled: taleId !== null,
    // Attachment paths are signed and expire: read afresh on every visit.
    staleTime: 0,
  });

  if (taleId === null) return <Navigate to={NOT_FOUND_PAGE} replace />;
  if (!user) return null;
  if (tale.isPending) return <PageLoader />;
  if (tale.isError) return <Alert severity="error">{t('taleForm.loadFailed')}</Alert>;
  return <TaleReview key={taleId} user={user} tale={tale.data} />;
}
