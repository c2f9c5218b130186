/** The payment calls that both the checkout and the prepaid account's top-up make (spec §7). */
import type { PaymentInit, PaymentStatusView, PayType } from '@common/api/payment.contract';
import { apiClient, type RequestOptions } from '../api-client';

/** `GET /pay/init/{type}`: the quote, the saved choices and the methods of a checkout or a top-up. */
export function getPayInit(type: PayType, options?: RequestOptions): Promise<PaymentInit> {
  return apiClient.get<PaymentInit>(`/pay/init/${type}`, {}, options);
}

/** `GET /pay/status/{paymentId}`: the payment, its order and the order's items. */
export function getPaymentStatus(paymentId: string | number, options?: RequestOptions): Promise<PaymentStatusView> {
  return apiClient.get<PaymentStatusView>(`/pay/status/${encodeURIComponent(String(paymentId))}`, {}, options);
}
