import type { PaymentOption, PaymentStatusView } from '@common/api/payment.contract';
import { registrantContactSchema } from '@common/api/payment.contract';
import { contactFormRules } from '@web/lib/contact-form-rules';

export {
  CONTACT_FIELDS,
  CONTACT_MAX,
  contactValues,
  type ContactField,
  type ContactValues,
  type Translate,
} from '@web/lib/contact-form-rules';

/** The checkout's registrant form checks, with its own error texts (`contactFields.errors.*`). */
export const { validateContact, toContact } = contactFormRules(registrantContactSchema, 'contactFields.errors');

/** A fresh idempotency key (docs/decisions/015): 32 hex characters from the browser's random source. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The method to preselect: the saved one while it can be chosen, else none. */
export function preselectedMethod(options: PaymentOption[], saved: string | null): PaymentOption['method'] | null {
  const option = options.find((entry) => entry.method === saved);
  return option?.available ? option.method : null;
}

/** How often the status page asks again, and for how long (then it offers a button). */
export const STATUS_POLL_MS = 2000;
export const STATUS_POLL_LIMIT_MS = 3 * 60_000;

/**
 * Whether the status page should keep asking: while a card, PayPal or Apple Pay payment waits
 * for the gateway's confirmation, and while a paid order's domains are being registered. A bank
 * transfer waits for days, so its page does not poll.
 */
export function keepsChanging(status: PaymentStatusView): boolean {
  if (status.status === 'pending') return status.method !== 'bank_transfer';
  if (status.status !== 'paid' || !status.order) return false;
  return status.order.status === 'paid' || status.order.status === 'provisioning';
}
