import { type Announcement, announcementRights } from '@masal/shared';
import AddIcon from '@mui/icons-material/Add';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/loader.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';
import { useAuthUser } from '../../session/session-store.ts';
import { AnnouncementChips } from './announcement-chips.tsx';
import { bylineOf } from './announcement-labels.ts';
import { AnnouncementReadDialog } from './announcement-read-dialog.tsx';
import { useAnnouncements } from './announcements-api.ts';

// The rich text editor is downloaded only when someone writes or edits.
const AnnouncementEditorDialog = lazy(() =>
  import('./announcement-editor-dialog.tsx').then((m) => ({ default: m.AnnouncementEditorDialog })),
);

const PAGE_SIZE = 20;

function AnnouncementItem({ announcement, onOpen }: { announcement: Announcement; onOpen: () => void }) {
  const unread = !announcement.read;
  return (
    <Box
      component="li"
      data-testid="announcement-item"
      data-unread={unread ? 'true' : 'false'}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        // A bar on the left as well as the word "Okunmadı" and the bold title.
        borderLeft: 4,
        borderLeftColor: unread ? 'error.main' : 'transparent',
      }}
    >
      <ButtonBase
        onClick={onOpen}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          px: 2,
          py: 1.5,
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere', mb: 0.5 }}
        >
          {announcement.title}
        </Typography>
        <AnnouncementChips announcement={announcement} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {bylineOf(announcement)}
          {announcement.attachments.length > 0 ? (
            <Box component="span" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
              <AttachFileIcon sx={{ fontSize: 16, verticalAlign: 'text-bottom' }} aria-hidden />
              {t('announcements.attachmentCount', { count: announcement.attachments.length })}
            </Box>
          ) : null}
        </Typography>
      </ButtonBase>
    </Box>
  );
}

/**
 * /masal/announcement: announcements and training material, pinned on top then newest first, unread ones
 * marked. Editor-type roles and admins write; admins edit and delete; `?id=` opens one (the home page's links).
 */
export function AnnouncementsPage() {
  const user = useAuthUser();
  useDocumentTitle(t('announcements.title'));
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const list = useAnnouncements(pageSize);
  if (!user) return null;
  const viewer = { userId: user.userId, roleIds: user.userRoles.map((r) => r.roleId) };
  const rights = announcementRights(viewer.roleIds);
  const openId = Number(params.get('id'));
  const opened = list.data?.rows.find((a) => a.announcementId === openId);
  const open = (announcementId: number | null) =>
    setParams(announcementId ? { id: String(announcementId) } : {}, { replace: announcementId === null });

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 2, mb: 2 }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
            {t('announcements.title')}
          </Typography>
          <Typography color="text.secondary">{t('announcements.intro')}</Typography>
        </Box>
        {rights.write ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('announcements.new')}
          </Button>
        ) : null}
      </Stack>
      {list.isError ? <Alert severity="error">{t('announcements.loadError')}</Alert> : null}
      {list.data && list.data.rows.length === 0 ? (
        <Typography color="text.secondary">{t('announcements.empty')}</Typography>
      ) : null}
      {list.data && list.data.rows.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('announcements.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}
        >
          {list.data.rows.map((a) => (
            <AnnouncementItem key={a.announcementId} announcement={a} onOpen={() => open(a.announcementId)} />
          ))}
        </Box>
      ) : null}
      {list.data && list.data.total > list.data.rows.length ? (
        <Button sx={{ mt: 2 }} onClick={() => setPageSize((n) => n + PAGE_SIZE)}>
          {t('announcements.more')}
        </Button>
      ) : null}
      {opened ? (
        <AnnouncementReadDialog
          key={`${opened.announcementId}-${opened.version}`}
          announcement={opened}
          viewer={viewer}
          onClose={() => open(null)}
          onEdit={(a) => setEditing(a)}
        />
      ) : null}
      {editing ? (
        <Suspense fallback={<PageLoader />}>
          <AnnouncementEditorDialog
            announcement={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              open(saved.announcementId);
            }}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
