/**
 * TaleHistoryList: the tale's workflow history — when (Istanbul time), who, from which status to which,
 * and the note — newest first. Props: `taleId`. It loads the history itself (useTaleHistory), so it
 * follows every decision taken through DecisionButtons.
 */
import { actionName, formatDateTimeTr } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/i18n.ts';
import { useTaleHistory } from './use-tale-history.ts';

export function TaleHistoryList({ taleId }: { taleId: number }) {
  const history = useTaleHistory(taleId);
  if (history.isPending) return <CircularProgress size={24} aria-label={t('app.loading')} />;
  if (history.isError) return <Alert severity="error">{t('workflow.historyLoadFailed')}</Alert>;
  if (history.data.length === 0)
    return <Typography color="text.secondary">{t('workflow.historyEmpty')}</Typography>;

  // The latest step is what a reader looks for first.
  const entries = [...history.data].reverse();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="tale-history">
      {entries.map((e) => (
        <Box
          component="li"
          key={e.historyId}
          sx={{ py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' }, overflowWrap: 'anywhere' }}
        >
          <Typography variant="body2" color="text.secondary">
            {formatDateTimeTr(e.at)} · {e.actorNameSurname ?? t('workflow.historySystem')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('workflow.historyStep', { from: actionName(e.fromActionId), to: actionName(e.toActionId) })}
          </Typography>
          {e.note?.trim() ? <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{e.note}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
}
