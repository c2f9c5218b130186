import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';
import { priceViewSchema } from '../money/price-view';
import { ErrorCode } from '../errors/error-codes';
import { catalogueIssue } from '../errors/schema-issue';

/**
 * The carts of spec §3: a register section (domains to register, with suggestions), and the
 * renew and restore (RGP) sections. Each section has its items, count and totals.
 */
/**
 * 'Transfer': a name to transfer in with its auth code (kept on the server only). 'Privacy' (renew
 * section): WHOIS privacy for the rest of a name's paid term, turned on once paid (decision 028).
 */
export const CART_ITEM_TYPES = ['Domain', 'Mailbox', 'Coupon', 'Transfer', 'Privacy'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const COUPON_PROBLEM_CODES = ['unknown', 'not_started', 'expired', 'exhausted', 'user_limit', 'min_order', 'no_items'] as const;
export type CouponProblemCode = (typeof COUPON_PROBLEM_CODES)[number];

export const cartItemSchema = z.object({
  id: z.string(),
  type: z.enum(CART_ITEM_TYPES),
  /** What the item is, in the session language ("Domain registration"). */
  name: z.string(),
  domain: z.string(),
  domain_utf8: z.string(),
  period: z.number().int(),
  premium: z.boolean(),
  /** What the item is, in full, in the session language ("Domain registration example.com, 2 years"). */
  description: z.string(),
  /** The price of the item for its period, with VAT (a coupon's is negative). */
  totalPrice: priceViewSchema,
  /** Domains: the periods in years the TLD allows (never beyond 10). */
  period_options: z.array(z.number().int()).optional(),
  /** Domains: 0 without, 1 with WHOIS privacy; whether the TLD allows it and what it costs a year. */
  privacy_level: z.number().int().optional(),
  privacy_available: z.boolean().optional(),
  privacy_price: priceViewSchema.optional(),
  /** Domains: whether mailboxes can be added. */
  mailbox_available: z.boolean().optional(),
  /** Mailboxes: the id of their domain's item, their local part and level (1 Mailbox, 2 Mailbox Pro). */
  parent_id: z.string().optional(),
  mailbox_name: z.string().optional(),
  mailbox_level: z.number().int().optional(),
  /** Privacy items: the end of the term the service is bought for (ISO). */
  service_until: z.string().optional(),
  /** Coupons: the code and, when it gives no discount now, why (in the session language). */
  coupon: z.object({ code: z.string(), problem: z.enum(COUPON_PROBLEM_CODES).nullable(), message: z.string().nullable() }).optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartTotalsSchema = z.object({
  /** With VAT, in minor units of the display currency. */
  total: z.number().int(),
  vat_value: z.number().int(),
  vat_rate: z.number(),
  currency: z.string(),
  display_total: z.string(),
  display_vat: z.string(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSuggestionSchema = z.object({
  suggested_name: z.string(),
  suggested_name_utf8: z.string(),
  price: priceViewSchema.nullable(),
  in_cart: z.boolean(),
});
export type CartSuggestion = z.infer<typeof cartSuggestionSchema>;

export const cartSuggestionsSchema = z.object({ bundles: z.array(cartSuggestionSchema), promos: z.array(cartSuggestionSchema) });

/**
 * An order of a cart section that waits for its bank transfer (decision 071): the cart keeps its
 * items until the money is booked, so the customer is told what the transfer pays for, and that a
 * change in the cart counts only by checking out again, which replaces this order.
 */
export const awaitingTransferSchema = z.object({
  payment_id: z.number().int(),
  /** The reference the transfer must carry. */
  reference: z.string(),
  /** The amount to transfer, in the payment's currency, formatted for the session language. */
  amount: z.string(),
  /** ISO: the order is cancelled when no transfer has come by then. */
  pay_by: z.string(),
  /** What the order buys, one line per item in the session language ("Domain renewal example.com, 1 year"). */
  lines: z.array(z.string()),
  /** The section's items are no longer what was ordered (changed, added or removed since). */
  changed: z.boolean(),
});
export type AwaitingTransfer = z.infer<typeof awaitingTransferSchema>;

export const sectionCartSchema = z.object({
  /** By item id. */
  items: z.record(z.string(), cartItemSchema),
  count: z.number().int(),
  total: cartTotalsSchema,
  /** The logged-in customer's orders of this section that wait for a bank transfer (decision 071); absent for visitors. */
  awaiting_transfers: z.array(awaitingTransferSchema).optional(),
});
export type SectionCart = z.infer<typeof sectionCartSchema>;

export const registerCartSchema = sectionCartSchema.extend({ suggestions: cartSuggestionsSchema });
export type RegisterCart = z.infer<typeof registerCartSchema>;

export const allCartsSchema = z.object({
  register: registerCartSchema,
  renew: sectionCartSchema,
  rgp: sectionCartSchema,
});
export type AllCarts = z.infer<typeof allCartsSchema>;

export const cartDomainParamsSchema = z.object({ domain: z.string().min(1).max(253) });
export const cartAddDomainBodySchema = sessionParamsSchema.extend({
  /** The IDN language of the name, when it needs one. */
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
});
export const cartRemoveDomainBodySchema = sessionParamsSchema;

export const cartItemParamsSchema = z.object({ domainId: z.coerce.number().int().positive().max(2_147_483_647) });
export const cartMailboxParamsSchema = cartItemParamsSchema.extend({ mailboxId: z.coerce.number().int().positive().max(2_147_483_647) });

const mailboxNameRule = { error: catalogueIssue(ErrorCode.MailboxNameInvalid) };
/**
 * A mailbox's local part: letters, digits and - + . _ = & (spec §5), not starting or ending with a dot.
 * A name against the rule is answered with the rule's text (8103), not the generic syntax error.
 */
export const mailboxNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, mailboxNameRule)
  .max(64, mailboxNameRule)
  .regex(/^[a-z0-9\-+._=&]+$/, mailboxNameRule)
  .refine((name) => !name.startsWith('.') && !name.endsWith('.') && !name.includes('..'), mailboxNameRule);
export const mailboxLevelSchema = z.coerce.number().int().min(1).max(2);

export const cartAddMailboxBodySchema = sessionParamsSchema.extend({ name: mailboxNameSchema, level: mailboxLevelSchema });
export const cartUpdateMailboxBodySchema = sessionParamsSchema.extend({
  name: mailboxNameSchema.optional(),
  level: mailboxLevelSchema.optional(),
});
/**
 * Changes of a domain in the register cart: period in years (one the TLD allows, else 1075),
 * privacy_level 0 or 1, mailbox true (adds a Mailbox "info" when it has none) or false (removes
 * its mailboxes).
 */
export const cartUpdateDomainBodySchema = sessionParamsSchema.extend({
  period: z.coerce.number().int().min(1).max(100).optional(),
  privacy_level: z.coerce.number().int().min(0).max(1).optional(),
  mailbox: z.boolean().optional(),
});
/** Coupon codes: letters, digits and hyphens, compared in upper case. */
export const cartCouponParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(3)
    .max(32)
    .regex(/^[A-Z0-9-]+$/),
});
export const cartCouponBodySchema = sessionParamsSchema;
