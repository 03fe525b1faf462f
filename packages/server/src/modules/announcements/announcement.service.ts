/**
 * Announcements and training material: the rules. Readers are editor-type roles, editor
 * assistants and admins; writers are editor-type roles and admins; only admins edit and delete; the author or
 * an admin adds and removes attachments. The body is sanitised here, before it is stored. Attachments are
 * staged and type-checked exactly as tale attachments are (attachments/staged-upload.ts).
 */
import {
  type Announcement,
  type AnnouncementAttachment,
  type AnnouncementKind,
  announcementRights,
  MSG,
} from '@masal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor } from '../../db/audit-row.ts';
import { Invalid, NotAllowed, NotFound, StaleVersion } from '../../errors.ts';
import type { PathSigner } from '../../security/signed-paths.ts';
import type { Storage } from '../../storage/storage.ts';
import type { IncomingFile } from '../attachments/incoming-file.ts';
import { listedFile, signedUserId } from '../attachments/signed-file.ts';
import { removeStored, storeUpload } from '../attachments/staged-upload.ts';
import type {
  AnnouncementAttachmentRow,
  AnnouncementRepository,
  ListedAnnouncement,
} from './announcement.repository.ts';
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
  storage: Storage;
  signer: PathSigner;
  log: FastifyBaseLogger;
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
/** Attachments: the announcement's author (still a writer) or an admin. */
const requireAuthorOrManager = (caller: Caller, authorUserId: number | null) => {
  const rights = announcementRights(caller.roleIds);
  if (!(rights.manage || (rights.write && authorUserId === caller.userId))) throw new NotAllowed();
};

/** The sanitised fields; a body with no text left is refused as the form refuses it. */
function cleanFields(input: AnnouncementFields): AnnouncementFields {
  const body = sanitizeAnnouncementBody(input.body);
  if (!hasText(body))
    throw new Invalid(MSG.validationFailed, [{ field: 'body', message: MSG.announcementBodyRequired }]);
  return { kind: input.kind, title: input.title, body, pinned: input.pinned };
}

export function announcementService({ repo, storage, signer, log }: AnnouncementServiceDeps) {
  const presentAttachment = (
    row: AnnouncementAttachmentRow,
    viewerUserId: number,
  ): AnnouncementAttachment => ({
    id: row.id,
    announcementId: row.announcementId,
    ...listedFile(signer, row, viewerUserId),
  });

  const present = async (rows: ListedAnnouncement[], viewerUserId: number): Promise<Announcement[]> => {
    const attachments = await repo.attachmentsOf(rows.map((r) => r.announcementId));
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
      attachments: attachments
        .filter((a) => a.announcementId === row.announcementId)
        .map((a) => presentAttachment(a, viewerUserId)),
    }));
  };

  const one = async (announcementId: number, viewerUserId: number): Promise<Announcement> => {
    const row = await repo.find(announcementId, viewerUserId);
    if (!row) throw new NotFound();
    const [announcement] = await present([row], viewerUserId);
    if (!announcement) throw new NotFound();
    return announcement;
  };

  const attachmentsOf = async (announcementId: number, viewerUserId: number) =>
    (await repo.attachmentsOf([announcementId])).map((a) => presentAttachment(a, viewerUserId));

  const removeFiles = (keys: readonly string[]) => removeStored({ storage, log }, keys);

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
      await removeFiles(keys);
    },

    /**
     * POST /v1/upload/announcementAttachment/{id}: every file staged and type-checked, then all rows written in
     * one transaction that publishes the files just before it commits; any failure leaves nothing.
     */
    async upload(
      announcementId: number,
      caller: Caller,
      files: AsyncIterable<IncomingFile>,
    ): Promise<AnnouncementAttachment[]> {
      requireWriter(caller);
      const target = await repo.find(announcementId, caller.userId);
      if (!target) throw new NotFound();
      requireAuthorOrManager(caller, target.authorUserId);
      await storeUpload({ storage, log }, files, 'announcements', (stored, publish) =>
        repo.insertAttachments({
          announcementId,
          // Deleted while the bytes came in: nothing is kept.
          check: (announcement) => {
            if (!announcement) throw new NotFound();
          },
          values: stored.map((file) => ({ ...file, announcementId, uploadedBy: caller.userId })),
          auditOf: (row) => ({
            actorUserId: caller.userId,
            ip: caller.ip,
            action: 'announcement.update',
            entityId: announcementId,
            details: {
              attachmentAdded: row.id,
              fileName: row.fileName,
              mimeType: row.mimeType,
              size: row.size,
              sha256: row.sha256,
            },
          }),
          beforeCommit: publish,
        }),
      );
      return attachmentsOf(announcementId, caller.userId);
    },

    /** DELETE /v1/upload/announcementAttachment/{id}: the author or an admin. */
    async removeAttachment(id: number, caller: Caller): Promise<void> {
      requireReader(caller);
      const found = await repo.findAttachment(id);
      if (!found) throw new NotFound();
      requireAuthorOrManager(caller, found.authorUserId);
      const deleted = await repo.deleteAttachment(id, {
        actorUserId: caller.userId,
        ip: caller.ip,
        action: 'announcement.update',
        entityId: found.attachment.announcementId,
        details: {
          attachmentDeleted: id,
          fileName: found.attachment.fileName,
          sha256: found.attachment.sha256,
        },
      });
      if (!deleted) throw new NotFound();
      await removeFiles([deleted.storageKey]);
    },

    /** The download route's checks: a valid signature (else 403), then the signed user still a reader (else 401). */
    async authorizeDownload(id: number, query: { u?: string; e?: string; s?: string }) {
      const userId = signedUserId(signer, id, query);
      const found = await repo.findAttachment(id);
      if (!found) throw new NotFound();
      const roleIds = await repo.currentRoles(userId);
      if (!roleIds || !announcementRights(roleIds).read) throw new NotAllowed();
      return found.attachment;
    },
  };
}
export type AnnouncementService = ReturnType<typeof announcementService>;
