import { z } from 'zod';
import { plainTextSchema } from '../validation/plain-text';
import { phoneSchema } from './account.contract';
import type { OrderView, RefundView } from './order.contract';
import { idempotencyKeySchema } from './prepaid-account.contract';
import { countryCodeSchema, emailSchema, sessionParamsSchema } from './session.contract';

export const PAYMENT_METHODS = ['balance', 'card', 'paypal', 'apple_pay', 'bank_transfer'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

/** What is paid: a cart section, or a top-up of the prepaid account. */
export const PAY_TYPES = ['register', 'renew', 'rgp', 'account'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const payTypeParamsSchema = z.object({ type: z.enum(PAY_TYPES) });
export const payInitQuerySchema = sessionParamsSchema;

export const paySettingsBodySchema = sessionParamsSchema.extend({
  type: z.enum(PAY_TYPES),
  method: z.enum(PAYMENT_METHODS),
});

/** The registrant contact of a checkout, as EPP needs it (RFC 5733). */
export const registrantContactSchema = z.object({
  name: plainTextSchema(255),
  org: plainTextSchema(255, 0).optional().default(''),
  street: z.array(plainTextSchema(255)).min(1).max(3),
  city: plainTextSchema(255),
  state: plainTextSchema(255, 0).optional().default(''),
  postal_code: plainTextSchema(16).pipe(z.string().regex(/^[\p{L}\d][\p{L}\d -]*$/u, 'postal code')),
  country: countryCodeSchema,
  phone: phoneSchema,
  email: emailSchema,
});
export type RegistrantContact = z.output<typeof registrantContactSchema>;

/**
 * A registrant contact as the shop shows it (a name's registrant now, from the registry): the
 * fields of `registrantContactSchema` without its input rules, which data from the registry need not meet.
 */
export const registrantContactViewSchema = z.object({
  name: z.string(),
  org: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const paySaveContactBodySchema = sessionParamsSchema.extend({
  type: z.enum(['register', 'renew', 'rgp']),
  contact: registrantContactSchema,
});

export const payCommitBodySchema = sessionParamsSchema.extend({
  type: z.enum(['register', 'renew', 'rgp']),
  idempotency_key: idempotencyKeySchema,
  /** The quote fingerprint of the amounts the user saw (from /pay/init); a changed price refuses the commit. */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'fingerprint'),
  terms: z.literal(true, { error: 'terms' }),
  /**
   * The express consent that the shop starts the service (registration, renewal, restore) before
   * the withdrawal period ends, and the acknowledgement that the right of withdrawal ends with it
   * (decision 061). Without it the commit is refused with 3030 and nothing changes.
   */
  withdrawal_consent: z.boolean().optional(),
});

export const payStatusParamsSchema = z.object({ paymentId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The sandbox gateway's hosted page: approve or decline. */
export const sandboxPageParamsSchema = z.object({ token: z.string().regex(/^[\w-]{20,64}$/, 'token') });
export const sandboxDecisionBodySchema = z.object({ decision: z.enum(['approve', 'decline']) });

export interface PaymentOption {
  method: PaymentMethodName;
  available: boolean;
  /** Why it cannot be chosen now, in the user's language. */
  reason: string | null;
}

export interface QuoteLineView {
  item_id: number;
  type: 'Domain' | 'Mailbox' | 'Coupon' | 'Transfer' | 'Privacy';
  domain: string;
  domain_utf8: string;
  period_years: number;
  description: string;
  net: number;
  vat: number;
  gross: number;
  premium: boolean;
}

/**
 * Binding amounts in minor units of the billing currency (what is charged: every line, total and
 * the pay button show these), and `display`, the gross in the session's display currency, which
 * the pages show only as a marked approximation when that currency differs.
 */
export interface QuoteView {
  currency: 'EUR' | 'USD';
  vat_rate: number;
  reverse_charge: boolean;
  lines: QuoteLineView[];
  net: number;
  vat: number;
  gross: number;
  display: { currency: 'EUR' | 'USD' | 'GBP'; net: string; vat: string; gross: string };
  fingerprint: string;
}

export interface BankTransferDetails {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
  reference: string;
  amount: number;
  amount_display: string;
}

/** A name of a renew or restore checkout with its registrant as the registry holds it now. */
export interface CurrentRegistrant {
  domain: string;
  domain_utf8: string;
  contact: RegistrantContact;
}

export interface PaymentInit {
  /**
   * The checkout of this user and type (spec §3 Payment `id`): null until a method or contact is
   * saved. The server always sends it; optional only so that test data written before it still fits.
   */
  id?: number | null;
  type: PayType;
  account: { balance: number; currency: 'EUR' | 'USD'; balance_display: string } | null;
  details: {
    contact: RegistrantContact | null;
    /**
     * Renew and restore: every name is the user's and keeps its registrant, so nothing is asked;
     * these are the names' current registrants, shown read-only. Null when the form is asked
     * (register, or a name whose registrant could not be read). Optional only so that test data
     * written before it still fits.
     */
    registrants?: CurrentRegistrant[] | null;
  };
  options: PaymentOption[];
  selected_method: PaymentMethodName | null;
  transfer_accounts: Omit<BankTransferDetails, 'reference' | 'amount' | 'amount_display'>[];
  footnotes: string[];
  terms: { url: string; text: string };
  quote: QuoteView | null;
}

export interface PaymentSettings {
  options: PaymentOption[];
  selected_method: PaymentMethodName;
}

export interface SaveContactResult {
  valid: true;
  paymentOptions: PaymentOption[];
}

/** `refunded`: approved after it had been cancelled, or a top-up the account could not take; the whole amount went back (decision 015). */
export type PaymentStatusName = 'pending' | 'paid' | 'declined' | 'cancelled' | 'refunded';

export interface PaymentStatusView {
  payment_id: number;
  purpose: 'order' | 'top-up';
  method: PaymentMethodName;
  status: PaymentStatusName;
  amount: number;
  currency: 'EUR' | 'USD';
  amount_display: string;
  /** The hosted payment page while a card, PayPal or Apple Pay payment waits for the payer. */
  redirect_url: string | null;
  /** Where to send the money while a bank transfer waits. */
  transfer: BankTransferDetails | null;
  order: OrderView | null;
  /** With status `refunded`: where the whole amount went, and why. */
  refund: (RefundView & { reason: 'approved-after-cancel' | 'over-account-limit' | 'deposits-blocked' }) | null;
}
