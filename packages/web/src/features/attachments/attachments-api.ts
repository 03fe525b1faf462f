/**
 * Tale attachments: the multipart upload of seed §7 (through XMLHttpRequest, whose upload progress
 * `fetch` does not report), deleting one, keeping one out of the reading room, and the tale's list.
 * Failures map as in api-client.ts, except that an upload never leaves the page: network failures,
 * NOT_FOUND and SERVER_ERROR come back as a failed result for the file's row and are logged (seed §8),
 * while TOO_LARGE, UNSUPPORTED_TYPE, WRONG_STATE … show the server's message.
 */
import type { Attachment, AttachmentPublishedAnswer, MessageAnswer, UploadAnswer } from '@masal/shared';
import { MSG } from '@masal/shared/messages';
import { API_BASE, type ApiResult, type FailureCode, handleFailure, request } from '../../api/api-client.ts';
import { getToken } from '../../session/session-store.ts';

export interface RunningUpload {
  result: Promise<ApiResult<UploadAnswer>>;
  /** Stops the upload; the result then fails with status 0 and an empty message. */
  abort: () => void;
}

/** What the usual mapping would answer by leaving the form: here the file's row reports it instead. */
const REPORTED_IN_ROW: readonly FailureCode[] = ['NOT_FOUND', 'SERVER_ERROR'];

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** POST /v1/upload/taleAttachment/{taleId}, multipart field `file`; `onProgress` gets 0…1. */
export function uploadTaleAttachment(
  taleId: number,
  file: File,
  onProgress: (fraction: number) => void,
): RunningUpload {
  const xhr = new XMLHttpRequest();
  const result = new Promise<ApiResult<UploadAnswer>>((resolve) => {
    xhr.open('POST', `${API_BASE}/upload/taleAttachment/${taleId}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && (body as { status?: unknown } | null)?.status !== false) {
        onProgress(1);
        resolve({ ok: true, status: xhr.status, data: body as UploadAnswer });
        return;
      }
      const status = xhr.status >= 200 && xhr.status < 300 ? 400 : xhr.status;
      const failed = handleFailure<UploadAnswer>(status, body, { handles: REPORTED_IN_ROW });
      if (!failed.ok && REPORTED_IN_ROW.includes(failed.code))
        console.error('Upload failed', status, failed.message);
      resolve(failed);
    };
    xhr.onerror = () => {
      console.error('Upload failed: the connection dropped');
      resolve({ ok: false, status: 0, code: 'NETWORK', message: MSG.uploadInterrupted, errors: [] });
    };
    xhr.onabort = () => resolve({ ok: false, status: 0, code: 'NETWORK', message: '', errors: [] });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}

export const attachmentApi = {
  /** POST /v1/upload/deleteTaleAttachment {id}; a missing attachment (NOT_FOUND) is the caller's to report. */
  remove: (id: number) =>
    request<MessageAnswer>('POST', '/upload/deleteTaleAttachment', {
      body: { id },
      loader: true,
      handles: ['NETWORK', 'NOT_FOUND'],
    }),
  /** GET /v1/utils/fileUploadByTaleId/{taleId}: null when the list could not be read. */
  async listOfTale(taleId: number): Promise<Attachment[] | null> {
    const result = await request<Attachment[]>('GET', `/utils/fileUploadByTaleId/${taleId}`, {
      mode: 'quiet',
    });
    return result.ok ? result.data : null;
  },
  /**
   * POST /v1/upload/taleAttachmentPublished: staff keep a compiler's file out of the reading room, or let it
   * back; they never delete it. Refusals are the client's toast.
   */
  setPublished: (id: number, published: boolean) =>
    request<AttachmentPublishedAnswer>('POST', '/upload/taleAttachmentPublished', {
      loader: true,
      body: { id, published },
    }),
};
