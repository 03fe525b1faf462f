import type { Announcement, AnnouncementKind } from '@masal/shared';
import { formatDateTr } from '@masal/shared/format';
import { type TextKey, t } from '../../i18n/i18n.ts';

export const KIND_LABEL: Record<AnnouncementKind, TextKey> = {
  announcement: 'announcements.kindAnnouncement',
  training: 'announcements.kindTraining',
};

/** "Ayşe Yılmaz · 24.11.2026" */
export const bylineOf = (a: Announcement) =>
  t('announcements.byline', {
    author: a.authorNameSurname ?? t('announcements.unknownAuthor'),
    date: formatDateTr(a.createdAt),
  });

/** The screen with one announcement open (the home page's links). */
export const announcementPath = (announcementId?: number) =>
  `/masal/announcement${announcementId ? `?id=${announcementId}` : ''}`;
