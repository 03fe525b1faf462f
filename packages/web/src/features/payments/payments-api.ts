/** The payments calls (decisions.md "Calls the seed leaves open": Payments) and the bank file's download. */
import type {
  ExportFormat,
  Payment,
  PaymentAdjustmentInput,
  PaymentAdminAnswer,
  PaymentAdminQuery,
  PaymentCoefficientAnswer,
  PaymentListAnswer,
  PaymentPaidInput,
} from '@masal/shared';
import { handleFailure, request } from '../../api/api-client.ts';
import { fetchFile, fileNameOf, saveBlob } from '../../api/file-download.ts';
import { queryString } from '../../api/query-string.ts';
import { showToast } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  own: (page: number, pageSize: number) => ['payments', 'own', page, pageSize] as const,
  admin: (query: PaymentAdminQuery) => ['payments', 'admin', query] as const,
  coefficient: ['payments', 'coefficient'] as const,
};

export const paymentApi = {
  own: (page: number, pageSize: number) =>
    request<PaymentListAnswer>('GET', `/payments${queryString({ page, pageSize })}`),
  admin: (query: PaymentAdminQuery) =>
    request<PaymentAdminAnswer>('GET', `/payments/admin${queryString(query)}`),
  approve: (paymentIds: number[]) =>
    request<{ updated: number }>('PUT', '/payments/approve', {
      body: { paymentIds },
      handles: ['CONFLICT', 'WRONG_STATE', 'VALIDATION'],
    }),
  paid: (body: PaymentPaidInput) =>
    request<{ updated: number }>('PUT', '/payments/paid', {
      body,
      handles: ['CONFLICT', 'WRONG_STATE', 'VALIDATION'],
    }),
  coefficient: () => request<PaymentCoefficientAnswer>('GET', '/payments/coefficient'),
  setCoefficient: (value: string) =>
    request<PaymentCoefficientAnswer>('PUT', '/payments/coefficient', {
      body: { value },
      handles: ['VALIDATION'],
    }),
  adjust: (paymentId: number, body: PaymentAdjustmentInput) =>
    request<Payment>('POST', `/payments/${paymentId}/adjustments`, {
      body,
      handles: ['VALIDATION', 'WRONG_STATE', 'NOT_FOUND'],
    }),
};

/**
 * The bank file of the chosen payments. The call needs the session header, so the file is fetched and
 * saved from memory under the server's name; a refusal (409: one is no longer approved) is told as a toast.
 */
export async function downloadBankFile(format: ExportFormat, paymentIds: number[]): Promise<boolean> {
  const response = await fetchFile(
    `/payments/export${queryString({ format, paymentIds: paymentIds.join(',') })}`,
  );
  if (!response) {
    showToast(t('payments.admin.exportFailed'), 'error');
    return false;
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const handles = ['WRONG_STATE', 'VALIDATION', 'SERVER_ERROR'] as const;
    const result = handleFailure(response.status, body, { handles });
    // 403 and 401 are told as everywhere; a refusal of the selection here, with the server's reason.
    if (!result.ok && (handles as readonly string[]).includes(result.code)) {
      showToast(result.code === 'SERVER_ERROR' ? t('payments.admin.exportFailed') : result.message, 'error');
    }
    return false;
  }
  saveBlob(
    await response.blob(),
    fileNameOf(response.headers.get('content-disposition'), `odemeler.${format}`),
  );
  return true;
}
