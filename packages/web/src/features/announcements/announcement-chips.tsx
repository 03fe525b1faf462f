import type { Announcement } from '@masal/shared';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { t } from '../../i18n/i18n.ts';
import { KIND_LABEL } from './announcement-labels.ts';

/** Kind, pinned and unread as words with icons, so none of them is told by colour alone. */
export function AnnouncementChips({
  announcement,
  showUnread = true,
}: {
  announcement: Announcement;
  showUnread?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {showUnread && !announcement.read ? (
        <Chip
          size="small"
          color="error"
          icon={<FiberNewOutlinedIcon />}
          label={t('announcements.unread')}
          data-testid="announcement-unread"
        />
      ) : null}
      {announcement.pinned ? (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          icon={<PushPinOutlinedIcon />}
          label={t('announcements.pinned')}
        />
      ) : null}
      <Chip size="small" variant="outlined" label={t(KIND_LABEL[announcement.kind])} />
    </Stack>
  );
}
