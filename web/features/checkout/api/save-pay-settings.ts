import type { PaymentMethodName, PaymentSettings, PayType } from '@common/api/payment.contract';
import { apiClient } from '@web/lib/api-client';

/** `POST /pay/settings` (spec §7): the payment method of a checkout. */
export function savePaySettings(type: PayType, method: PaymentMethodName): Promise<PaymentSettings> {
  return apiClient.post<PaymentSettings>('/pay/settings', { type, method });
}
