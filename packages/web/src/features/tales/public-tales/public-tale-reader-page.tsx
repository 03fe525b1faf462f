import { hasPermission, PRODUCT_PATH, type TaleFull } from '@masal/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/loader.tsx';
import { useBackTo } from '../../../components/tale-name-column.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { t } from '../../../i18n/i18n.ts';
import { NOT_FOUND_PAGE } from '../../../navigation/pages.ts';
import { useAuthUser } from '../../../session/session-store.ts';
import { AttachmentRows } from '../../attachments/attachment-rows.tsx';
import { DecisionButtons } from '../../workflow/decision-buttons.tsx';
import { outcomeState } from '../../workflow/decision-outcome.tsx';
import { useTaleAbstract } from '../../workflow/review/use-tale-abstract.ts';
import { completedTalePath } from '../completed-tales/completed-screens.ts';
import { taleGroupText } from '../tale-group-text.ts';
import { fullTaleQuery } from './public-tales-api.ts';
import { ReadingAbstract, ReadingColumn, ReadingPart, ReadingTitle } from './reading-parts.tsx';
import { ReadingText } from './reading-text.tsx';
import { placeText, readingText, routeTaleId } from './tale-facts.ts';

const LIST_PATH = `${PRODUCT_PATH}/publicTalePage`;
/** A publishing editor may withdraw a tale from here; nothing else is decided on the reading page. */
const WITHDRAWING = ['unpublish'] as const;

/** /masal/publicTalePage/:taleId: a published tale to read — its text, abstract, type, place and attachments. */
export function PublicTaleReaderPage() {
  const taleId = routeTaleId(useParams().taleId);
  const tale = useQuery({ ...fullTaleQuery(taleId), enabled: !Number.isNaN(taleId) });
  const back = useBackTo(LIST_PATH);
  useDocumentTitle(tale.data?.taleName ?? t('menu.publicTales'));

  if (Number.isNaN(taleId)) return <Navigate to={NOT_FOUND_PAGE} replace />;
  return (
    <ReadingColumn>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('publicTales.back')}
      </Button>
      {tale.isPending ? <PageLoader /> : null}
      {tale.isError ? <Alert severity="error">{t('talePreview.loadFailed')}</Alert> : null}
      {tale.data ? <TaleToRead tale={tale.data} /> : null}
    </ReadingColumn>
  );
}

function TaleToRead({ tale }: { tale: TaleFull }) {
  const user = useAuthUser();
  const navigate = useNavigate();
  const abstract = useTaleAbstract(tale.taleId);
  const type = taleGroupText(tale);
  const place = placeText(tale);
  const compiler = tale.compilerNameSurname || tale.authorNameSurname;
  const text = readingText(tale);
  const canEdit = hasPermission(user?.userRoles.map((r) => r.roleId) ?? [], 'editCompleted');

  return (
    <Box component="article" aria-labelledby="public-tale-title">
      {type ? (
        <Typography color="text.secondary" sx={{ fontWeight: 500 }} data-testid="public-tale-type">
          {type}
        </Typography>
      ) : null}
      <ReadingTitle id="public-tale-title">{tale.taleName}</ReadingTitle>
      <Typography color="text.secondary" data-testid="public-tale-byline">
        {[compiler && t('publicTales.compiledBy', { name: compiler }), place].filter(Boolean).join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2, '&:empty': { display: 'none' } }}>
        {canEdit ? (
          <Button
            component={RouterLink}
            to={completedTalePath('ComplatedTalePage', tale.taleId)}
            variant="outlined"
            size="small"
            startIcon={<EditOutlinedIcon />}
          >
            {t('publicTales.edit')}
          </Button>
        ) : null}
        {/* The reader is for published tales only: the outcome goes with the person to the list. */}
        <DecisionButtons
          tale={tale}
          only={WITHDRAWING}
          showOutcome={false}
          onDecided={(_, outcome) => navigate(LIST_PATH, { state: outcomeState(outcome) })}
        />
      </Stack>

      {abstract.data ? <ReadingAbstract title={t('publicTales.abstract')} text={abstract.data.text} /> : null}

      <ReadingPart title={t('publicTales.text')}>
        {text.trim() ? <ReadingText text={text} /> : <Typography>{t('publicTales.noText')}</Typography>}
      </ReadingPart>

      {tale.contextProperties?.trim() ? (
        <ReadingPart title={t('talePreview.sectionContext')}>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{tale.contextProperties}</Typography>
        </ReadingPart>
      ) : null}

      {tale.uploadList.length > 0 ? (
        <ReadingPart title={t('talePreview.sectionAttachments')}>
          <AttachmentRows attachments={tale.uploadList} />
        </ReadingPart>
      ) : null}
    </Box>
  );
}
