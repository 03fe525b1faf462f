import type { TaleSummary } from '@masal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRetained } from '../../../components/use-retained.ts';
import { t } from '../../../i18n/i18n.ts';
import { DecisionButtons } from '../../workflow/decision-buttons.tsx';
import type { EditorPicker } from '../../workflow/decision-dialog.tsx';
import { EDITORS_KEY } from '../../workflow/editors/editors-api.ts';
import { TaleHistoryList } from '../../workflow/tale-history-list.tsx';
import { TaleStatusChip } from '../tale-status-chip.tsx';
import { isAssignable } from './bulk-assign.ts';
import { EditorPickerField } from './editor-picker.tsx';

const TITLE_ID = 'tale-decisions-title';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" sx={{ mb: hint ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The admin's decisions on one tale: assign or reassign its editor (the picker with workloads), any other
 * status change with a reason (the shared state machine offers them), and the tale's history.
 */
export function TaleDecisionsDialog({
  tale,
  editorNames,
  onClose,
}: {
  tale: TaleSummary | null;
  editorNames: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const shown = useRetained(tale);

  // A new assignment or status changes the editors' open and reviewed counts.
  const onDecided = () => {
    void queryClient.invalidateQueries({ queryKey: EDITORS_KEY });
    onClose();
  };
  const picker: EditorPicker = (props) => <EditorPickerField {...props} exclude={shown?.editorId ?? null} />;
  const editor = shown?.editorId ? editorNames.get(shown.editorId) : undefined;

  return (
    <Dialog
      open={tale !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>
        {t('taleManagement.decideTitle')}
        {shown ? (
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {shown.taleName}
          </Typography>
        ) : null}
      </DialogTitle>
      {/* Focusable, so keyboard users can scroll a long history (WCAG 2.1.1). */}
      <DialogContent dividers tabIndex={0}>
        {shown ? (
          <>
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Fact label={t('taleList.columnStatus')}>
                <TaleStatusChip actionId={shown.actionId} label={shown.actionName} />
              </Fact>
              <Fact label={t('taleList.columnAuthor')}>
                <Typography component="span">{shown.authorNameSurname}</Typography>
              </Fact>
              <Fact label={t('taleManagement.columnEditor')}>
                <Typography component="span">{editor ?? t('taleManagement.noEditor')}</Typography>
              </Fact>
            </Box>
            {isAssignable(shown) ? (
              <Section title={t('taleManagement.assignSection')}>
                <DecisionButtons
                  tale={shown}
                  only={['assign', 'reassign']}
                  editorPicker={picker}
                  onDecided={onDecided}
                />
              </Section>
            ) : null}
            <Section title={t('taleManagement.changeSection')} hint={t('taleManagement.changeHint')}>
              <DecisionButtons
                tale={shown}
                only={['adminChange']}
                editorPicker={picker}
                onDecided={onDecided}
              />
            </Section>
            <Section title={t('taleManagement.historySection')}>
              <TaleHistoryList taleId={shown.taleId} />
            </Section>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
