import { z } from 'zod';
import { CURRENCIES } from '../money/currency';
import { countryCodeSchema, sessionParamsSchema } from './session.contract';

/**
 * Prices, promotions and the TLD catalogue (spec §3 "Price list entry per TLD", "Promotion",
 * §7 "Domains and prices"). Every amount is a PriceView in the session's currency with the VAT
 * of the session's home country.
 */

/** Groups of the TLD list, the price groups and /domain/categories, in display order. */
export const TLD_CATEGORIES = ['popular', 'europe', 'generic', 'business', 'tech', 'creative', 'cities', 'international', 'idn'] as const;
export type TldCategory = (typeof TLD_CATEGORIES)[number];

export const PROMOTION_KINDS = ['registration', 'transfer', 'renewal'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Mirrors common/money/price-view.ts: `retail` net, `total` with VAT, both in minor units. */
export const priceViewSchema = z.object({
  total: z.number().int(),
  retail: z.number().int(),
  vat: z.number().int(),
  display_total: z.string(),
  currency: z.enum(CURRENCIES),
});

export const promotionDetailsSchema = z.object({
  /** When the promotion ends, ISO 8601 in UTC. */
  ends_at: z.string(),
  /** Whole percent saved against the standard price (spec §9). */
  discount_percent: z.number().int(),
  /** The promotion's text in the session language (plain text). */
  text: z.string(),
});
export type PromotionDetails = z.infer<typeof promotionDetailsSchema>;

/**
 * The price of one kind of order. While a promotion of that kind runs, the view itself is the
 * promotion price, `promotion` is true and `standard` holds the regular price.
 */
export const tldPriceSchema = priceViewSchema.extend({
  promotion: z.literal(true).optional(),
  standard: priceViewSchema.optional(),
  promotion_details: promotionDetailsSchema.optional(),
});
export type TldPrice = z.infer<typeof tldPriceSchema>;

export const priceListEntrySchema = z.object({
  tld: z.string(),
  tld_utf8: z.string(),
  categories: z.array(z.enum(TLD_CATEGORIES)),
  /** The WHOIS privacy service can be booked for the TLD. */
  privacy: z.boolean(),
  /** Mailboxes can be booked for domains of the TLD. */
  mailbox: z.boolean(),
  /** The registry accepts DNSSEC keys. */
  dnssec: z.boolean(),
  registration: tldPriceSchema,
  renewal: tldPriceSchema,
  /** A total of 0 means the transfer is free (e.g. .de: the renewal runs on at the new registrar). */
  transfer: tldPriceSchema,
  /** Restore from the redemption grace period. */
  rgp: priceViewSchema,
  /** Owner change, where the registry charges for it. */
  trade: priceViewSchema.optional(),
  /** Yearly local-presence (trustee) service, where the TLD requires presence. */
  trustee: priceViewSchema.optional(),
  /** Present when a transfer needs a second code sent by the registry by post. */
  transfer_authinfo2: z.literal(true).optional(),
  /** Present when transfers pass through a quarantine at the registry. */
  transfer_quarantine: z.literal(true).optional(),
});
export type PriceListEntry = z.infer<typeof priceListEntrySchema>;

export const promoDataSchema = z.object({
  /** The promotion price for the first year. */
  price: priceViewSchema,
  /** The standard price of the same kind of order; the discount is reckoned against it. */
  retail_price: priceViewSchema,
  /** The renewal price that applies from the second year on. */
  regular_price: priceViewSchema,
  discount_percent: z.number().int(),
  start_date: z.object({ date: z.string() }),
  /** ISO 8601 in UTC. */
  end_date: z.object({ date: z.string() }),
  text: z.string(),
});
export type PromoData = z.infer<typeof promoDataSchema>;

export const promoSchema = z.object({
  id: z.number().int(),
  tld: z.string(),
  tld_utf8: z.string(),
  logo_path: z.string().nullable(),
  promo_type: z.enum(PROMOTION_KINDS),
  /** Shown in the front-page carousel and promo boxes. */
  frontpage: z.boolean(),
  promo_data: promoDataSchema,
});
export type Promo = z.infer<typeof promoSchema>;

export const OTHER_SERVICE_IDS = ['privacy', 'mailbox', 'mailbox_pro', 'dns', 'dnssec', 'url_forwarding'] as const;

export const otherServiceSchema = z.object({
  id: z.enum(OTHER_SERVICE_IDS),
  name: z.string(),
  description: z.string(),
  /** What the price is for: a year per domain or mailbox. */
  period: z.enum(['year']),
  price: priceViewSchema,
});
export type OtherService = z.infer<typeof otherServiceSchema>;

export const priceListSchema = z.object({
  prices: z.array(priceListEntrySchema),
  /** The promotions running now (of the one TLD when asked with tld=). */
  promos: z.array(promoSchema),
  other_services: z.array(otherServiceSchema),
  /** The shop's own VAT identification number. */
  vat_id: z.string(),
  vat_rate: z.number(),
  business_customer: z.boolean(),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** A TLD as typed: A-label or U-label, with or without the leading dot. */
export const tldParamSchema = z.string().trim().min(1).max(63);

export const priceListQuerySchema = sessionParamsSchema.extend({
  tld: tldParamSchema.optional(),
});

export const tldGroupSchema = z.object({
  category: z.enum(TLD_CATEGORIES),
  /** The group's name in the session language. */
  name: z.string(),
  tlds: z.array(z.object({ tld: z.string(), tld_utf8: z.string(), registration: tldPriceSchema })),
});
export type TldGroup = z.infer<typeof tldGroupSchema>;

export const vatInfoSchema = z.object({
  country: countryCodeSchema,
  vat_rate: z.number(),
  business_customer: z.boolean(),
  /** True when the customer accounts for the VAT (EU business with a valid VAT ID in another country). */
  reverse_charge: z.boolean(),
});
export type VatInfo = z.infer<typeof vatInfoSchema>;

export const latestTldSchema = z.object({
  tld: z.string(),
  tld_utf8: z.string(),
  /** The day the TLD went on sale here, YYYY-MM-DD. */
  launched_on: z.string(),
  registration: tldPriceSchema,
});
export type LatestTld = z.infer<typeof latestTldSchema>;

/** TLD A-label → logo path under the web app's public folder; only TLDs with a logo. */
export const tldLogosSchema = z.record(z.string(), z.string());
export type TldLogos = z.infer<typeof tldLogosSchema>;

export const domainCategorySchema = z.object({
  category: z.enum(TLD_CATEGORIES),
  name: z.string(),
  tlds: z.array(z.object({ tld: z.string(), tld_utf8: z.string() })),
});
export type DomainCategory = z.infer<typeof domainCategorySchema>;
