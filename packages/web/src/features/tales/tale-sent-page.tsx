import { ACTION, PRODUCT_PATH } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { unwrap } from '../../api/api-client.ts';
import { PageLoader } from '../../components/loader.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type TextKey, t } from '../../i18n/i18n.ts';
import { NOT_FOUND_PAGE } from '../../navigation/pages.ts';
import { TaleStatusChip } from './tale-status-chip.tsx';
import { taleApi } from './tales-api.ts';

/** What happens next: after the first submit the admin assigns an editor; a fixed tale goes back to its editor. */
const NEXT_STEPS: Record<'submitted' | 'resubmitted', TextKey[]> = {
  submitted: ['taleSent.nextAssign', 'taleSent.nextReview', 'taleSent.nextMail'],
  resubmitted: ['taleSent.nextBackToEditor', 'taleSent.nextMail'],
};

/**
 * /masal/taleSent/:taleId — the receipt after Gönder, on the page rather than in a toast that vanishes:
 * the tale's number and name, what happens next, and the ways on. Read from the server, so it survives
 * a reload and says what is true now.
 */
export function TaleSentPage() {
  const raw = useParams().taleId ?? '';
  const taleId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const query = useQuery({
    queryKey: ['tales', 'full', taleId ?? 0] as const,
    queryFn: () => unwrap(taleApi.getFull(taleId ?? 0)),
    enabled: taleId !== null,
    staleTime: 0,
    retry: false,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const tale = query.data;
  const sent = tale !== undefined && tale.actionId !== ACTION.draft;
  useDocumentTitle(t('taleSent.title'));
  // The outcome is read out first: the heading takes the focus once it is there.
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  if (taleId === null) return <Navigate to={NOT_FOUND_PAGE} replace />;
  if (query.isPending) return <PageLoader />;
  if (query.isError || !tale) return <Alert severity="error">{t('taleForm.loadFailed')}</Alert>;
  // Not sent (an address typed by hand): the form says what the tale needs.
  if (!sent) return <Navigate to={`${PRODUCT_PATH}/taleSave?taleId=${tale.taleId}`} replace />;

  const steps = NEXT_STEPS[tale.actionId === ACTION.submitted ? 'submitted' : 'resubmitted'];
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }} data-testid="tale-sent">
      <Typography ref={heading} tabIndex={-1} component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {t('taleSent.heading')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
        >
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {t('taleSent.taleNo')}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
            {tale.taleId}
          </Box>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {t('taleSent.taleName')}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {tale.taleName}
          </Box>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {t('taleSent.status')}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            <TaleStatusChip actionId={tale.actionId} label={tale.actionName} />
          </Box>
        </Box>
      </Paper>
      <Box component="section" aria-labelledby="tale-sent-next">
        <Typography id="tale-sent-next" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('taleSent.nextTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, '& li + li': { mt: 1 } }}>
          {steps.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </Box>
        {tale.actionId === ACTION.submitted ? (
          <Typography sx={{ mt: 2 }}>{t('taleSent.receiptMail')}</Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={`${PRODUCT_PATH}/taleList`}>
          {t('taleSent.toList')}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`${PRODUCT_PATH}/taleSave?taleId=${tale.taleId}`}
        >
          {t('taleSent.toTale')}
        </Button>
      </Box>
    </Stack>
  );
}
