import type { PaymentStatusView } from '@common/api/payment.contract';
import { apiClient } from '@web/lib/api-client';

export interface CommitInput {
  type: 'register' | 'renew' | 'rgp';
  /** One key per payment attempt: a repeated request answers the first one's payment. */
  idempotencyKey: string;
  /** The fingerprint of the quote the user saw; another price answers 3022. */
  fingerprint: string;
}

/** `POST /pay/commit` (spec §7): pays the cart section with the saved method and contact. */
export function commitPayment(input: CommitInput): Promise<PaymentStatusView> {
  return apiClient.post<PaymentStatusView>('/pay/commit', {
    type: input.type,
    idempotency_key: input.idempotencyKey,
    fingerprint: input.fingerprint,
    terms: true,
    // The checkout sends the order only once both boxes are ticked (the server refuses it otherwise, 3030).
    withdrawal_consent: true,
  });
}
