import { z } from 'zod';
import { priceViewSchema } from '../money/price-view';
import { sessionParamsSchema } from './session.contract';
import { CHECK_NAMES_MAX } from './domain-results';

export const searchQuerySchema = sessionParamsSchema.extend({
  // Length is checked after trimming by the service, so that the message can be 'Max 80 characters'.
  term: z.string().max(400),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
});

export const checkBodySchema = sessionParamsSchema.extend({
  domains: z.array(z.string().min(1).max(253)).min(1).max(CHECK_NAMES_MAX),
  /** Stop once this many available names were sent (spec §7: 10). */
  available_domains: z.number().int().min(1).max(CHECK_NAMES_MAX).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
});

export const suggestionsParamsSchema = z.object({ term: z.string().min(1).max(400) });
export const suggestionsQuerySchema = sessionParamsSchema.extend({
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

export const tldLimitQuerySchema = sessionParamsSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const idnLanguagesQuerySchema = sessionParamsSchema.extend({
  /** The term to pick a default language for. */
  term: z.string().max(400).optional(),
});

/** `GET /domain/search`: one name to check, in display order (`SearchCandidate` of domain-results.ts). */
export const searchCandidateSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  tld: z.string(),
  position: z.number().int(),
});

/** `GET /domain/search`: the names to check for a term, the typed one first. */
export const searchResultSchema = z.object({
  term: z.string(),
  /** The label searched for, as A-label and U-label. */
  sld: z.string(),
  sld_utf8: z.string(),
  /** The IDN language of the term, when it needs one. */
  language: z.string().nullable(),
  domains: z.array(searchCandidateSchema),
});

/** One checked name: a result of the check stream, and an entry of `GET /domain/suggestions/{term}`. */
export const checkedDomainSchema = z.object({
  type: z.literal('result'),
  domain: z.string(),
  domain_utf8: z.string(),
  status: z.number().int(),
  available: z.boolean(),
  /** Why a name cannot be registered: registered, reserved, redemption, pending-delete, unsupported-tld, policy, invalid. */
  reason: z.string().nullable(),
  premium: z.boolean(),
  /** The first-year registration price, the premium price for premium names. */
  price: priceViewSchema.nullable(),
  renewal: priceViewSchema.nullable(),
  checked: z.literal(true),
});

/** `GET /domain/search/tlds` and `/domain/suggestion/tlds`: the TLDs a search covers first. */
export const topTldsSchema = z.array(z.object({ tld: z.string(), tld_utf8: z.string() }));

/** `GET /config/idn-languages`: the languages of the picker, in the UI language, one marked as default. */
export const idnLanguageOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  defaultLanguage: z.boolean(),
});
