import { z } from 'zod';
import type { PriceView } from '../money/price-view';
import { sessionParamsSchema } from './session.contract';

/**
 * Premium and expiring domains (spec §2.1 /domain/premium-and-expiring, §7 GET
 * /domain/premium-and-expiring; decision 025): premium names the registries offer, and the drop
 * list of deleted names that are released soon.
 */

export const PREMIUM_EXPIRING_KINDS = ['all', 'premium', 'expiring'] as const;
export type PremiumExpiringKind = (typeof PREMIUM_EXPIRING_KINDS)[number];

/** The drop list reaches this many days ahead: redemption (up to 40 days) plus pending delete. */
export const DROP_LIST_DAYS = 45;

export const PREMIUM_EXPIRING_PER_PAGE_MAX = 100;

export const premiumExpiringQuerySchema = sessionParamsSchema.extend({
  /** `all`: premium names first, then the drop list, as one list. */
  kind: z.enum(PREMIUM_EXPIRING_KINDS).default('all'),
  /** One TLD, with or without the dot, as A-label or Unicode. */
  tld: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PREMIUM_EXPIRING_PER_PAGE_MAX).default(20),
});
export type PremiumExpiringQuery = z.infer<typeof premiumExpiringQuerySchema>;

export interface PremiumExpiringItem {
  kind: 'premium' | 'expiring';
  /** Lower-case A-label. */
  domain: string;
  domain_utf8: string;
  tld: string;
  /**
   * The first year's registration in the session's currency with VAT: the registry's premium
   * price for a premium name, the shop's price of the TLD (promotion included) for a released one.
   */
  price: PriceView;
  renewal: PriceView;
  /** Expiring names: when the registry releases the name (ISO date-time); null for premium names. */
  release_at: string | null;
  /** Expiring names: `redemption` (its holder may still restore it) or `pending-delete` (it will drop). */
  registry_status: 'redemption' | 'pending-delete' | null;
  /** True when it can go into the cart now; a name still held at the registry cannot. */
  available: boolean;
  /** The name is in the register cart of this session already. */
  in_cart: boolean;
}

export interface PremiumExpiringList {
  items: PremiumExpiringItem[];
  /** Items matching the filters (all pages). */
  total: number;
  premium_total: number;
  expiring_total: number;
  page: number;
  per_page: number;
}
