import type { AdvisoryBoardListRow } from '@masal/shared';
import { formatCount } from '@masal/shared';
import PreviewIcon from '@mui/icons-material/Preview';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { useRetained } from '../../components/use-retained.ts';
import { t } from '../../i18n/i18n.ts';
import { PreviewFields, PreviewSection, PreviewText } from '../tales/preview-section.tsx';
import { DecisionButtons } from '../workflow/decision-buttons.tsx';
import type { DecisionOutcomeValue } from '../workflow/decision-outcome.tsx';
import { reviewPath } from '../workflow/review/review-paths.ts';
import { useTaleAbstract } from '../workflow/review/use-tale-abstract.ts';

const TITLE_ID = 'advisory-board-decision-title';
const ADVISORY_BOARD_KEYS = [
  'advisoryBoardApprove',
  'advisoryBoardApprovePrivate',
  'advisoryBoardReturn',
  'advisoryBoardReject',
] as const;

/**
 * An advisory board member's decision on a waiting tale: its type, length and abstract, the full preview, and the
 * four advisory board decisions (approve, approve as private content, return to the editor, reject).
 */
export function AdvisoryBoardDecisionDialog({
  row,
  onPreview,
  onClose,
  onDecided,
}: {
  row: AdvisoryBoardListRow | null;
  onPreview: (taleId: number) => void;
  onClose: () => void;
  /** The decision taken, for the page to keep showing once the dialog has closed. */
  onDecided: (outcome: DecisionOutcomeValue) => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = useRetained(row);
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} sx={{ overflowWrap: 'anywhere' }}>
        {shown ? t('advisoryBoard.decideTitle', { name: shown.taleName }) : null}
      </DialogTitle>
      {/* Focusable, so keyboard users can scroll a long abstract (WCAG 2.1.1). */}
      <DialogContent dividers tabIndex={0}>
        {shown ? (
          <DecisionContent
            row={shown}
            onPreview={onPreview}
            onDecided={(outcome) => {
              onDecided(outcome);
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DecisionContent({
  row,
  onPreview,
  onDecided,
}: {
  row: AdvisoryBoardListRow;
  onPreview: (taleId: number) => void;
  onDecided: (outcome: DecisionOutcomeValue) => void;
}) {
  const abstract = useTaleAbstract(row.taleId);
  return (
    <Stack spacing={3}>
      <PreviewSection title={t('advisoryBoard.sectionTale')}>
        <PreviewFields
          fields={[
            { label: t('taleList.columnAuthor'), value: row.authorNameSurname },
            {
              label: t('advisoryBoard.columnTaleGroup'),
              value: [row.groupName, row.subGroupName].filter(Boolean).join(' / '),
            },
            { label: t('taleList.columnNumberOfWord'), value: formatCount(row.numberOfWord) },
          ]}
        />
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => onPreview(row.taleId)}>
            {t('taleForm.preview')}
          </Button>
          <Link component={RouterLink} to={reviewPath(row.taleId)}>
            {t('advisoryBoard.openReview')}
          </Link>
        </Box>
      </PreviewSection>
      <PreviewSection title={t('review.sectionAbstract')}>
        {abstract.isPending ? <CircularProgress size={24} aria-label={t('app.loading')} /> : null}
        {abstract.isError ? <Alert severity="error">{t('review.abstractLoadFailed')}</Alert> : null}
        {abstract.isSuccess ? <PreviewText text={abstract.data?.text ?? t('review.abstractNone')} /> : null}
      </PreviewSection>
      <PreviewSection title={t('review.sectionDecisions')}>
        <DecisionButtons
          tale={row}
          only={ADVISORY_BOARD_KEYS}
          showOutcome={false}
          onDecided={(_tale, outcome) => onDecided(outcome)}
        />
      </PreviewSection>
    </Stack>
  );
}
