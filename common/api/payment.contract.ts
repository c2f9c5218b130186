import { z } from 'zod';
import { pricedLineSchema } from './priced-line';
import { apiErrorSchema } from './envelope';
import { plainTextSchema } from '../validation/plain-text';
import { phoneSchema } from './account.contract';
import { orderViewSchema, refundViewSchema } from './order.contract';
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

export const paymentOptionSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  available: z.boolean(),
  /** Why it cannot be chosen now, in the user's language. */
  reason: z.string().nullable(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const quoteLineViewSchema = z.object({
  item_id: z.number().int(),
  ...pricedLineSchema.shape,
  premium: z.boolean(),
});
export type QuoteLineView = z.infer<typeof quoteLineViewSchema>;

/**
 * Binding amounts in minor units of the billing currency (what is charged: every line, total and
 * the pay button show these), and `display`, the gross in the session's display currency, which
 * the pages show only as a marked approximation when that currency differs.
 */
export const quoteViewSchema = z.object({
  currency: z.enum(['EUR', 'USD']),
  vat_rate: z.number(),
  reverse_charge: z.boolean(),
  lines: z.array(quoteLineViewSchema),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  display: z.object({ currency: z.enum(['EUR', 'USD', 'GBP']), net: z.string(), vat: z.string(), gross: z.string() }),
  fingerprint: z.string(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** A bank account of the shop that takes bank transfers. */
export const shopBankAccountSchema = z.object({ holder: z.string(), iban: z.string(), bic: z.string(), bank: z.string() });

export const bankTransferDetailsSchema = shopBankAccountSchema.extend({
  reference: z.string(),
  amount: z.number().int(),
  amount_display: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** A name of a renew or restore checkout with its registrant as the registry holds it now. */
export const currentRegistrantSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  contact: registrantContactViewSchema,
});
export type CurrentRegistrant = z.infer<typeof currentRegistrantSchema>;

/** GET /pay/init/{type}. */
export const paymentInitSchema = z.object({
  /**
   * The checkout of this user and type (spec §3 Payment `id`): null until a method or contact is
   * saved. The server always sends it; optional only so that test data written before it still fits.
   */
  id: z.number().int().nullable().optional(),
  type: z.enum(PAY_TYPES),
  account: z.object({ balance: z.number().int(), currency: z.enum(['EUR', 'USD']), balance_display: z.string() }).nullable(),
  details: z.object({
    contact: registrantContactViewSchema.nullable(),
    /**
     * Renew and restore: every name is the user's and keeps its registrant, so nothing is asked;
     * these are the names' current registrants, shown read-only. Null when the form is asked
     * (register, or a name whose registrant could not be read). Optional only so that test data
     * written before it still fits.
     */
    registrants: z.array(currentRegistrantSchema).nullable().optional(),
  }),
  options: z.array(paymentOptionSchema),
  selected_method: z.enum(PAYMENT_METHODS).nullable(),
  transfer_accounts: z.array(shopBankAccountSchema),
  footnotes: z.array(z.string()),
  terms: z.object({ url: z.string(), text: z.string() }),
  quote: quoteViewSchema.nullable(),
});
export type PaymentInit = z.infer<typeof paymentInitSchema>;

/** POST /pay/settings. */
export const paymentSettingsSchema = z.object({
  options: z.array(paymentOptionSchema),
  selected_method: z.enum(PAYMENT_METHODS),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** POST /pay/save/contact. */
export const saveContactResultSchema = z.object({
  valid: z.literal(true),
  paymentOptions: z.array(paymentOptionSchema),
});
export type SaveContactResult = z.infer<typeof saveContactResultSchema>;

/** `refunded`: approved after it had been cancelled, or a top-up the account could not take; the whole amount went back (decision 015). */
export const PAYMENT_STATUS_NAMES = ['pending', 'paid', 'declined', 'cancelled', 'refunded'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUS_NAMES)[number];

/** GET /pay/status/{paymentId} and POST /pay/commit. */
export const paymentStatusViewSchema = z.object({
  payment_id: z.number().int(),
  purpose: z.enum(['order', 'top-up']),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUS_NAMES),
  amount: z.number().int(),
  currency: z.enum(['EUR', 'USD']),
  amount_display: z.string(),
  /** The hosted payment page while a card, PayPal or Apple Pay payment waits for the payer. */
  redirect_url: z.string().nullable(),
  /** Where to send the money while a bank transfer waits. */
  transfer: bankTransferDetailsSchema.nullable(),
  order: orderViewSchema.nullable(),
  /** With status `refunded`: where the whole amount went, and why. */
  refund: refundViewSchema.extend({ reason: z.enum(['approved-after-cancel', 'over-account-limit', 'deposits-blocked']) }).nullable(),
  /**
   * With status `cancelled`: `replaced` by a newer payment of the same cart or names (another tab,
   * another method) before its time ran out, or `expired`; null otherwise. Absent in older answers.
   */
  cancel_reason: z.enum(['replaced', 'expired']).nullable().optional(),
});
export type PaymentStatusView = z.infer<typeof paymentStatusViewSchema>;

/**
 * POST /pay/commit answered 409: a changed price (3022) sends the new quote along, so the user sees
 * it before paying; other conflicts carry no result.
 */
export const payCommitConflictSchema = z.object({
  success: z.literal(false),
  result: z.object({ quote: quoteViewSchema }).nullable(),
  errors: z.array(apiErrorSchema).min(1),
  status: z.number().int().optional(),
});
