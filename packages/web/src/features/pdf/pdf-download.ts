/**
 * Downloads a PDF of seed §7 (GET, blob) with the session header, which a plain link cannot send. Failures map
 * as everywhere (api-client.ts): a 403 ends the session; anything else comes back with the server's Turkish
 * message, for the button to show where the user is instead of leaving the page.
 */
import { MSG } from '@masal/shared/messages';
import { API_BASE, handleFailure } from '../../api/api-client.ts';
import { getToken } from '../../app/session-store.ts';

export type PdfResult = { ok: true } | { ok: false; message: string };

/** The file name of a Content-Disposition (its UTF-8 form first), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /v1{path} and save the PDF it answers. */
export async function downloadPdf(path: string, fallbackName: string): Promise<PdfResult> {
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers });
  } catch {
    return { ok: false, message: MSG.serverError };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as unknown;
    // The session's end is the app's (sign-in again); every other refusal is said beside the button.
    const mode = response.status === 403 ? 'app' : 'quiet';
    const failed = handleFailure(response.status, body, { mode });
    return { ok: false, message: failed.ok ? MSG.serverError : failed.message };
  }
  try {
    save(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
  } catch {
    // The answer broke off while a long list was being written.
    return { ok: false, message: MSG.serverError };
  }
  return { ok: true };
}
