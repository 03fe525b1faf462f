/**
 * The rules of resumable uploads (/v1/upload/tus, README.md): who may create one (as for the multipart route:
 * requireEditable on the tale), who may go on with one (its uploader, while the tale is still theirs to
 * change: checked on every request, so an upload's id alone lets nobody in), and the finish — the bytes checked
 * as a multipart file's are, then one attachment row written by the attachment service.
 */
import { randomUUID } from 'node:crypto';
import { MSG, type Viewer } from '@masal/shared';
import { Metadata, type Upload } from '@tus/server';
import type { AuditActor } from '../../db/audit-row.ts';
import { sqlConstraint, sqlState } from '../../db/sql-state.ts';
import { AppError, Invalid, NotAllowed, NotFound, TooLarge } from '../../errors.ts';
import type { ResumableUploads } from '../../storage/resumable-store.ts';
import type { StagedObject } from '../../storage/storage.ts';
import { HEAD_BYTES } from '../../uploads/allowed-types.ts';
import { cleanFileName } from '../../uploads/incoming-file.ts';
import type { AttachmentService } from './attachment.service.ts';
import { checkStaged } from './staged-upload.ts';

/** What a POST to /v1/upload/tus brings, as the route read it from its headers. */
interface UploadCreation {
  uploadLength: string | undefined;
  deferLength: boolean;
  metadata: string | undefined;
  hasBody: boolean;
}

/** An upload someone may go on with: still receiving bytes, or finished into an attachment. */
type UploadState =
  | { finished: false; upload: Upload }
  | { finished: true; attachmentId: number; size: number };

const DECIMAL = /^\d{1,15}$/;
const TALE_ID = /^[1-9]\d{0,9}$/;
/** drizzle-kit's name for the unique column. */
const ONE_ATTACHMENT_PER_UPLOAD = 'attachments_tus_upload_id_unique';

const requestInvalid = (field: string) =>
  new Invalid(MSG.uploadRequestInvalid, [{ field, message: MSG.uploadRequestInvalid }]);

/** The tale an upload is for, from its metadata; a malformed one is a 400 on creation. */
function taleIdOf(metadata: Record<string, string | null> | undefined): number {
  const value = metadata?.taleId ?? '';
  if (!TALE_ID.test(value) || Number(value) > 2_147_483_647)
    throw new Invalid(MSG.uploadTaleRequired, [{ field: 'taleId', message: MSG.uploadTaleRequired }]);
  return Number(value);
}

export function resumableUploadService({
  attachments,
  uploads,
  maxUploadBytes,
}: {
  attachments: AttachmentService;
  uploads: ResumableUploads;
  maxUploadBytes: number;
}) {
  /** Finishes under way in this process: a retried request joins the one already checking the bytes. */
  const finishing = new Map<string, Promise<number>>();

  async function finishOnce(upload: Upload, viewer: Viewer & AuditActor): Promise<number> {
    const { id } = upload;
    const taleId = taleIdOf(upload.metadata);
    try {
      await attachments.requireUploadable(taleId, viewer);
    } catch (error) {
      // The tale was deleted, submitted or taken away while the bytes came in: they can never be stored.
      await uploads.remove(id);
      throw error;
    }
    const storageKey = `attachments/${randomUUID()}`;
    let head: Buffer;
    let staged: StagedObject;
    try {
      head = await uploads.head(id, HEAD_BYTES);
      staged = await uploads.stage(id, storageKey, upload.offset);
    } catch (error) {
      // Another instance finished the same upload meanwhile: its bytes went once its row was written.
      const done = await attachments.findResumed(id);
      if (done) return done.id;
      throw error;
    }
    let over = true;
    try {
      const fileName = cleanFileName(upload.metadata?.filename ?? '');
      const checked = await checkStaged(staged, head, { fileName, storageKey }, maxUploadBytes);
      return await attachments.storeResumed(taleId, viewer, checked, id);
    } catch (error) {
      // Another instance finished the same upload first: its row stands, this copy is gone already.
      const duplicate = sqlState(error) === '23505' && sqlConstraint(error) === ONE_ATTACHMENT_PER_UPLOAD;
      const done = duplicate ? await attachments.findResumed(id) : undefined;
      if (done) return done.id;
      // A fault of ours (the database out of reach): where the bytes are still kept (a bucket's parts), the
      // client's next HEAD finishes the upload.
      over = error instanceof AppError;
      throw error;
    } finally {
      // Stored or refused, the upload is over: until its row is written, another instance asked about it
      // still finds it (and finishes it too, into the same row) rather than nothing. A removal that fails is
      // left to the expiry sweep; the answer stands.
      if (over) await uploads.remove(id).catch(() => undefined);
    }
  }

  return {
    /** POST /v1/upload/tus, before anything is stored: the tale's rules, the length, the metadata. */
    async authorizeCreation(creation: UploadCreation, viewer: Viewer): Promise<void> {
      if (creation.hasBody) throw requestInvalid('body');
      if (creation.deferLength) throw requestInvalid('Upload-Defer-Length');
      if (!DECIMAL.test(creation.uploadLength ?? '')) throw requestInvalid('Upload-Length');
      let metadata: Record<string, string | null> = {};
      try {
        if (creation.metadata !== undefined) metadata = Metadata.parse(creation.metadata);
      } catch {
        throw requestInvalid('Upload-Metadata');
      }
      await attachments.requireUploadable(taleIdOf(metadata), viewer);
      if (Number(creation.uploadLength) > maxUploadBytes) throw new TooLarge();
    },

    /** The metadata an upload keeps: the tale, the cleaned name and its uploader (never the client's word). */
    keptMetadata(metadata: Record<string, string | null> | undefined, viewer: Viewer) {
      return {
        taleId: String(taleIdOf(metadata)),
        filename: cleanFileName(metadata?.filename ?? ''),
        userId: String(viewer.userId),
      };
    },

    /**
     * HEAD, PATCH and DELETE of /v1/upload/tus/{id}: the upload exists (404) and is the caller's (401), and its
     * tale is still theirs to change (requireEditable's answers); or it has finished, for its uploader.
     */
    async authorizeUpload(id: string, viewer: Viewer): Promise<UploadState> {
      const upload = await uploads.find(id);
      if (upload) {
        if (upload.metadata?.userId !== String(viewer.userId)) throw new NotAllowed();
        await attachments.requireUploadable(taleIdOf(upload.metadata), viewer);
        return { finished: false, upload };
      }
      const done = uploads.isUploadId(id) ? await attachments.findResumed(id) : undefined;
      if (!done) throw new NotFound(MSG.uploadGone);
      if (done.uploadedBy !== viewer.userId) throw new NotAllowed();
      return { finished: true, attachmentId: done.id, size: done.size };
    },

    /**
     * The last byte is in: the bytes are checked as a multipart file's (size, type from the bytes), staged,
     * and written as one attachment (SHA-256 measured on the way); a refused upload leaves nothing. Answers
     * the attachment's id; a second call for the same upload answers the same id.
     */
    finish(upload: Upload, viewer: Viewer & AuditActor): Promise<number> {
      const running = finishing.get(upload.id);
      if (running) return running;
      const finished = finishOnce(upload, viewer).finally(() => finishing.delete(upload.id));
      finishing.set(upload.id, finished);
      return finished;
    },
  };
}
export type ResumableUploadService = ReturnType<typeof resumableUploadService>;
