/** Pieces the grid and the cards share: the status chip, the tale links, the decision with its note. */
import { formatDateTimeTr, type WrittenPubRequest } from '@masal/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '../../../i18n/i18n.ts';
import { STATUS_COLOR, STATUS_LABEL, talePath } from './written-pub-request-labels.ts';

const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

export function StatusChip({ status }: { status: WrittenPubRequest['status'] }) {
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(STATUS_LABEL[status])} />;
}

export function TaleLinks({ request }: { request: WrittenPubRequest }) {
  if (request.tales.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('writtenPubRequests.noTales')}
      </Typography>
    );
  }
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5, ...WRAP }}>
      {request.tales.map((tale) => (
        <li key={tale.taleId}>
          <Link component={RouterLink} to={talePath(tale.taleId, tale.actionId)}>
            {tale.taleName}
          </Link>
        </li>
      ))}
    </Typography>
  );
}

export const personName = (p: WrittenPubRequest['proposer']) =>
  p ? `${p.name} ${p.surname}` : t('writtenPubRequests.none');

/** The admin's decision: who, when, and the note; nothing while pending. */
export function DecisionText({ request }: { request: WrittenPubRequest }) {
  if (request.status === 'pending') {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('writtenPubRequests.awaiting')}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={WRAP}>
      {request.decisionNote ?? t('writtenPubRequests.noNote')}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {t('writtenPubRequests.decidedBy', {
          name: personName(request.decidedBy),
          at: request.decidedAt ? formatDateTimeTr(request.decidedAt) : t('writtenPubRequests.none'),
        })}
      </Typography>
    </Typography>
  );
}
