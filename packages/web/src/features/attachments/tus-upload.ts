/**
 * One tale attachment sent with the tus protocol to /v1/upload/tus (tus-js-client): in chunks read from the file
 * as they go (a phone's several-GB recording is never read whole into memory), resumed where the server stopped
 * after a dropped connection, a pause, or the browser closed and opened again — the upload's address is kept on
 * the device under a fingerprint of the person, the tale and the file, so choosing the same file again carries
 * on. A dropped connection is tried again with growing pauses; without a network it waits for one.
 */
import { MSG } from '@masal/shared/messages';
import { type DetailedError, defaultOptions, Upload } from 'tus-js-client';
import { API_BASE, type FailureCode, handleFailure } from '../../api/api-client.ts';
import { getToken } from '../../session/session-store.ts';

/**
 * Requests of 8 MB: a proxy's body limit never stops one, and each answer confirms what the server holds. (The
 * server keeps what it received of a broken request too, so a larger one would resume as well.)
 */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Growing pauses before each new try; once they are spent, the upload waits for the browser to be online. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];
/**
 * Tried again: no answer, 5xx, an offset the server does not hold (409 CONFLICT: tus asks HEAD and goes on), a
 * lock, too many requests, a damaged chunk (460). Every other 4xx is a refusal another try cannot change — the
 * file's type or size, the tale's state (409 WRONG_STATE), the person's rights.
 */
const RETRIED = [409, 423, 429, 460];
/** Said on the file's row alone (no toast, no leaving the form); an ended session or a 401 acts as everywhere. */
const REPORTED_IN_ROW: readonly FailureCode[] = [
  'NOT_FOUND',
  'SERVER_ERROR',
  'TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'WRONG_STATE',
  'VALIDATION',
  'CONFLICT',
];

export interface TusUploadHandlers {
  onProgress: (sent: number, total: number) => void;
  /** The connection dropped: the upload tries again by itself (or when the network returns). */
  onRetrying: () => void;
  onDone: () => void;
  /** The server refused the file for good (type, size, the tale's state…); its reason for the row. */
  onRefused: (message: string) => void;
}

export interface TusUpload {
  start: () => void;
  /** Stops sending; `start` carries on from the server's offset. */
  pause: () => void;
  /** Stops for good and asks the server to remove what it received. */
  cancel: () => void;
}

/** The answer's status and JSON body (the portal's `{code, message}`); status 0 when none came. */
function answerOf(error: Error | DetailedError): { status: number; body: unknown } {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return { status: 0, body: null };
  try {
    return { status: response.getStatus(), body: JSON.parse(response.getBody()) as unknown };
  } catch {
    // A HEAD answer has no body: its status says what it was.
    return { status: response.getStatus(), body: null };
  }
}

function isFinal(error: Error | DetailedError): boolean {
  const { status, body } = answerOf(error);
  if (status < 400 || status >= 500) return false;
  const code = (body as { code?: unknown } | null)?.code;
  return !RETRIED.includes(status) || code === 'WRONG_STATE';
}

/** A refusal in the portal's words, handled as every answer is (an ended session signs out). */
function refusalOf(error: Error | DetailedError): string {
  const { status, body } = answerOf(error);
  if (status === 0) return MSG.uploadInterrupted;
  const failed = handleFailure(status, body, { handles: REPORTED_IN_ROW });
  return failed.ok ? '' : failed.message;
}

/** The key the upload's address is kept under: one person, one tale, one file. */
const fingerprintOf = (owner: { userId: number; taleId: number }, f: File) =>
  ['masal', owner.userId, owner.taleId, f.name, f.type, f.size, f.lastModified].join('|');

export interface UnfinishedUpload {
  /** Where the upload's address is kept on the device. */
  key: string;
  fileName: string;
  size: number;
  /** Bytes the server holds. */
  sent: number;
}

/**
 * Uploads of this person's tale begun on this device and never finished (the page or the browser was closed):
 * what the server holds of each (a HEAD); one it no longer has (expired, removed) is forgotten here too.
 */
export async function unfinishedUploads(owner: {
  userId: number;
  taleId: number;
}): Promise<UnfinishedUpload[]> {
  const storage = defaultOptions.urlStorage;
  const prefix = `tus::masal|${owner.userId}|${owner.taleId}|`;
  const found: UnfinishedUpload[] = [];
  for (const upload of await storage.findAllUploads().catch(() => [])) {
    if (!upload.urlStorageKey.startsWith(prefix) || !upload.uploadUrl) continue;
    const token = getToken();
    const answer = await fetch(upload.uploadUrl, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    }).catch(() => null);
    if (answer?.status === 404 || answer?.status === 410) {
      await storage.removeUpload(upload.urlStorageKey);
      continue;
    }
    // Without a network it is still shown, with nothing counted as sent; another refusal shows nothing.
    if (answer && !answer.ok) continue;
    found.push({
      key: upload.urlStorageKey,
      fileName: upload.metadata.filename ?? '',
      size: upload.size ?? 0,
      sent: Number(answer?.headers.get('upload-offset') ?? 0),
    });
  }
  return found;
}

/** The person does not want to carry on: the address is forgotten (the server removes the bytes when they expire). */
export const forgetUnfinishedUpload = (key: string) => defaultOptions.urlStorage.removeUpload(key);

export function tusUpload(
  owner: { userId: number; taleId: number },
  file: File,
  handlers: TusUploadHandlers,
): TusUpload {
  let stopped = false;
  let waitingForNetwork = false;

  const resumeWhenOnline = () => {
    window.removeEventListener('online', resumeWhenOnline);
    waitingForNetwork = false;
    if (!stopped) upload.start();
  };

  const upload = new Upload(file, {
    endpoint: `${API_BASE}/upload/tus`,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { taleId: String(owner.taleId), filename: file.name },
    // Another tale or another person never resumes into this upload.
    fingerprint: async (f) => fingerprintOf(owner, f),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      const token = getToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: handlers.onProgress,
    onShouldRetry: (error) => {
      if (isFinal(error) || !navigator.onLine) return false;
      handlers.onRetrying();
      return true;
    },
    onSuccess: () => handlers.onDone(),
    onError: (error) => {
      if (stopped) return;
      if (isFinal(error)) {
        handlers.onRefused(refusalOf(error));
        return;
      }
      // No network, or every try spent: carry on when the browser is online again.
      handlers.onRetrying();
      if (navigator.onLine) {
        window.setTimeout(resumeWhenOnline, RETRY_DELAYS_MS.at(-1));
        return;
      }
      if (!waitingForNetwork) {
        waitingForNetwork = true;
        window.addEventListener('online', resumeWhenOnline);
      }
    },
  });

  return {
    start() {
      stopped = false;
      void upload
        .findPreviousUploads()
        .then((previous) => {
          const last = previous.sort((a, b) => a.creationTime.localeCompare(b.creationTime)).at(-1);
          if (last) upload.resumeFromPreviousUpload(last);
        })
        .catch(() => undefined)
        .then(() => {
          if (!stopped) upload.start();
        });
    },
    pause() {
      stopped = true;
      waitingForNetwork = false;
      window.removeEventListener('online', resumeWhenOnline);
      void upload.abort();
    },
    cancel() {
      stopped = true;
      window.removeEventListener('online', resumeWhenOnline);
      void upload.abort(true).catch(() => undefined);
    },
  };
}
