import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';
import type { PriceView } from '../money/price-view';

/**
 * The carts of spec §3: a register section (domains to register, with suggestions), and the
 * renew and restore (RGP) sections. Each section has its items, count and totals.
 */
/**
 * 'Transfer': a name to transfer in with its auth code (kept on the server only). 'Privacy' (renew
 * section): WHOIS privacy for the rest of a name's paid term, turned on once paid (decision 028).
 */
export type CartItemType = 'Domain' | 'Mailbox' | 'Coupon' | 'Transfer' | 'Privacy';

export interface CartItem {
  id: string;
  type: CartItemType;
  /** What the item is, in the session language ("Domain registration"). */
  name: string;
  domain: string;
  domain_utf8: string;
  period: number;
  premium: boolean;
  /** What the item is, in full, in the session language ("Domain registration example.com, 2 years"). */
  description: string;
  /** The price of the item for its period, with VAT (a coupon's is negative). */
  totalPrice: PriceView;
  /** Domains: the periods in years the TLD allows (never beyond 10). */
  period_options?: number[];
  /** Domains: 0 without, 1 with WHOIS privacy; whether the TLD allows it and what it costs a year. */
  privacy_level?: number;
  privacy_available?: boolean;
  privacy_price?: PriceView;
  /** Domains: whether mailboxes can be added. */
  mailbox_available?: boolean;
  /** Mailboxes: the id of their domain's item, their local part and level (1 Mailbox, 2 Mailbox Pro). */
  parent_id?: string;
  mailbox_name?: string;
  mailbox_level?: number;
  /** Privacy items: the end of the term the service is bought for (ISO). */
  service_until?: string;
  /** Coupons: the code and, when it gives no discount now, why (in the session language). */
  coupon?: { code: string; problem: CouponProblemCode | null; message: string | null };
}

export type CouponProblemCode = 'unknown' | 'not_started' | 'expired' | 'exhausted' | 'user_limit' | 'min_order' | 'no_items';

export interface CartTotals {
  /** With VAT, in minor units of the display currency. */
  total: number;
  vat_value: number;
  vat_rate: number;
  currency: string;
  display_total: string;
  display_vat: string;
}

export interface CartSuggestion {
  suggested_name: string;
  suggested_name_utf8: string;
  price: PriceView | null;
  in_cart: boolean;
}

export interface RegisterCart {
  items: Record<string, CartItem>;
  count: number;
  total: CartTotals;
  suggestions: { bundles: CartSuggestion[]; promos: CartSuggestion[] };
}

export interface SectionCart {
  items: Record<string, CartItem>;
  count: number;
  total: CartTotals;
}

export interface AllCarts {
  register: RegisterCart;
  renew: SectionCart;
  rgp: SectionCart;
}

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

/** A mailbox's local part: letters, digits and - + . _ = & (spec §5), not starting or ending with a dot. */
export const mailboxNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9\-+._=&]+$/)
  .refine((name) => !name.startsWith('.') && !name.endsWith('.') && !name.includes('..'));
export const mailboxLevelSchema = z.coerce.number().int().min(1).max(2);

export const cartAddMailboxBodySchema = sessionParamsSchema.extend({ name: mailboxNameSchema, level: mailboxLevelSchema });
export const cartUpdateMailboxBodySchema = sessionParamsSchema.extend({
  name: mailboxNameSchema.optional(),
  level: mailboxLevelSchema.optional(),
});
/**
 * Changes of a domain in the register cart: period in years (clamped to what the TLD allows),
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
