/**
 * "CSV indir": GET /v1/statistics/export with the screen's filters. The call needs the session header, so the file
 * is fetched and saved from memory under the name the server gives (Content-Disposition).
 */
import { API_BASE, handleFailure } from '../../api/api-client.ts';
import { getToken } from '../../app/session-store.ts';
import { showToast } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import { queryString, type StatisticsFilter } from './statistics-api.ts';

const FALLBACK_NAME = 'MasalIstatistik.csv';

function fileNameOf(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? FALLBACK_NAME;
}

/** A failure is told in place; 401 and 403 act as everywhere (handleFailure). */
export async function downloadStatisticsCsv(filter: StatisticsFilter): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/statistics/export${queryString({ ...filter })}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    showToast(t('statistics.exportFailed'), 'error');
    return;
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const result = handleFailure(response.status, body, { handles: ['NOT_FOUND', 'SERVER_ERROR'] });
    if (!result.ok && (result.code === 'NOT_FOUND' || result.code === 'SERVER_ERROR')) {
      showToast(t('statistics.exportFailed'), 'error');
    }
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
