import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { promoDataSchema } from './price.contract';
import { sessionParamsSchema } from './session.contract';

/**
 * News, the home page's top banners and the system-bar and countdown ads (spec §3). Texts are
 * plain text: the client renders them as text, never as HTML.
 */

export const NEWS_PER_PAGE_MAX = 50;

export const newsListQuerySchema = sessionParamsSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(NEWS_PER_PAGE_MAX).default(10),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsItemParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647)),
});

export const newsEntrySchema = z.object({
  id: z.number().int(),
  /** In the session language. */
  title: z.string(),
  text: z.string(),
  /** Publication time, ISO 8601 in UTC. */
  date: z.object({ date: z.string() }),
  highlight: z.boolean(),
});
export type NewsEntry = z.infer<typeof newsEntrySchema>;

export const newsPageSchema = z.object({
  items: z.array(newsEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

const perLanguage = z.object({ de: z.string(), en: z.string() });

export const BANNER_TYPES = ['free', 'tld', 'rotating'] as const;

export const bannerSchema = z.object({
  id: z.number().int(),
  tld: z.string().nullable(),
  tld_utf8: z.string().nullable(),
  /** free: editorial; tld: needs promo_data (the client drops it without); rotating: image by day. */
  promo_type: z.enum(BANNER_TYPES),
  /** The running promotion of the banner's TLD, or false. */
  promo_data: z.union([promoDataSchema, z.literal(false)]),
  title: perLanguage,
  text: perLanguage,
  /**
   * Image paths per language. A rotating banner has several and shows the one at
   * (days since `start`) modulo their number; an empty list means a text banner on its colour.
   */
  banner_url: z.object({ de: z.array(z.string()), en: z.array(z.string()) }),
  url: z.string(),
  logo_path: z.string().nullable(),
  show_logo: z.union([z.literal(0), z.literal(1)]),
  background_color: z.string(),
  /** Carousel order; any 0 makes the client shuffle (spec §4). */
  sort: z.number().int(),
  /** Milliseconds between slides. */
  interval: z.number().int(),
  /** ISO 8601 in UTC. */
  start: z.string(),
  end: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

const adBase = z.object({
  id: z.number().int(),
  /** ad: an operator's message; news: a news item marked for the system bar (ids are per source). */
  source: z.enum(['ad', 'news']),
  title: perLanguage,
  text: perLanguage,
  url: z.string().nullable(),
  start: z.object({ date: z.string() }),
  end: z.object({ date: z.string() }),
});

/** A system-bar entry; a news item marked without an end has none. */
const systemBarAd = adBase.extend({ end: z.object({ date: z.string() }).nullable() });

export const adsSchema = z.object({
  /** Running now or starting within 30 days, soonest first. */
  countdown: z.array(adBase),
  /** Running now: the operator's messages, then the news marked for the bar (newest, at most 3). */
  systembar: z.array(systemBarAd),
});
export type Ads = z.infer<typeof adsSchema>;
export type Ad = z.infer<typeof adBase>;
export type SystemBarAd = z.infer<typeof systemBarAd>;

/** GET /rss: the feed's language; English by default. */
export const rssQuerySchema = z.object({
  lang: z
    .string()
    .max(8)
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(LANGUAGES))
    .optional(),
});
