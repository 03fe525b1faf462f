import {
  canEditTale,
  formatCount,
  formatDateTr,
  hasPermission,
  PRODUCT_PATH,
  type TaleFull,
} from '@masal/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/loader.tsx';
import { useBackTo } from '../../../components/tale-name-column.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { t } from '../../../i18n/i18n.ts';
import { NOT_FOUND_PAGE } from '../../../navigation/pages.ts';
import { useAuthUser } from '../../../session/session-store.ts';
import { DecisionButtons } from '../../workflow/decision-buttons.tsx';
import { TaleHistoryList } from '../../workflow/tale-history-list.tsx';
import { PreviewFields, PreviewText } from '../preview-section.tsx';
import { fullTaleQuery } from '../public-tales/public-tales-api.ts';
import { placeText, routeTaleId } from '../public-tales/tale-facts.ts';
import { taleGroupText } from '../tale-group-text.ts';
import { TalePreviewDialog } from '../tale-preview-dialog.tsx';
import { TaleStatusChip } from '../tale-status-chip.tsx';
import { COMPLETED_SCREENS, completedScreenOf } from './completed-screens.ts';
import { CompletedTaleEditor } from './completed-tale-editor.tsx';
import { RevisionCompare } from './revision-compare.tsx';

/** Publishing and withdrawing are the only decisions taken here (role 8 and admins). */
const PUBLISHING = ['publish', 'unpublish'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * One tale of the completed lists (/masal/complatedTalePage/:taleId and its siblings): its facts, the
 * publishing decisions, the text to publish — editable by editor assistants and admins, every save a
 * revision —, a word-level comparison of its revisions and the compiler's original, and its history.
 */
export function CompletedTalePage() {
  const taleId = routeTaleId(useParams().taleId);
  const screen = completedScreenOf(useLocation().pathname);
  const tale = useQuery({ ...fullTaleQuery(taleId), enabled: !Number.isNaN(taleId) });
  const back = useBackTo(`${PRODUCT_PATH}/${screen}`);
  useDocumentTitle(tale.data?.taleName ?? t(COMPLETED_SCREENS[screen].title));

  if (Number.isNaN(taleId)) return <Navigate to={NOT_FOUND_PAGE} replace />;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('completedTales.back', { list: t(COMPLETED_SCREENS[screen].title) })}
      </Button>
      {tale.isPending ? <PageLoader /> : null}
      {tale.isError ? <Alert severity="error">{t('talePreview.loadFailed')}</Alert> : null}
      {tale.data ? <CompletedTale tale={tale.data} /> : null}
    </Box>
  );
}

function CompletedTale({ tale }: { tale: TaleFull }) {
  const user = useAuthUser();
  const [previewing, setPreviewing] = useState(false);
  const viewer = { userId: user?.userId ?? 0, roleIds: user?.userRoles.map((r) => r.roleId) ?? [] };
  const canEditCompleted = hasPermission(viewer.roleIds, 'editCompleted');
  const editable = canEditCompleted && canEditTale(tale, viewer);
  /** The editor's unsaved text, saved before publishing or withdrawing as the page says. */
  const saveFirst = useRef<(() => Promise<TaleFull | null>) | null>(null);
  const beforeDecide = async () => (saveFirst.current ? saveFirst.current() : tale);

  return (
    <Stack sx={{ gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
          {tale.taleName}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <TaleStatusChip actionId={tale.actionId} label={tale.actionName} size="medium" />
        </Box>
        <PreviewFields
          fields={[
            {
              label: t('completedTales.compiler'),
              value: tale.compilerNameSurname || tale.authorNameSurname,
            },
            { label: t('completedTales.place'), value: placeText(tale) },
            {
              label: t('talePreview.taleGroup'),
              value: taleGroupText(tale) ?? t('talePreview.taleGroupByEditor'),
            },
            { label: t('completedTales.wordCount'), value: formatCount(tale.numberOfWord) },
            { label: t('completedTales.updatedAt'), value: formatDateTr(tale.updatedAt) },
          ]}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<VisibilityOutlinedIcon />}
            onClick={() => setPreviewing(true)}
          >
            {t('talePreview.title')}
          </Button>
          <DecisionButtons tale={tale} only={PUBLISHING} beforeDecide={editable ? beforeDecide : undefined} />
        </Stack>
      </Box>

      <Section title={editable ? t('completedTales.editTitle') : t('talePreview.sectionTaleTextEnd')}>
        {editable ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('completedTales.editIntro')}
            </Typography>
            {/* A new version from elsewhere is taken in by the editor itself; a new tale starts afresh. */}
            <CompletedTaleEditor key={tale.taleId} userId={viewer.userId} tale={tale} saveFirst={saveFirst} />
          </>
        ) : (
          <Box sx={{ maxWidth: '75ch' }}>
            <PreviewText text={tale.taleTextEnd} />
          </Box>
        )}
      </Section>

      {/* The revisions are kept for those who edit (the server reads them to roles 9 and 6 only). */}
      {canEditCompleted ? (
        <Section title={t('completedTales.compareTitle')}>
          <RevisionCompare tale={tale} />
        </Section>
      ) : null}

      <Section title={t('completedTales.historyTitle')}>
        <TaleHistoryList taleId={tale.taleId} />
      </Section>

      <TalePreviewDialog taleId={previewing ? tale.taleId : null} onClose={() => setPreviewing(false)} />
    </Stack>
  );
}
