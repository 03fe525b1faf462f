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
import { API_BASE, handleFailure, request } from '../../api/api-client.ts';
import { getToken } from '../../app/session-store.ts';
import { showToast } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  own: (page: number, pageSize: number) => ['payments', 'own', page, pageSize] as const,
  admin: (query: PaymentAdminQuery) => ['payments', 'admin', query] as const,
  coefficient: ['payments', 'coefficient'] as const,
};

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

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

function fileNameOf(disposition: string | null, format: ExportFormat): string {
  return disposition?.match(/filename="?([^";]+)"?/)?.[1] ?? `odemeler.${format}`;
}

/**
 * The bank file of the chosen payments. The call needs the session header, so the file is fetched and
 * saved from memory under the server's name; a refusal (409: one is no longer approved) is told as a toast.
 */
export async function downloadBankFile(format: ExportFormat, paymentIds: number[]): Promise<boolean> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(
      `${API_BASE}/payments/export${queryString({ format, paymentIds: paymentIds.join(',') })}`,
      {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      },
    );
  } catch {
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
