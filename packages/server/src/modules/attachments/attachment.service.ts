/**
 * Attachments of tales and of announcements (seed §3, decisions.md), one table and one set of rules chosen by
 * the owner: upload (type from the bytes, streamed, all-or-nothing per request), list with signed paths,
 * delete, mark (un)published, and the checks of the one download route.
 * A tale's: requireEditable to add (the same answers as changing its text); only the owner removes, at 1 and
 * 4; staff who may edit the tale mark a file unpublished instead (staff do not delete a compiler's
 * recordings); canSeeTale to list or download, unpublished files only for the owner and staff.
 * An announcement's: its author (still a writer) or an admin adds and removes them; its readers download them.
 */
import {
  type Attachment,
  announcementRights,
  canDeleteAttachment,
  canMarkAttachment,
  canSeeTale,
  isStaff,
  MSG,
  seesUnpublishedAttachments,
  type TaleAccess,
  type Viewer,
} from '@masal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor, AuditEntry } from '../../db/audit-row.ts';
import { requireEditable } from '../../db/tale-edit-guard.ts';
import { NotAllowed, NotFound } from '../../errors.ts';
import type { PathSigner } from '../../security/signed-paths.ts';
import type { Storage } from '../../storage/storage.ts';
import type { IncomingFile } from '../../uploads/incoming-file.ts';
import type { AnnouncementAccess, AttachmentRepository, AttachmentRow } from './attachment.repository.ts';
import { type DownloadableFile, listedFile, signedUserId } from './signed-file.ts';
import {
  removeStored,
  type StagedUpload,
  type StoredFile,
  storeUpload,
  writeStaged,
} from './staged-upload.ts';

export interface AttachmentServiceDeps {
  repo: AttachmentRepository;
  storage: Storage;
  signer: PathSigner;
  log: FastifyBaseLogger;
}

/** Announcements' files: the announcement's author (still a writer) or an admin. */
const requireAuthorOrManager = (viewer: Viewer, announcement: AnnouncementAccess) => {
  const rights = announcementRights(viewer.roleIds);
  if (!(rights.manage || (rights.write && announcement.authorUserId === viewer.userId)))
    throw new NotAllowed();
};

