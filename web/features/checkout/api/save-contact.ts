import type { RegistrantContact, SaveContactResult } from '@common/api/payment.contract';
import { apiClient } from '@web/lib/api-client';

/** `POST /pay/save/contact` (spec §7): the registrant contact; answers `valid` and the payment options. */
export function saveContact(type: 'register' | 'renew' | 'rgp', contact: RegistrantContact): Promise<SaveContactResult> {
  return apiClient.post<SaveContactResult>('/pay/save/contact', { type, contact });
}
