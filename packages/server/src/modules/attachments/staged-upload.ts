/**
 * One file of an upload staged in storage after its type is checked from its bytes, shared by tale and
 * announcement attachments: a refused, too large or interrupted file leaves nothing behind, and a staged
 * file is published only just before the row that names it commits.
 */
import { randomUUID } from 'node:crypto';
import type { AttachmentTypeCode } from '@masal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { TooLarge, UnsupportedType } from '../../errors.ts';
import type { StagedObject, Storage } from '../../storage/storage.ts';
import { confirmStoredType, detectAllowedType, HEAD_BYTES } from './attachment-types.ts';
import { cleanFileName, type IncomingFile, peekHead } from './incoming-file.ts';

export interface StagedUpload {
  storageKey: string;
  fileName: string;
  mimeType: string;
  type: AttachmentTypeCode;
  size: number;
  sha256: string;
  /** Published when its row is written. */
  staged: StagedObject;
}

/** Stages one file under `<folder>/<random>` after checking its first bytes; leaves nothing behind when it fails. */
export async function stageUpload(
  storage: Storage,
  incoming: IncomingFile,
  folder: 'attachments' | 'announcements',
): Promise<StagedUpload> {
  const fileName = cleanFileName(incoming.filename);
  const file = incoming.file;
  const { head, whole, abandon } = await peekHead(file, HEAD_BYTES);
  // busboy stops a part at the size limit and emits 'limit': fail the write, so storage drops its temp file.
  const onLimit = () => file.destroy(new TooLarge());
  file.once('limit', onLimit);
  const storageKey = `${folder}/${randomUUID()}`;
  try {
    if (file.truncated) throw new TooLarge();
    const allowed = await detectAllowedType(head, fileName);
    if (!allowed) throw new UnsupportedType();
    const staged = await storage.stage(storageKey, whole);
    try {
      if (file.truncated) throw new TooLarge();
      if (!(await confirmStoredType(allowed, staged.size, () => staged.localFile())))
        throw new UnsupportedType();
    } catch (error) {
      await staged.discard();
      throw error;
    }
    return { storageKey, fileName, ...allowed, size: staged.size, sha256: staged.sha256, staged };
  } catch (error) {
    abandon();
    throw error;
  } finally {
    file.off('limit', onLimit);
  }
}

/** Removes what a failed upload staged or published (best effort, logged). */
export async function discardStaged(uploads: readonly StagedUpload[], log: FastifyBaseLogger): Promise<void> {
  for (const s of uploads) {
    await s.staged
      .discard()
      .catch((err: unknown) => log.warn({ err, key: s.storageKey }, 'staged file not removed'));
  }
}
