/**
 * The calls of /masal/announcement: the list, one announcement (opening it marks it read), the
 * unread count of the menu's badge, writing, editing, deleting, and attachments. Every key starts with
 * ANNOUNCEMENTS_KEY, so one invalidation refreshes the list, the home page's latest and the badge.
 */
import {
  type Announcement,
  type AnnouncementInput,
  type AnnouncementList,
  type AnnouncementUpdate,
  type Attachment,
  announcementRights,
  type MessageAnswer,
} from '@masal/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/api-client.ts';

export const ANNOUNCEMENTS_KEY = ['announcements'] as const;
const announcementKeys = {
  list: (pageSize: number) => [...ANNOUNCEMENTS_KEY, 'list', pageSize] as const,
  unread: [...ANNOUNCEMENTS_KEY, 'unread'] as const,
};

/** The dialog shows a refused field or a stale save itself, and keeps what was typed. */
const IN_DIALOG = { loader: true, handles: ['VALIDATION', 'STALE_VERSION'] } as const;

export const announcementApi = {
  list: (pageSize: number) => request<AnnouncementList>('GET', `/announcement?page=0&pageSize=${pageSize}`),
  unreadCount: () => request<{ count: number }>('GET', '/announcement/unreadCount', { mode: 'quiet' }),
  open: (announcementId: number) => request<Announcement>('GET', `/announcement/${announcementId}`),
  create: (body: AnnouncementInput) => request<Announcement>('POST', '/announcement', { ...IN_DIALOG, body }),
  update: (announcementId: number, body: AnnouncementUpdate) =>
    request<Announcement>('PUT', `/announcement/${announcementId}`, { ...IN_DIALOG, body }),
  remove: (announcementId: number) =>
    request<MessageAnswer>('DELETE', `/announcement/${announcementId}`, { loader: true }),
  /** Refused files (type, size) come back as the server's message in a toast, and nothing is stored. */
  upload: (announcementId: number, files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    return request<{ uploadList: Attachment[] }>('POST', `/upload/announcementAttachment/${announcementId}`, {
      body: form,
      loader: true,
    });
  },
  removeAttachment: (id: number) =>
    request<MessageAnswer>('DELETE', `/upload/announcementAttachment/${id}`, { loader: true }),
};

/** Newest first, pinned on top; `pageSize` of the screen (a page) or of the home page (three). */
export function useAnnouncements(pageSize: number, enabled = true) {
  return useQuery({
    queryKey: announcementKeys.list(pageSize),
    queryFn: async () => {
      const result = await announcementApi.list(pageSize);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled,
  });
}

const UNREAD_REFRESH_MS = 5 * 60 * 1000;

/** The menu's badge: how many announcements the user has not opened (0 for roles that do not read them). */
export function useUnreadAnnouncements(roleIds: readonly number[]): number {
  const enabled = announcementRights(roleIds).read;
  const query = useQuery({
    queryKey: announcementKeys.unread,
    queryFn: async () => {
      const result = await announcementApi.unreadCount();
      return result.ok ? result.data.count : 0;
    },
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return enabled ? (query.data ?? 0) : 0;
}
