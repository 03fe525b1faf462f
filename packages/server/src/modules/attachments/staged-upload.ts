/**
 * The files of an upload staged in storage after their types are checked from their bytes, shared by tale and
 * announcement attachments, multipart and resumable: a refused, too large or interrupted file leaves nothing
 * behind, and a staged file is published only just before the row that names it commits. Also the removal of
 * files whose rows are gone.
 */
import { randomUUID } from 'node:crypto';
import { type AttachmentTypeCode, MSG } from '@masal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Invalid, TooLarge, UnsupportedType } from '../../errors.ts';
import type { StagedObject, Storage } from '../../storage/storage.ts';
import { confirmStoredType, detectAllowedType, HEAD_BYTES } from '../../uploads/allowed-types.ts';
import { cleanFileName, type IncomingFile, peekHead } from '../../uploads/incoming-file.ts';

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
async function stageUpload(
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
      if (!(await confirmStoredType(allowed, staged.size, (use) => staged.withLocalFile(use))))
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
async function discardStaged(uploads: readonly StagedUpload[], log: FastifyBaseLogger): Promise<void> {
  for (const s of uploads) {
    await s.staged
      .discard()
      .catch((err: unknown) => log.warn({ err, key: s.storageKey }, 'staged file not removed'));
  }
}

/**
 * A file staged whole before it could be checked (a finished resumable upload): refused as a multipart file
 * would be — past the size limit, or not of an allowed type by its first bytes (`head`) and, for .doc and .ppt,
 * the whole file —, and then discarded.
 */
export async function checkStaged(
  staged: StagedObject,
  head: Uint8Array,
  name: { fileName: string; storageKey: string },
  maxUploadBytes: number,
): Promise<StagedUpload> {
  try {
    if (staged.size > maxUploadBytes) throw new TooLarge();
    const allowed = await detectAllowedType(head, name.fileName);
    if (!allowed || !(await confirmStoredType(allowed, staged.size, (use) => staged.withLocalFile(use))))
      throw new UnsupportedType();
    return { ...name, ...allowed, size: staged.size, sha256: staged.sha256, staged };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** A stored file's row fields, as staged. */
export type StoredFile = Omit<StagedUpload, 'staged'>;

type WriteRows = (stored: StoredFile[], publish: () => Promise<void>) => Promise<unknown>;

/**
 * Has `write` insert the rows of staged files in a transaction that calls `publish` just before it commits;
 * when it fails (the row's owner gone or changed meanwhile), what was staged or published is removed.
 */
export async function writeStaged(
  log: FastifyBaseLogger,
  stored: readonly StagedUpload[],
  write: WriteRows,
): Promise<void> {
  try {
    await write(
      stored.map(({ staged, ...file }) => file),
      async () => {
        for (const s of stored) await s.staged.publish();
      },
    );
  } catch (error) {
    await discardStaged(stored, log);
    throw error;
  }
}

/**
 * Stages every file of the request (400 without one), then writes their rows (writeStaged); any failure
 * (refused type, too large, aborted body, the row's owner gone meanwhile) removes what was staged or published.
 */
export async function storeUpload(
  { storage, log }: { storage: Storage; log: FastifyBaseLogger },
  files: AsyncIterable<IncomingFile>,
  folder: 'attachments' | 'announcements',
  write: WriteRows,
): Promise<void> {
  const stored: StagedUpload[] = [];
  try {
    for await (const incoming of files) stored.push(await stageUpload(storage, incoming, folder));
    if (stored.length === 0)
      throw new Invalid(MSG.fileRequired, [{ field: 'file', message: MSG.fileRequired }]);
  } catch (error) {
    await discardStaged(stored, log);
    throw error;
  }
  await writeStaged(log, stored, write);
}

/** Best effort: a failed removal leaves an orphan object, never a row without its file. */
export async function removeStored(
  { storage, log }: { storage: Storage; log: FastifyBaseLogger },
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'stored file not removed'));
  }
}
