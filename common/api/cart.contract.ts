import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';
import type { PriceView } from '../money/price-view';

/**
 * The carts of spec §3: a register section (domains to register, with suggestions), and the
 * renew and restore (RGP) sections. Each section has its items, count and totals.
 */
export type CartItemType = 'Domain' | 'Mailbox' | 'Coupon';

export interface CartItem {
  id: string;
  type: CartItemType;
  /** What the item is, in the session language ("Domain registration"). */
  name: string;
  domain: string;
  domain_utf8: string;
  period: number;
  premium: boolean;
  /** The price of the item for its period, with VAT. */
  totalPrice: PriceView;
}

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
  language: z.string().regex(/^[a-z]{2,3}$/).optional(),
});
export const cartRemoveDomainBodySchema = sessionParamsSchema;
