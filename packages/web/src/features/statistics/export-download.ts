/**
 * "CSV indir": GET /v1/statistics/export with the screen's filters. The call needs the session header, so the file
 * is fetched and saved from memory under the name the server gives (Content-Disposition).
 */
import { handleFailure } from '../../api/api-client.ts';
import { fetchFile, fileNameOf, saveBlob } from '../../api/file-download.ts';
import { showToast } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import { type StatisticsFilter, statisticsQuery } from './statistics-api.ts';

const FALLBACK_NAME = 'MasalIstatistik.csv';

/** A failure is told in place; 401 and 403 act as everywhere (handleFailure). */
export async function downloadStatisticsCsv(filter: StatisticsFilter): Promise<void> {
  const response = await fetchFile(`/statistics/export${statisticsQuery({ ...filter })}`, 'text/csv');
  if (!response) {
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
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), FALLBACK_NAME));
}
