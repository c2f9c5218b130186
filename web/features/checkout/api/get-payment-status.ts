import type { PaymentStatusView } from '@common/api/payment.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const paymentStatusKey = (paymentId: string) => [...queryKeys.payment, 'status', paymentId] as const;

/** `GET /pay/status/{paymentId}` (spec §7): the payment, its order and the order's items. */
export function getPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatusView> {
  return apiClient.get<PaymentStatusView>(`/pay/status/${encodeURIComponent(paymentId)}`, {}, { signal });
}
