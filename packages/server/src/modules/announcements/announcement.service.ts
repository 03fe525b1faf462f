/**
 * Announcements and training material: the rules. Readers are editor-type roles, editor
 * assistants and admins; writers are editor-type roles and admins; only admins edit and delete; the author or
 * an admin adds and removes attachments. The body is sanitised here, before it is stored. Attachments are
 * the attachments module's (app.attachments): the same table, checks and signed path as a tale's.
 */
import { type Announcement, type AnnouncementKind, announcementRights, MSG } from '@masal/shared';
import type { AuditActor } from '../../db/audit-row.ts';
import { Invalid, NotAllowed, NotFound, StaleVersion } from '../../errors.ts';
import type { AttachmentService } from '../attachments/attachment.service.ts';
import type { AnnouncementRepository, ListedAnnouncement } from './announcement.repository.ts';
import { hasText, sanitizeAnnouncementBody } from './announcement-html.ts';

/** The signed-in caller: id, roles and address. */
type Caller = AuditActor & { roleIds: readonly number[] };

interface AnnouncementFields {
  kind: AnnouncementKind;
  title: string;
  body: string;
  pinned: boolean;
}

export interface AnnouncementServiceDeps {
  repo: AnnouncementRepository;
  attachments: AttachmentService;
}

const requireReader = (caller: Caller) => {
  if (!announcementRights(caller.roleIds).read) throw new NotAllowed();
};
const requireWriter = (caller: Caller) => {
  if (!announcementRights(caller.roleIds).write) throw new NotAllowed();
};
const requireManager = (caller: Caller) => {
  if (!announcementRights(caller.roleIds).manage) throw new NotAllowed();
};

/** The sanitised fields; a body with no text left is refused as the form refuses it. */
function cleanFields(input: AnnouncementFields): AnnouncementFields {
  const body = sanitizeAnnouncementBody(input.body);
  if (!hasText(body))
    throw new Invalid(MSG.validationFailed, [{ field: 'body', message: MSG.announcementBodyRequired }]);
  return { kind: input.kind, title: input.title, body, pinned: input.pinned };
}

export function announcementService({ repo, attachments: files }: AnnouncementServiceDeps) {
  const present = async (rows: ListedAnnouncement[], viewerUserId: number): Promise<Announcement[]> => {
    const attachments = await files.listByAnnouncements(
      rows.map((r) => r.announcementId),
      viewerUserId,
    );
    return rows.map((row) => ({
      announcementId: row.announcementId,
      kind: row.kind,
      title: row.title,
      body: row.body,
      pinned: row.pinned,
      authorUserId: row.authorUserId,
      authorNameSurname: row.authorNameSurname,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
      read: row.read,
      attachments: attachments.filter((a) => a.announcementId === row.announcementId),
    }));
  };

  const one = async (announcementId: number, viewerUserId: number): Promise<Announcement> => {
    const row = await repo.find(announcementId, viewerUserId);
    if (!row) throw new NotFound();
    const [announcement] = await present([row], viewerUserId);
    if (!announcement) throw new NotFound();
    return announcement;
  };

  return {
    /** GET /v1/announcement. */
    async list(caller: Caller, page: number, pageSize: number) {
      requireReader(caller);
      const { rows, total } = await repo.list(caller.userId, page, pageSize);
      return { rows: await present(rows, caller.userId), total };
    },

    /** GET /v1/announcement/unreadCount. */
    async unreadCount(caller: Caller): Promise<number> {
      requireReader(caller);
      return repo.unreadCount(caller.userId);
    },

    /** GET /v1/announcement/{id}: opening it marks it read for the caller. */
    async open(announcementId: number, caller: Caller): Promise<Announcement> {
      requireReader(caller);
      const announcement = await one(announcementId, caller.userId);
      if (!announcement.read) await repo.markRead(announcementId, caller.userId);
      return { ...announcement, read: true };
    },

    /** POST /v1/announcement. */
    async create(input: AnnouncementFields, caller: Caller): Promise<Announcement> {
      requireWriter(caller);
      const fields = cleanFields(input);
      const row = await repo.create({ ...fields, authorUserId: caller.userId }, (created) => ({
        actorUserId: caller.userId,
        ip: caller.ip,
        action: 'announcement.create',
        entityId: created.announcementId,
        details: { kind: created.kind, title: created.title, pinned: created.pinned },
      }));
      return one(row.announcementId, caller.userId);
    },

    /** PUT /v1/announcement/{id}: admins only, on the version they edited (else 409 with the current one). */
    async update(
      announcementId: number,
      input: AnnouncementFields & { version: number },
      caller: Caller,
    ): Promise<Announcement> {
      requireManager(caller);
      const current = await one(announcementId, caller.userId);
      const stale = () => new StaleVersion(MSG.announcementStale, { announcement: current });
      if (current.version !== input.version) throw stale();
      const fields = cleanFields(input);
      const row = await repo.update(announcementId, input.version, fields, {
        actorUserId: caller.userId,
        ip: caller.ip,
        action: 'announcement.update',
        entityId: announcementId,
        details: { title: fields.title, pinned: fields.pinned, version: input.version + 1 },
      });
      if (!row)
        throw new StaleVersion(MSG.announcementStale, {
          announcement: await one(announcementId, caller.userId),
        });
      return one(announcementId, caller.userId);
    },

    /** DELETE /v1/announcement/{id}: admins only; its files go after the rows. */
    async remove(announcementId: number, caller: Caller): Promise<void> {
      requireManager(caller);
      const keys = await repo.remove(announcementId, {
        actorUserId: caller.userId,
        ip: caller.ip,
        action: 'announcement.delete',
        entityId: announcementId,
      });
      if (!keys) throw new NotFound();
      await files.removeFiles(keys);
    },
  };
}
export type AnnouncementService = ReturnType<typeof announcementService>;
