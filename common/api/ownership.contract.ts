import { z } from 'zod';
import { emailTokenSchema } from './account.contract';
import { registrantContactSchema, type RegistrantContact } from './payment.contract';
import { sessionParamsSchema } from './session.contract';

/**
 * Change of registrant (ICANN Transfer Policy, part II; spec §2.3 "ownership/permissions"):
 * the page /user/domain/ownership and the confirmation page the mailed links open
 * (docs/decisions/050-change-of-registrant.md).
 */

/** How long the two mailed links work; a change not confirmed by both within it lapses. */
export const REGISTRANT_CHANGE_VALID_DAYS = 14;
/** The inter-registrar transfer lock after a change (Transfer Policy II.C.2), unless opted out before. */
export const REGISTRANT_CHANGE_LOCK_DAYS = 60;

export const OWNERSHIP_STATES = ['pending', 'confirmed', 'completed', 'declined', 'expired', 'cancelled', 'failed'] as const;
export type OwnershipChangeState = (typeof OWNERSHIP_STATES)[number];
export type OwnershipParty = 'prior' | 'new';

/** A name in Unicode or A-label form, as typed (checked by the service, with a clear error). */
export const ownershipDomainParamsSchema = z.object({ domain: z.string().trim().min(1).max(255) });
export const ownershipIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /domain/ownership/change/{domain} */
export const ownershipChangeBodySchema = sessionParamsSchema.extend({
  /** The new registrant, checked by the same rules as a checkout's registrant. */
  registrant: registrantContactSchema,
  /** The prior registrant goes without the 60-day transfer lock after the change (it must be chosen now, before the change). */
  opt_out_transfer_lock: z.boolean().default(false),
});
export type OwnershipChangeBody = z.input<typeof ownershipChangeBodySchema>;

/** POST /domain/ownership/confirm/details and /domain/ownership/confirm: the token of a mailed link. */
export const ownershipTokenBodySchema = sessionParamsSchema.extend({ token: emailTokenSchema });
export const ownershipAnswerBodySchema = ownershipTokenBodySchema.extend({ answer: z.enum(['confirm', 'decline']) });

/** A change of registrant as its customer sees it. */
export interface OwnershipChangeView {
  id: number;
  /** A-label. */
  domain: string;
  domain_utf8: string;
  state: OwnershipChangeState;
  new_registrant: { name: string; org: string; email: string };
  prior_registrant: { name: string; org: string; email: string };
  prior_confirmed: boolean;
  new_confirmed: boolean;
  declined_by: OwnershipParty | null;
  opt_out_transfer_lock: boolean;
  /** ISO date-times. */
  created_at: string;
  expires_at: string;
  settled_at: string | null;
  transfer_locked_until: string | null;
}

/** GET /domain/ownership/list: the user's changes, newest first. */
export interface OwnershipChangeList {
  changes: OwnershipChangeView[];
}

/** GET /domain/ownership/info/{domain}: the registrant now, the open change, the lock. */
export interface OwnershipInfo {
  domain: string;
  domain_utf8: string;
  registrant: RegistrantContact;
  open_change: OwnershipChangeView | null;
  /** While set and in the future, the name cannot move to another registrar (ISO). */
  transfer_locked_until: string | null;
}

/** What a mailed link shows before it is answered (no login: the new registrant is rarely a customer). */
export interface OwnershipConfirmationView {
  domain: string;
  domain_utf8: string;
  /** Whose link it is. */
  party: OwnershipParty;
  state: OwnershipChangeState;
  /** This party has confirmed already. */
  confirmed: boolean;
  prior_registrant: { name: string; org: string };
  new_registrant: { name: string; org: string; email: string };
  opt_out_transfer_lock: boolean;
  expires_at: string;
  transfer_locked_until: string | null;
}
