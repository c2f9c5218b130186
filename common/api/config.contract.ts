import { z } from 'zod';
import { footerSettingsSchema } from './footer.contract';
import { localizationSchema, userSchema } from './session.contract';

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  vat_rate: z.number(),
  eu: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesQuerySchema = z.object({
  csrf_token: z.string().max(128).optional(),
  session_id: z.string().max(128).optional(),
  /** special=true puts the most common countries of our customers first. */
  special: z.enum(['true', 'false']).optional(),
});

export const tldSummarySchema = z.object({
  tld: z.string(),
  tld_utf8: z.string(),
});

/** Item counts for the cart badge; the cart itself comes from GET /cart/list/all. */
const cartSummarySchema = z.object({ count: z.number().int() });

/** An operator's start message (spec §3 Popup), active now, in the session's language. */
export const popupSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** info and success close by themselves after 30 s; error stays until closed (spec §4). */
  type: z.enum(['info', 'success', 'error']),
});
export type Popup = z.infer<typeof popupSchema>;

export const appSettingsSchema = z.object({
  ote: z.boolean(),
  tracking: z.boolean(),
  exchange_rates: z.object({ EUR: z.number(), USD: z.number(), GBP: z.number() }),
  csrf_token: z.string(),
  session_id: z.string(),
  cookie_consent: z.boolean().nullable(),
  localization: localizationSchema,
  tlds: z.array(tldSummarySchema),
  /**
   * The country codes on offer, the common ones first. Names in the session language come from
   * GET /config/countries (or Intl.DisplayNames); rates from vat_countries. Kept to codes because
   * this answer is loaded on every page start.
   */
  countries: z.array(z.string()),
  carts: z.object({ register: cartSummarySchema, renew: cartSummarySchema, rgp: cartSummarySchema }),
  vat_countries: z.record(z.string(), z.number()),
  eu_countries: z.array(z.string()),
  popups: z.array(popupSchema),
  authenticated: z.boolean(),
  user: userSchema.nullable(),
  build: z.object({ hash: z.string(), time: z.string() }),
  /** The footer's payment logos, certification, operator, social and legal links, set by the operator (spec §2.3). */
  footer: footerSettingsSchema,
  /** The shop's name, set by the operator (SHOP_NAME): the web app's header and document title (decision 063). */
  shop_name: z.string(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
