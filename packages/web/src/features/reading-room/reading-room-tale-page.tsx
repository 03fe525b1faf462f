import { READING_ROOM_PATH } from '@masal/shared/constants';
import { formatDateTr, formatFileSize } from '@masal/shared/format';
import type { PublishedTale } from '@masal/shared/schemas/open-data';
import { ATTACHMENT_TYPE } from '@masal/shared/tale-constants';
import { publicFilePath } from '@masal/shared/text';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/loader.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';
import {
  ReadingAbstract,
  ReadingColumn,
  ReadingPart,
  ReadingTitle,
} from '../tales/public-tales/reading-parts.tsx';
import { ReadingText } from '../tales/public-tales/reading-text.tsx';
import { placeText, routeTaleId } from '../tales/public-tales/tale-facts.ts';
import { taleGroupText } from '../tales/tale-group-text.ts';
import { CitationBox } from './citation-box.tsx';
import { OpenDataLinks } from './open-data-links.tsx';
import { usePublishedTale } from './reading-room-api.ts';

/** A published file: played in place (audio, video), shown (image), and always downloadable. */
function PublishedFile({ file }: { file: PublishedTale['attachments'][number] }) {
  const src = publicFilePath(file.id);
  return (
    <Box component="li" sx={{ mb: 2, minWidth: 0 }}>
      {file.type === ATTACHMENT_TYPE.audio ? (
        // biome-ignore lint/a11y/useMediaCaption: a field recording has no caption file; the tale's text on this page is what it tells.
        <audio src={src} controls preload="none" aria-label={file.fileName} style={{ width: '100%' }} />
      ) : null}
      {file.type === ATTACHMENT_TYPE.video ? (
        // biome-ignore lint/a11y/useMediaCaption: a field recording has no caption file; the tale's text on this page is what it tells.
        <video
          src={src}
          controls
          preload="metadata"
          aria-label={file.fileName}
          style={{ display: 'block', width: '100%', background: '#000' }}
        />
      ) : null}
      {file.type === ATTACHMENT_TYPE.image ? (
        <Box
          component="img"
          src={src}
          alt={t('attachments.imageAlt', { name: file.fileName })}
          sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
        />
      ) : null}
      <Link href={`${src}?download=1`} sx={{ overflowWrap: 'anywhere' }}>
        {t('readingRoom.download', { name: file.fileName })}
      </Link>{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({formatFileSize(file.size)})
      </Typography>
    </Box>
  );
}

function TaleToRead({ tale }: { tale: PublishedTale }) {
  const type = taleGroupText(tale);
  const facts: Array<[string, string | null]> = [
    [t('readingRoom.type'), type],
    [t('readingRoom.place'), placeText(tale)],
    [t('readingRoom.complationDate'), tale.complationDate ? formatDateTr(tale.complationDate) : null],
    [t('readingRoom.compiler'), tale.compilerNameSurname],
    [t('readingRoom.narrator'), tale.narratorNameSurname],
  ];
  return (
    <Box component="article" aria-labelledby="reading-room-tale-title">
      <ReadingTitle id="reading-room-tale-title">{tale.taleName}</ReadingTitle>
      <Box
        component="dl"
        aria-label={t('readingRoom.facts')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          my: 2,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
        data-testid="reading-room-facts"
      >
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
      </Box>

      {tale.abstract ? <ReadingAbstract title={t('readingRoom.abstract')} text={tale.abstract} /> : null}

      <ReadingPart title={t('readingRoom.text')}>
        {tale.text?.trim() ? (
          <ReadingText text={tale.text} />
        ) : (
          <Typography>{t('readingRoom.noText')}</Typography>
        )}
      </ReadingPart>

      {tale.attachments.length > 0 ? (
        <ReadingPart title={t('readingRoom.files')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {tale.attachments.map((file) => (
              <PublishedFile key={file.id} file={file} />
            ))}
          </Box>
        </ReadingPart>
      ) : null}

      <ReadingPart title={t('readingRoom.citation')}>
        <CitationBox citation={tale.citation} />
        <Link href={tale.license.url} rel="license" sx={{ display: 'inline-block', mt: 1 }}>
          {t('readingRoom.license', { license: tale.license.name })}
        </Link>
      </ReadingPart>

      <Box sx={{ mt: 5 }}>
        <OpenDataLinks />
      </Box>
    </Box>
  );
}

/**
 * /arsiv/masal/:idSlug (public, no sign-in): a published tale to read — text, abstract, type, place, compiler,
 * the narrator where they agreed to be named, its published files, how to cite it. The server sent the same
 * tale inside the page for crawlers; this replaces it.
 */
export function ReadingRoomTalePage() {
  const idSlug = useParams().idSlug ?? '';
  const taleId = routeTaleId(/^\d+/.exec(idSlug)?.[0]);
  const tale = usePublishedTale(taleId);
  const navigate = useNavigate();
  const found = tale.data;
  useDocumentTitle(found ? found.taleName : t('readingRoom.title'));

  // The address names the tale by its current name (a renamed tale's old address still finds it).
  useEffect(() => {
    if (!found) return;
    const path = new URL(found.url).pathname;
    if (path !== window.location.pathname) navigate(path, { replace: true });
  }, [found, navigate]);

  const missing = Number.isNaN(taleId) || tale.data === null;
  return (
    <ReadingColumn>
      <Button component={RouterLink} to={READING_ROOM_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('readingRoom.backToArchive')}
      </Button>
      {tale.isPending && !missing ? <PageLoader /> : null}
      {tale.isError ? <Alert severity="error">{t('readingRoom.loadFailed')}</Alert> : null}
      {missing ? (
        <>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
            {t('readingRoom.notFoundTitle')}
          </Typography>
          <Typography sx={{ mt: 1 }}>{t('readingRoom.notFoundText')}</Typography>
        </>
      ) : null}
      {found ? <TaleToRead tale={found} /> : null}
    </ReadingColumn>
  );
}
