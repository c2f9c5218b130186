import { z } from 'zod';
import { emailTokenSchema } from './account.contract';
import { PAYMENT_METHODS, payStatusParamsSchema, quoteViewSchema, type PaymentMethodName } from './payment.contract';
import { idempotencyKeySchema } from './prepaid-account.contract';
import { sessionParamsSchema } from './session.contract';

/**
 * Renewal without logging in (spec §2.1 "simple renew"; docs/decisions/026): a visitor asks for a
 * renewal link, the shop mails it to the domain's holder, and whoever holds the link pays that
 * name's renewal by card, PayPal or bank transfer. The order is the holder's.
 */

/** The methods a renewal link pays with: everything but the holder's prepaid balance. */
export const RENEWAL_LINK_METHODS = ['card', 'paypal', 'apple_pay', 'bank_transfer'] as const satisfies readonly PaymentMethodName[];

/** How long a mailed renewal link can be used to pay. */
export const RENEWAL_LINK_VALID_HOURS = 72;

export const renewalLinkRequestBodySchema = sessionParamsSchema.extend({ domain: z.string().trim().min(1).max(253) });

/** The answer to a link request: the address it went to is never shown. */
export const renewalLinkSentSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  valid_hours: z.number().int(),
});
export type RenewalLinkSent = z.infer<typeof renewalLinkSentSchema>;

const period = z.coerce.number().int().min(1).max(100);

export const renewalLinkOfferQuerySchema = sessionParamsSchema.extend({ token: emailTokenSchema, period: period.optional() });

/** What a renewal link offers: the name, the period (clamped to its bounds) and the binding quote. */
export const renewalLinkOfferSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  /** The paid term's end now, and after renewing for `period` years (ISO date-times). */
  expiry: z.string(),
  new_expiry: z.string(),
  period: z.number().int(),
  min_period: z.number().int(),
  max_period: z.number().int(),
  /** Until when the link can be used to pay. */
  link_expires_at: z.string(),
  /** The amounts charged, with the VAT of the holder's billing address, in the billing currency. */
  quote: quoteViewSchema,
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type RenewalLinkOffer = z.infer<typeof renewalLinkOfferSchema>;

export const renewalLinkPayBodySchema = sessionParamsSchema.extend({
  token: emailTokenSchema,
  period,
  method: z.enum(RENEWAL_LINK_METHODS),
  idempotency_key: idempotencyKeySchema,
  /** The offer's quote fingerprint: a price that changed meanwhile refuses the payment (3022). */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'fingerprint'),
  terms: z.literal(true, { error: 'terms' }),
  /**
   * The express consent that the renewal starts before the withdrawal period ends, and the
   * acknowledgement that the right of withdrawal ends with it, as at the checkout (decision 061).
   * Without it the payment is refused with 3030 and nothing changes.
   */
  withdrawal_consent: z.boolean().optional(),
});

export const renewalLinkStatusParamsSchema = payStatusParamsSchema;
export const renewalLinkStatusQuerySchema = sessionParamsSchema.extend({ token: emailTokenSchema });
