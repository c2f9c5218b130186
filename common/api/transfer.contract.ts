import { z } from 'zod';
import { priceViewSchema } from '../money/price-view';
import { sessionParamsSchema } from './session.contract';

/**
 * Transfers in and out (spec §2.1 /user/domains_in_pending; issue "domain management").
 * The list shape is shared by the pending-transfers page and the dashboard.
 */

/** Where an incoming transfer stands; the registry's EPP transfer states plus our own steps. */
export const TRANSFER_STATES = ['waiting-payment', 'requested', 'pending', 'approved', 'rejected', 'cancelled', 'failed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const transferViewSchema = z.object({
  id: z.number().int(),
  /** Lower-case A-label. */
  domain: z.string(),
  domain_utf8: z.string(),
  state: z.enum(TRANSFER_STATES),
  /** ISO date-times; null until the registry has the request. */
  requested_at: z.string().nullable(),
  /** When the registry approves on its own unless the losing side acts (five days). */
  act_by: z.string().nullable(),
  /** True while the customer can still cancel it. */
  cancellable: z.boolean(),
});
export type TransferView = z.infer<typeof transferViewSchema>;

/** GET /domain/transfer/list?state=open|all&page&per_page */
export const transferListSchema = z.object({
  transfers: z.array(transferViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TransferList = z.infer<typeof transferListSchema>;

export const TRANSFER_LIST_STATES = ['open', 'all'] as const;

export const transferListQuerySchema = sessionParamsSchema.extend({
  /** `open`: waiting for payment, requested or pending at the registry; `all`: settled ones too. */
  state: z.enum(TRANSFER_LIST_STATES).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransferListQuery = z.infer<typeof transferListQuerySchema>;

/** A name in Unicode or A-label form, as typed (checked by the service, with a clear error). */
export const transferDomainParamsSchema = z.object({ domain: z.string().trim().min(1).max(255) });

export const transferIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Auth codes of registries are 6–64 printable characters without spaces (RFC 5731 authInfo). */
export const AUTH_CODE_PATTERN = /^[\x21-\x7e]{6,64}$/;

/**
 * POST /cart/add/transfer/{domain} and POST /cart/update/transfer/{domain} (a corrected code for a
 * transfer in the cart): the auth code is checked for its form, then at the registry before it goes
 * into the cart (1088 when refused), and once more by the registry when the transfer runs.
 */
export const addTransferBodySchema = sessionParamsSchema.extend({
  auth_code: z.string().max(200),
});

/** Why a name cannot be transferred in now; null when it can. */
export const TRANSFER_PROBLEMS = [
  'not-registered',
  'already-here',
  'prohibited',
  'too-soon',
  'pending',
  'redemption',
  'unknown-tld',
] as const;
export type TransferProblem = (typeof TRANSFER_PROBLEMS)[number];

/** GET /domain/transfer/check/{domain} */
export const transferCheckViewSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  transferable: z.boolean(),
  problem: z.enum(TRANSFER_PROBLEMS).nullable(),
  /** With `too-soon`: the first moment the registry accepts a transfer (ISO). */
  locked_until: z.string().nullable(),
  /** The transfer price (one year added), with VAT, in the session's currency; null when the TLD is not sold. */
  price: priceViewSchema.nullable(),
});
export type TransferCheckView = z.infer<typeof transferCheckViewSchema>;

/** POST /domain/authcode/{domain}: the owner's current password, and a code from the app (or a recovery code) when two-factor login is on. */
export const authCodeBodySchema = sessionParamsSchema.extend({
  password: z.string().min(1).max(1024),
  code: z.string().trim().max(64).optional(),
  /** Sets a new random auth code at the registry first (the old one stops working). */
  regenerate: z.boolean().default(false),
});

export const authCodeViewSchema = z.object({ domain: z.string(), auth_code: z.string() });
export type AuthCodeView = z.infer<typeof authCodeViewSchema>;

/** POST /domain/transfer-lock/{domain} */
export const transferLockBodySchema = sessionParamsSchema.extend({ locked: z.boolean() });
/** POST /domain/privacy/{domain} */
export const privacyBodySchema = sessionParamsSchema.extend({ privacy: z.boolean() });

/** POST /domain/transfer-lock/{domain} */
export const domainSettingsViewSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  /** clientTransferProhibited is set. */
  transfer_lock: z.boolean(),
  privacy: z.boolean(),
});
export type DomainSettingsView = z.infer<typeof domainSettingsViewSchema>;
