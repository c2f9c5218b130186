import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

/**
 * "My domains" (spec §2.1 /user/domains, §7 GET /domain/list, GET /domain/count,
 * POST /domain/property/autorenew and /domain/property/autorenew-by-pattern; decision 019).
 */

/**
 * Where a domain is in its lifecycle, for the customer (domain-rules.md §1), one per domain,
 * the first that applies:
 * - `pending-delete`: the redemption period is over; the registry frees the name in a few days.
 * - `redemption`: deleted at the registry, still restorable (RGP, including a pending restore).
 * - `pending-transfer`: another registrar asked for the name; it moves unless refused in 5 days.
 * - `expired`: the paid term and the registry's auto-renew grace period have passed.
 * - `grace`: the paid term has ended; the registry auto-renewed it and a renewal is still possible
 *   at the normal price (auto-renew grace period).
 * - `expiring`: the paid term ends within EXPIRING_SOON_DAYS days.
 * - `active`: none of these.
 * Transfer locks are not a status but flags beside it (`transfer_lock`, `transfer_locked_until`).
 */
export const DOMAIN_STATUSES = ['active', 'expiring', 'grace', 'expired', 'redemption', 'pending-delete', 'pending-transfer'] as const;
export type CustomerDomainStatus = (typeof DOMAIN_STATUSES)[number];

/** Why a name is suspended (`suspended` of a domain). */
export const DOMAIN_SUSPENSIONS = ['registrant-verification', 'hold'] as const;
export type DomainSuspension = (typeof DOMAIN_SUSPENSIONS)[number];

/** The first renewal reminder of the ERRP is about a month before expiry (domain-rules.md §1). */
export const EXPIRING_SOON_DAYS = 30;

/**
 * The list's `type` filter: `all`; one status (`expiring`, `grace`, `expired`, `redemption`,
 * `pending-delete`, `pending-transfer`, `active`); or `locked`: names that cannot be
 * transferred away now (registrar lock set, or inside the registry's 60-day lock after creation or a transfer).
 */
export const DOMAIN_LIST_TYPES = ['all', ...DOMAIN_STATUSES, 'locked'] as const;
export type DomainListType = (typeof DOMAIN_LIST_TYPES)[number];

export const DOMAIN_LIST_SORTS = ['name', 'expiry', 'created'] as const;
export type DomainListSort = (typeof DOMAIN_LIST_SORTS)[number];

export const DOMAIN_PATTERN_MAX_LENGTH = 80;

/**
 * A search pattern: letters (any script), digits, hyphen, dot and `*` (any characters). Without a
 * `*` it matches anywhere in the name; with one, the whole name must match (`shop*.de`). It is
 * compared with the Unicode and the A-label form of each name, ignoring case.
 */
export const domainPatternSchema = z
  .string()
  .trim()
  .min(1)
  .max(DOMAIN_PATTERN_MAX_LENGTH)
  .regex(/^[\p{L}\p{M}\p{N}.*-]+$/u, 'pattern');

export const domainListQuerySchema = sessionParamsSchema.extend({
  type: z.enum(DOMAIN_LIST_TYPES).default('all'),
  pattern: domainPatternSchema.optional(),
  /** Only names whose paid term ends within this many days (already ended ones included). */
  expiring: z.coerce.number().int().min(0).max(3650).optional(),
  sort: z.enum(DOMAIN_LIST_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type DomainListQuery = z.infer<typeof domainListQuerySchema>;

export const domainCountQuerySchema = sessionParamsSchema;

/** At most this many names in one auto-renew call. */
export const AUTORENEW_MAX_NAMES = 500;

export const autoRenewBodySchema = sessionParamsSchema.extend({
  /** Names in Unicode or A-label form. */
  domains: z.array(z.string().trim().min(1).max(255)).min(1).max(AUTORENEW_MAX_NAMES),
  auto_renew: z.boolean(),
});

export const autoRenewByPatternBodySchema = sessionParamsSchema.extend({
  pattern: domainPatternSchema,
  auto_renew: z.boolean(),
});

export const customerDomainViewSchema = z.object({
  /** A-label. */
  domain: z.string(),
  domain_utf8: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  registered_at: z.string(),
  /** The end of the paid term. */
  expires_at: z.string(),
  auto_renew: z.boolean(),
  privacy: z.boolean(),
  /** The registrar lock (clientTransferProhibited) is set. */
  transfer_lock: z.boolean(),
  /** The registry's lock after creation or a transfer; null when it has passed. */
  transfer_locked_until: z.string().nullable(),
  /**
   * Why the name is suspended (EPP clientHold or serverHold: it does not resolve), or null when it
   * is not. `registrant-verification`: its registrant's e-mail address was not verified within 15
   * days (decision 048), and verifying it lifts the hold; `hold`: held for another reason, by the
   * registrar or the registry. A flag beside the status, as the transfer locks are.
   */
  suspended: z.enum(DOMAIN_SUSPENSIONS).nullable(),
  nameservers: z.array(z.string()),
});
export type CustomerDomainView = z.infer<typeof customerDomainViewSchema>;

export const customerDomainListViewSchema = z.object({
  domains: z.array(customerDomainViewSchema),
  /** Names matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type CustomerDomainListView = z.infer<typeof customerDomainListViewSchema>;

/** Counts per status for the dashboard; `locked` and `auto_renew_off` overlap the statuses. */
export const customerDomainCountViewSchema = z.object({
  all: z.number().int(),
  locked: z.number().int(),
  auto_renew_off: z.number().int(),
  active: z.number().int(),
  expiring: z.number().int(),
  grace: z.number().int(),
  expired: z.number().int(),
  redemption: z.number().int(),
  'pending-delete': z.number().int(),
  'pending-transfer': z.number().int(),
} satisfies Record<CustomerDomainStatus, z.ZodNumber> & Record<string, z.ZodNumber>);
export type CustomerDomainCountView = z.infer<typeof customerDomainCountViewSchema>;

export const autoRenewViewSchema = z.object({
  /** The names asked for (or matched), with the setting they have now. */
  domains: z.array(z.object({ domain: z.string(), domain_utf8: z.string(), auto_renew: z.boolean() })),
  /** How many of them changed. */
  changed: z.number().int(),
});
export type AutoRenewView = z.infer<typeof autoRenewViewSchema>;

export const autoRenewByPatternViewSchema = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
});
export type AutoRenewByPatternView = z.infer<typeof autoRenewByPatternViewSchema>;
