import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { emailTokenSchema } from './account.contract';
import { registrantContactSchema, registrantContactViewSchema } from './payment.contract';
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

/**
 * The consent a customer gives to approve a change as the prior registrant's Designated Agent
 * (Transfer Policy II.C; decision 050). One text for the page and the record: the page shows it
 * beside the checkbox, the server stores it as agreed to, in the customer's language.
 */
export function designatedAgentConsent(language: Language, domain: string): string {
  return language === 'de'
    ? `Ich bin der bisherige Inhaber von ${domain} oder von ihm dazu bevollmächtigt. Der Inhaber bestimmt den Inhaber dieses Kundenkontos ausdrücklich zu seinem Bevollmächtigten (Designated Agent nach der ICANN Transfer Policy) und ermächtigt ihn, diesem Inhaberwechsel in seinem Namen zuzustimmen. Die Zustimmung wird mit Zeitpunkt gespeichert; der bisherige Inhaber erhält dann keinen Bestätigungslink, sondern eine Nachricht nach dem Wechsel.`
    : `I am the current registrant of ${domain} or authorised by it. The registrant explicitly designates the holder of this customer account as its Designated Agent under the ICANN Transfer Policy, authorised to approve this change of registrant on its behalf. The approval is recorded with its time; the current registrant then gets no confirmation link, but a notice after the change.`;
}

/** POST /domain/ownership/change/{domain} */
export const ownershipChangeBodySchema = sessionParamsSchema.extend({
  /** The new registrant, checked by the same rules as a checkout's registrant. */
  registrant: registrantContactSchema,
  /** The prior registrant goes without the 60-day transfer lock after the change (it must be chosen now, before the change). */
  opt_out_transfer_lock: z.boolean().default(false),
  /** The customer approves for the prior registrant as its Designated Agent (designatedAgentConsent); needs `password` (and `code` with two-factor login). */
  designated_agent: z.boolean().default(false),
  password: z.string().min(1).max(1024).optional(),
  code: z.string().trim().max(64).optional(),
});
export type OwnershipChangeBody = z.input<typeof ownershipChangeBodySchema>;

/** POST /domain/ownership/confirm/details and /domain/ownership/confirm: the token of a mailed link. */
export const ownershipTokenBodySchema = sessionParamsSchema.extend({ token: emailTokenSchema });
export const ownershipAnswerBodySchema = ownershipTokenBodySchema.extend({ answer: z.enum(['confirm', 'decline']) });

/** A change of registrant as its customer sees it. */
const partySchema = z.enum(['prior', 'new']);

export const ownershipChangeViewSchema = z.object({
  id: z.number().int(),
  /** A-label. */
  domain: z.string(),
  domain_utf8: z.string(),
  state: z.enum(OWNERSHIP_STATES),
  new_registrant: z.object({ name: z.string(), org: z.string(), email: z.string() }),
  prior_registrant: z.object({ name: z.string(), org: z.string(), email: z.string() }),
  prior_confirmed: z.boolean(),
  new_confirmed: z.boolean(),
  declined_by: partySchema.nullable(),
  opt_out_transfer_lock: z.boolean(),
  /** ISO date-times. */
  created_at: z.string(),
  expires_at: z.string(),
  settled_at: z.string().nullable(),
  transfer_locked_until: z.string().nullable(),
  /** When the customer approved for the prior registrant as its Designated Agent (ISO); null when the prior registrant confirms itself. */
  agent_approved_at: z.string().nullable(),
});
export type OwnershipChangeView = z.infer<typeof ownershipChangeViewSchema>;

/** GET /domain/ownership/list: the user's changes, newest first. */
export const ownershipChangeListSchema = z.object({ changes: z.array(ownershipChangeViewSchema) });
export type OwnershipChangeList = z.infer<typeof ownershipChangeListSchema>;

/** GET /domain/ownership/info/{domain}: the registrant now, the open change, the lock. */
export const ownershipInfoSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  registrant: registrantContactViewSchema,
  open_change: ownershipChangeViewSchema.nullable(),
  /** While set and in the future, the name cannot move to another registrar (ISO). */
  transfer_locked_until: z.string().nullable(),
});
export type OwnershipInfo = z.infer<typeof ownershipInfoSchema>;

/** What a mailed link shows before it is answered (no login: the new registrant is rarely a customer). */
export const ownershipConfirmationViewSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  /** Whose link it is. */
  party: partySchema,
  state: z.enum(OWNERSHIP_STATES),
  /** This party has confirmed already. */
  confirmed: z.boolean(),
  prior_registrant: z.object({ name: z.string(), org: z.string() }),
  new_registrant: z.object({ name: z.string(), org: z.string(), email: z.string() }),
  opt_out_transfer_lock: z.boolean(),
  expires_at: z.string(),
  transfer_locked_until: z.string().nullable(),
  /** The prior registrant's approval was given by its Designated Agent (the customer). */
  prior_by_agent: z.boolean(),
});
export type OwnershipConfirmationView = z.infer<typeof ownershipConfirmationViewSchema>;
