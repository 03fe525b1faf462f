/**
 * What the tus routes ask of unfinished resumable uploads, whichever backend keeps them (resumable-uploads.ts
 * chooses): the tus data store, and the portal's own operations around it. Also what both backends share: the
 * upload ids, and a request's body received into a file on this machine with its checksum checked.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DataStore, ERRORS, type Upload } from '@tus/server';
import { ChecksumMismatch } from '../errors.ts';
import type { Removed, StagedObject } from './storage.ts';

/** tus's default names: 16 random bytes in hex. Anything else in a URL names no upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export const isUploadId = (id: string): boolean => UPLOAD_ID.test(id);

/** The algorithms of the checksum extension offered (`Tus-Checksum-Algorithm`): sha1 is the one tus requires. */
export const CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'md5'] as const;

/** An `Upload-Checksum`: the algorithm and the base64 digest of one request's body. */
export interface PartChecksum {
  algorithm: (typeof CHECKSUM_ALGORITHMS)[number];
  digest: string;
}

/**
 * The checksum of the request being written, if it sent one: tus hands a store the body but not its headers,
 * so the route runs the request inside `partChecksums.run(checksum, …)`.
 */
export const partChecksums = new AsyncLocalStorage<PartChecksum | undefined>();

/** Lets the disk write while the next chunks arrive (Node's 16 KB default makes the network wait at every chunk). */
export const WRITE_BUFFER_BYTES = 1024 * 1024;

/**
 * Writes a request's body into the new file `path` and answers its length. With a checksum, the body is
 * hashed on the way and a mismatch throws ChecksumMismatch (460): the caller then drops the file.
 */
export async function receivePart(
  readable: Readable,
  path: string,
  expected: PartChecksum | undefined,
): Promise<number> {
  const hash = expected ? createHash(expected.algorithm) : undefined;
  const passed = counted(hash);
  await pipeline(readable, passed.stage, createWriteStream(path, { highWaterMark: WRITE_BUFFER_BYTES }));
  if (expected && hash?.digest('base64') !== expected.digest) throw new ChecksumMismatch();
  return passed.bytes();
}

/**
 * A pipeline stage passing chunks on unchanged, counting them and feeding `hash`, if any. A Transform rather than
 * an async generator: no promise per chunk (a gigabyte is 16,000 of them).
 */
export function counted(hash: Hash | undefined): { stage: Transform; bytes(): number } {
  let bytes = 0;
  const stage = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash?.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stage, bytes: () => bytes };
}

/**
 * The upload `id` as `store` keeps it, or null: not an id, never created, or gone (on the disk, a state without
 * bytes: a finished upload being handed over, or a removal cut short).
 */
export async function findUpload(store: DataStore, id: string): Promise<Upload | null> {
  if (!isUploadId(id)) return null;
  try {
    return await store.getUpload(id);
  } catch (error) {
    if (error === ERRORS.FILE_NOT_FOUND || error === ERRORS.FILE_NO_LONGER_EXISTS) return null;
    throw error;
  }
}

export interface ResumableUploads {
  /** The tus data store of the unfinished uploads. */
  readonly store: DataStore;
  /** How long after its creation an unfinished upload is kept. */
  readonly expiryMs: number;
  /** Whether `id` can name an upload (the form the server generates). */
  isUploadId(id: string): boolean;
  /** The upload as tus keeps it (offset = bytes received), or null: never created, finished or removed. */
  find(id: string): Promise<Upload | null>;
  /** The first `bytes` bytes of the upload, for the type check. */
  head(id: string, bytes: number): Promise<Buffer>;
  /**
   * Hands the complete upload of `size` bytes over to the storage as a staged object for `key` (SHA-256 and
   * size measured). The caller removes the upload (`remove`) once the file is kept or refused; the disk moves
   * the bytes away already.
   */
  stage(id: string, key: string, size: number): Promise<StagedObject>;
  /** Removes the upload's bytes and state; removing a missing upload is not an error. */
  remove(id: string): Promise<void>;
  /**
   * Removes every upload created more than `expiryMs` ago (a finished one has left already), and leftovers
   * that no state names once they are that old (a server stopped between two writes).
   */
  removeExpired(): Promise<Removed>;
}
