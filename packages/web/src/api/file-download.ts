/**
 * Files the server answers (PDF, CSV, XLSX, JSON) saved on the user's device. The calls need the session
 * header, which a plain link cannot send, so each file is fetched and saved from memory.
 */
import { parse } from 'content-disposition';
import { getToken } from '../session/session-store.ts';
import { API_BASE } from './api-client.ts';

/** GET /v1{path} with the session header; null when the network failed. */
export async function fetchFile(path: string, accept = '*/*'): Promise<Response | null> {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_BASE}${path}`, { headers });
  } catch {
    return null;
  }
}

/** The file name of a Content-Disposition (its UTF-8 form first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return (disposition && parse(disposition).parameters.filename) || fallback;
}

/** Saves `blob` as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the browser starts the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
