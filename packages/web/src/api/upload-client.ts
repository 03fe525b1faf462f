/**
 * Tale attachments: the multipart upload of seed §7 (through XMLHttpRequest, whose upload progress
 * `fetch` does not report), deleting one, and the tale's list. Failures map as in api-client.ts,
 * except that an upload never leaves the page: network failures, 404 and 5xx come back as a failed
 * result for the file's row and are logged (seed §8), while 413/415 show the server's message.
 */
import type { Attachment } from '@masal/shared';
import { MSG } from '@masal/shared/messages';
import { getToken } from '../app/session-store.ts';
import { API_BASE, type ApiResult, handleFailure, request } from './api-client.ts';
import type { MessageAnswer } from './masal-api.ts';

export interface UploadAnswer {
  status: boolean;
  message: string;
  uploadList: Attachment[];
}

export interface RunningUpload {
  result: Promise<ApiResult<UploadAnswer>>;
  /** Stops the upload; the result then fails with status 0 and an empty message. */
  abort: () => void;
}

/** Statuses the usual mapping shows or acts on without sending the user away from the form. */
const MAPPED = [400, 401, 403, 409, 413, 415, 429];

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
      const failed = handleFailure<UploadAnswer>(status, body, {
        mode: MAPPED.includes(status) ? 'app' : 'quiet',
      });
      if (!MAPPED.includes(status))
        console.error('Dosya yüklenemedi', status, failed.ok ? '' : failed.message);
      resolve(failed);
    };
    xhr.onerror = () => {
      console.error('Dosya yüklenemedi: bağlantı kesildi');
      resolve({ ok: false, status: 0, message: MSG.uploadInterrupted, errors: [] });
    };
    xhr.onabort = () => resolve({ ok: false, status: 0, message: '', errors: [] });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}

/** The list answer may be the array itself or wrapped as `{uploadList}`; both are accepted. */
function attachmentsOf(body: unknown): Attachment[] | null {
  if (Array.isArray(body)) return body as Attachment[];
  const list = (body as { uploadList?: unknown } | null)?.uploadList;
  return Array.isArray(list) ? (list as Attachment[]) : null;
}

export const attachmentApi = {
  /** POST /v1/upload/deleteTaleAttachment {id}; a missing attachment (404) is the caller's to report. */
  remove: (id: number) =>
    request<MessageAnswer>('POST', '/upload/deleteTaleAttachment', {
      body: { id },
      loader: true,
      handles: [0, 404],
    }),
  /** GET /v1/utils/fileUploadByTaleId/{taleId}: null when the list could not be read. */
  async listOfTale(taleId: number): Promise<Attachment[] | null> {
    const result = await request<unknown>('GET', `/utils/fileUploadByTaleId/${taleId}`, { mode: 'quiet' });
    return result.ok ? attachmentsOf(result.data) : null;
  },
};
