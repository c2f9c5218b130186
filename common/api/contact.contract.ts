import { z } from 'zod';
import { registrantContactSchema, registrantContactViewSchema } from './payment.contract';
import { sessionParamsSchema } from './session.contract';

/** The roles a contact of the customer's domains has (RFC 5731 §2.2: registrant, admin, tech). */
export const CONTACT_ROLES = ['registrant', 'admin', 'tech'] as const;
export type ContactRoleName = (typeof CONTACT_ROLES)[number];

/**
 * A contact as the contacts page edits it: the registrant form of the checkout (the same rules,
 * so the page and the server refuse the same input).
 */
export const contactDetailsSchema = registrantContactSchema;
export type ContactDetails = z.output<typeof contactDetailsSchema>;

export const contactIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const contactUpdateBodySchema = sessionParamsSchema.extend({ contact: contactDetailsSchema });
export const contactAddBodySchema = sessionParamsSchema.extend({ role: z.enum(CONTACT_ROLES), contact: contactDetailsSchema });

/** Where a contact's e-mail stands (spec §3 Unverified contact e-mails, with the 15 days of ICANN's rule). */
export const CONTACT_VERIFICATION_STATES = ['verified', 'pending', 'overdue'] as const;
export type ContactVerificationState = (typeof CONTACT_VERIFICATION_STATES)[number];

export const contactViewSchema = z.object({
  id: z.number().int(),
  role: z.enum(CONTACT_ROLES),
  /** Null for the account's own contact until its details are filled in. */
  details: registrantContactViewSchema.nullable(),
  email: z.string(),
  verification: z.enum(CONTACT_VERIFICATION_STATES),
  /** Until when the e-mail must be verified (ISO); null once verified. */
  verify_by: z.string().nullable(),
  /** Names whose registrant this contact is (lower-case A-labels, with their display form). */
  domains: z.array(z.object({ domain: z.string(), domain_utf8: z.string(), suspended: z.boolean() })),
});
export type ContactView = z.infer<typeof contactViewSchema>;

export const contactListViewSchema = z.object({ contacts: z.array(contactViewSchema) });
export type ContactListView = z.infer<typeof contactListViewSchema>;