export function attachmentService({ repo, storage, signer, log }: AttachmentServiceDeps) {
  const present = (row: AttachmentRow, viewerUserId: number): Attachment => ({
    id: row.id,
    taleId: row.taleId,
    announcementId: row.announcementId,
    ...listedFile(signer, row, viewerUserId),
    published: row.published,
  });

  /** Whether the viewer may have this row: an unpublished file only for the owner and staff. */
  const shown = (row: AttachmentRow, tale: TaleAccess, viewer: Viewer) =>
    row.published || seesUnpublishedAttachments(tale, viewer);

  const removeFiles = (keys: readonly string[]) => removeStored({ storage, log }, keys);

  const taleOf = async (taleId: number): Promise<TaleAccess> => {
    const tale = await repo.findTale(taleId);
    if (!tale) throw new NotFound();
    return tale;
  };

  /** The check made again inside the change's transaction, on the tale as it is now. */
  const stillEditableBy = (viewer: Viewer) => (tale: TaleAccess | undefined) => {
    if (!tale) throw new NotFound();
    requireEditable(tale, viewer);
  };

  /** A tale's attachment with its tale; 404 for an announcement's, which the tale routes do not know. */
  const withTale = async (id: number) => {
    const found = await repo.findWithOwner(id);
    if (!found?.tale) throw new NotFound();
    return { attachment: found.attachment, tale: found.tale };
  };

  /**
   * A tale's new rows, one audit entry each, in one transaction that checks the tale again under its lock (it
   * may have been deleted or submitted while the bytes came in) and publishes the files just before it commits.
   */
  const insertTaleFiles = (
    taleId: number,
    viewer: Viewer & AuditActor,
    stored: StoredFile[],
    publish: () => Promise<void>,
    tusUploadId?: string,
  ) =>
    repo.insertForTale(taleId, {
      check: stillEditableBy(viewer),
      values: stored.map((file) => ({ ...file, taleId, uploadedBy: viewer.userId, tusUploadId })),
      auditOf: (row): AuditEntry => ({
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: 'attachment.upload',
        entityId: row.id,
        details: {
          taleId,
          fileName: row.fileName,
          mimeType: row.mimeType,
          size: row.size,
          sha256: row.sha256,
        },
      }),
      beforeCommit: publish,
    });

  /**
   * The tale's attachments the viewer may have, with paths signed for them. No check that they may see the
   * tale: the caller has done it.
   */
  const listByTale = async (taleId: number, tale: TaleAccess, viewer: Viewer): Promise<Attachment[]> =>
    (await repo.listByTale(taleId))
      .filter((row) => shown(row, tale, viewer))
      .map((row) => present(row, viewer.userId));

  /** The announcements' files, each with paths signed for the viewer, in upload order. */
  const listByAnnouncements = async (
    announcementIds: readonly number[],
    viewerUserId: number,
  ): Promise<Attachment[]> =>
    (await repo.listByAnnouncements(announcementIds)).map((row) => present(row, viewerUserId));

  return {
    listByTale,

    /** Stored files whose rows a committed change removed, e.g. a draft's deletion. */
    removeFiles,

    /** GET /v1/utils/fileUploadByTaleId/{id}. */
    async listForViewer(taleId: number, viewer: Viewer): Promise<Attachment[]> {
      const tale = await taleOf(taleId);
      if (!canSeeTale(tale, viewer)) throw new NotAllowed();
      return listByTale(taleId, tale, viewer);
    },

    /** GET /v1/utils/fileUploadByTaleAttachmentId/{id}. */
    async getForViewer(id: number, viewer: Viewer): Promise<Attachment> {
      const { attachment, tale } = await withTale(id);
      if (!canSeeTale(tale, viewer)) throw new NotAllowed();
      if (!shown(attachment, tale, viewer)) throw new NotFound();
      return present(attachment, viewer.userId);
    },

    /**
     * POST /v1/upload/taleAttachment/{id}: every file of the request is staged, then all rows are written in
     * one transaction that publishes the files just before it commits; any failure (refused type, too large,
     * aborted body, the tale deleted or submitted meanwhile) removes what was staged or published.
     */
    async upload(
      taleId: number,
      viewer: Viewer & AuditActor,
      files: AsyncIterable<IncomingFile>,
    ): Promise<Attachment[]> {
      const tale = await taleOf(taleId);
      requireEditable(tale, viewer);
      await storeUpload({ storage, log }, files, 'attachments', (stored, publish) =>
        insertTaleFiles(taleId, viewer, stored, publish),
      );
      return listByTale(taleId, tale, viewer);
    },

    /**
     * A finished resumable upload (/v1/upload/tus), staged and checked: its row is written as the multipart
     * route writes one, with the tus upload's id (unique: a second finish of the same upload fails there and
     * removes its copy). Answers the new attachment's id.
     */
    async storeResumed(
      taleId: number,
      viewer: Viewer & AuditActor,
      upload: StagedUpload,
      tusUploadId: string,
    ): Promise<number> {
      let id = 0;
      await writeStaged(log, [upload], async (stored, publish) => {
        const [row] = await insertTaleFiles(taleId, viewer, stored, publish, tusUploadId);
        id = row?.id ?? 0;
      });
      return id;
    },

    /** The attachment a finished resumable upload became, if any. */
    findResumed: (tusUploadId: string) => repo.findByTusUploadId(tusUploadId),

    /** What every upload to a tale is checked for first: 404 without the tale, then requireEditable's answers. */
    async requireUploadable(taleId: number, viewer: Viewer): Promise<void> {
      requireEditable(await taleOf(taleId), viewer);
    },

    /** POST /v1/upload/deleteTaleAttachment: the owner only (401 for staff, who mark it unpublished instead). */
    async remove(id: number, viewer: Viewer & AuditActor): Promise<void> {
      const { attachment, tale } = await withTale(id);
      const ownersOnly = (now: TaleAccess | undefined) => {
        if (!now) throw new NotFound();
        // Staff are told what to do instead (401, signed in but not allowed: decisions.md).
        if (now.userId !== viewer.userId && isStaff(viewer.roleIds))
          throw new NotAllowed(MSG.attachmentStaffDelete);
        requireEditable(now, viewer, canDeleteAttachment);
      };
      ownersOnly(tale);
      const deleted = await repo.deleteOfTale(id, ownersOnly, {
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: 'attachment.delete',
        entityId: id,
        details: { taleId: attachment.taleId, fileName: attachment.fileName, sha256: attachment.sha256 },
      });
      if (!deleted) throw new NotFound();
      await removeFiles([deleted.storageKey]);
    },

    /** POST /v1/upload/taleAttachmentPublished: staff who may edit the tale keep a file out of the reading room, or let it back. */
    async setPublished(id: number, published: boolean, viewer: Viewer & AuditActor): Promise<Attachment> {
      const { tale } = await withTale(id);
      const staffEditing = (now: TaleAccess | undefined) => {
        if (!now) throw new NotFound();
        requireEditable(now, viewer, canMarkAttachment);
      };
      staffEditing(tale);
      const row = await repo.setPublished(id, published, staffEditing, (changed) => ({
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: published ? 'attachment.publish' : 'attachment.unpublish',
        entityId: id,
        details: { taleId: changed.taleId, fileName: changed.fileName },
      }));
      if (!row) throw new NotFound();
      return present(row, viewer.userId);
    },

    listByAnnouncements,

    /**
     * POST /v1/upload/announcementAttachment/{id}: staged, type-checked and written all or none as a tale's
     * files are; the answer lists every file of the announcement.
     */
    async uploadToAnnouncement(
      announcementId: number,
      viewer: Viewer & AuditActor,
      files: AsyncIterable<IncomingFile>,
    ): Promise<Attachment[]> {
      if (!announcementRights(viewer.roleIds).write) throw new NotAllowed();
      const announcement = await repo.findAnnouncement(announcementId);
      if (!announcement) throw new NotFound();
      requireAuthorOrManager(viewer, announcement);
      await storeUpload({ storage, log }, files, 'announcements', (stored, publish) =>
        repo.insertForAnnouncement(announcementId, {
          // Deleted while the bytes came in: nothing is kept.
          check: (now) => {
            if (!now) throw new NotFound();
          },
          values: stored.map((file) => ({ ...file, announcementId, uploadedBy: viewer.userId })),
          auditOf: (row): AuditEntry => ({
            actorUserId: viewer.userId,
            ip: viewer.ip,
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
      return listByAnnouncements([announcementId], viewer.userId);
    },

    /** DELETE /v1/upload/announcementAttachment/{id}: the announcement's author or an admin. */
    async removeFromAnnouncement(id: number, viewer: Viewer & AuditActor): Promise<void> {
      if (!announcementRights(viewer.roleIds).read) throw new NotAllowed();
      const found = await repo.findWithOwner(id);
      const announcementId = found?.attachment.announcementId;
      if (!found?.announcement || !announcementId) throw new NotFound();
      const { attachment } = found;
      requireAuthorOrManager(viewer, found.announcement);
      const deleted = await repo.deleteOfAnnouncement(id, {
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: 'announcement.update',
        entityId: announcementId,
        details: { attachmentDeleted: id, fileName: attachment.fileName, sha256: attachment.sha256 },
      });
      if (!deleted) throw new NotFound();
      await removeFiles([deleted.storageKey]);
    },

    /**
     * The download route's checks: a valid, unexpired signature (else 403), then that the signed user may
     * still have the file with the roles they hold now (else 401): see the tale, or read announcements.
     */
    async authorizeDownload(
      id: number,
      query: { u?: string; e?: string; s?: string },
    ): Promise<DownloadableFile> {
      const userId = signedUserId(signer, id, query);
      const found = await repo.findWithOwner(id);
      if (!found) throw new NotFound();
      const { attachment, tale } = found;
      const viewer = await repo.viewer(userId);
      if (!viewer) throw new NotAllowed();
      if (!tale) {
        if (!announcementRights(viewer.roleIds).read) throw new NotAllowed();
        return attachment;
      }
      if (!canSeeTale(tale, viewer)) throw new NotAllowed();
      if (!shown(attachment, tale, viewer)) throw new NotFound();
      return attachment;
    },
  };
}
export type AttachmentService = ReturnType<typeof attachmentService>;
