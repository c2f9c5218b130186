import type { PaymentRow } from '../../db/schema/index';

/** The idempotency keys of renewal-link payments start with this (decision 026): their payer has a status page of their own. */
export const RENEWAL_LINK_KEY_PREFIX = 'renewal-link:';

/** Where the payer of a payment goes back to: the checkout status, the renewal link's status page, or the account. */
export function paymentReturnPath(payment: Pick<PaymentRow, 'id' | 'purpose' | 'idempotencyKey'>): string {
  if (payment.purpose !== 'order') return '/user/account/overview';
  return payment.idempotencyKey.startsWith(RENEWAL_LINK_KEY_PREFIX)
    ? `/domain/renew/simple/status/${payment.id}`
    : `/cart/checkout/status/${payment.id}`;
}
