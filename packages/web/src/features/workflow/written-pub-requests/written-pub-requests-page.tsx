import {
  hasPermission,
  WRITTEN_PUB_REQUEST_STATUSES,
  type WrittenPubRequest,
  type WrittenPubRequestStatus,
} from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { usePastTheEndGoesBack } from '../../../components/paged-list.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useLocalView } from '../../../components/use-list-view.ts';
import { t } from '../../../i18n/i18n.ts';
import { useAuthUser } from '../../../session/session-store.ts';
import { type Deciding, WrittenPubRequestDecisionDialog } from './written-pub-request-decision-dialog.tsx';
import { WrittenPubRequestForm } from './written-pub-request-form.tsx';
import { STATUS_LABEL } from './written-pub-request-labels.ts';
import { WrittenPubRequestCards, WrittenPubRequestGrid } from './written-pub-request-list.tsx';
import { WrittenPubRequestOutcome } from './written-pub-request-outcome.tsx';
import { useWrittenPubRequests, type WrittenPubRequestView } from './written-pub-requests-api.ts';

const LIST_HEADING_ID = 'written-pub-requests-heading';
const STATUS_OPTIONS = WRITTEN_PUB_REQUEST_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL[s]) }));

/**
 * /masal/writtenPubRequest: editor-type roles propose completed or published tales for the
 * printed book series and follow their requests; admins see every request and accept or decline each.
 */
export function WrittenPubRequestsPage() {
  useDocumentTitle(t('writtenPubRequests.title'));
  const roleIds = useAuthUser()?.userRoles.map((r) => r.roleId) ?? [];
  const admin = hasPermission(roleIds, 'administer');
  const proposer = hasPermission(roleIds, 'review');
  const [view, setView] = useLocalView<WrittenPubRequestView>({ page: 0, pageSize: 10, status: '' });
  const list = useWrittenPubRequests(view);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [decided, setDecided] = useState<Deciding | null>(null);
  const onDecide = useCallback(
    (request: WrittenPubRequest, decision: Deciding['decision']) => setDeciding({ request, decision }),
    [],
  );
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  const props = {
    answer: list.data,
    loading: list.isFetching,
    view,
    onViewChange: setView,
    admin,
    onDecide,
    labelledBy: LIST_HEADING_ID,
  };
  usePastTheEndGoesBack(props);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('writtenPubRequests.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(admin ? 'writtenPubRequests.introAdmin' : 'writtenPubRequests.intro')}
      </Typography>
      {decided ? (
        <Box sx={{ mb: 2 }}>
          <WrittenPubRequestOutcome decided={decided} onClose={() => setDecided(null)} />
        </Box>
      ) : null}
      {proposer ? <WrittenPubRequestForm /> : null}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id={LIST_HEADING_ID} component="h2" variant="h6">
          {t(admin ? 'writtenPubRequests.allRequests' : 'writtenPubRequests.myRequests')}
        </Typography>
        <Box sx={{ display: 'flex', width: { xs: '100%', sm: 240 } }}>
          <FilterSelect
            id="written-pub-request-status"
            label={t('writtenPubRequests.statusLabel')}
            value={view.status}
            onChange={(status) => setView({ status: status as WrittenPubRequestStatus | '', page: 0 })}
            options={STATUS_OPTIONS}
          />
        </Box>
      </Stack>
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('writtenPubRequests.loadFailed')}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        {narrow ? <WrittenPubRequestCards {...props} /> : <WrittenPubRequestGrid {...props} />}
      </Box>
      <WrittenPubRequestDecisionDialog
        deciding={deciding}
        onClose={() => setDeciding(null)}
        onDecided={setDecided}
      />
    </Box>
  );
}
