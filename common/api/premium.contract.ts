import { z } from 'zod';
import { priceViewSchema } from '../money/price-view';
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

export const premiumExpiringItemSchema = z.object({
  kind: z.enum(['premium', 'expiring']),
  /** Lower-case A-label. */
  domain: z.string(),
  domain_utf8: z.string(),
  tld: z.string(),
  /**
   * The first year's registration in the session's currency with VAT: the registry's premium
   * price for a premium name, the shop's price of the TLD (promotion included) for a released one.
   */
  price: priceViewSchema,
  renewal: priceViewSchema,
  /** Expiring names: when the registry releases the name (ISO date-time); null for premium names. */
  release_at: z.string().nullable(),
  /** Expiring names: `redemption` (its holder may still restore it) or `pending-delete` (it will drop). */
  registry_status: z.enum(['redemption', 'pending-delete']).nullable(),
  /** True when it can go into the cart now; a name still held at the registry cannot. */
  available: z.boolean(),
  /** The name is in the register cart of this session already. */
  in_cart: z.boolean(),
});
export type PremiumExpiringItem = z.infer<typeof premiumExpiringItemSchema>;

export const premiumExpiringListSchema = z.object({
  items: z.array(premiumExpiringItemSchema),
  /** Items matching the filters (all pages). */
  total: z.number().int(),
  premium_total: z.number().int(),
  expiring_total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PremiumExpiringList = z.infer<typeof premiumExpiringListSchema>;
