/**
 * Downloads a PDF of seed §7 (GET, blob) with the session header, which a plain link cannot send. Failures map
 * as everywhere (api-client.ts): a 403 ends the session; anything else comes back with the server's Turkish
 * message, for the button to show where the user is instead of leaving the page.
 */
import { MSG } from '@masal/shared/messages';
import { handleFailure } from '../../api/api-client.ts';
import { fetchFile, fileNameOf, saveBlob } from '../../api/file-download.ts';

export type PdfResult = { ok: true } | { ok: false; message: string };

/** GET /v1{path} and save the PDF it answers. */
export async function downloadPdf(path: string, fallbackName: string): Promise<PdfResult> {
  const response = await fetchFile(path, 'application/pdf');
  if (!response) return { ok: false, message: MSG.serverError };
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as unknown;
    // The session's end is the app's (sign-in again); every other refusal is said beside the button.
    const mode = response.status === 403 ? 'app' : 'quiet';
    const failed = handleFailure(response.status, body, { mode });
    return { ok: false, message: failed.ok ? MSG.serverError : failed.message };
  }
  try {
    saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
  } catch {
    // The answer broke off while a long list was being written.
    return { ok: false, message: MSG.serverError };
  }
  return { ok: true };
}
