import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';
import { mailboxLevelSchema, mailboxNameSchema } from './cart.contract';

/**
 * Mailboxes (spec §3 "Mailbox", §5, §7 "Mailboxes"; issue 17; docs/decisions/041 and 042).
 *
 * Spec §7:
 * - GET  /vmail/mailboxes                               the customer's mailboxes and the mail servers' settings
 * - POST /vmail/validate/mailbox                        { domain, name, level, password? } → whether it can be added, and how (direct or cart)
 * - POST /vmail/mailbox/{id}/update-name                { name } renames the mailbox's address (mail is kept)
 * - POST /vmail/mailbox/{id}/create/{alias}/{fqdn}      adds alias@fqdn (a domain the customer owns) delivering into the mailbox
 * - POST /vmail/mailbox/{id}/delete/{alias}             removes an alias (`alias` is the full address alias@fqdn)
 * - POST /vmail/mailbox/delete/{id}                     deletes the mailbox and its stored mail
 * - POST /vmail/mailbox/change-password/{id}            { password } (the old one stops working at once)
 * Further calls (paths not shown in the spec):
 * - POST /vmail/mailbox/create                          { domain, name, level, password } into a paid free slot of the domain (8110 when it must be bought: add it to the cart with POST /cart/add/mailbox)
 * - POST /vmail/mailbox/{id}/catch-all                  { enabled } mail to any unknown address of the domain goes into this mailbox
 * - POST /vmail/mailbox/{id}/app-passwords              { label } → the new app password, shown this once
 * - POST /vmail/mailbox/{id}/app-passwords/delete/{appPasswordId}
 * - GET  /vmail/mailbox/{id}/autoconfig.xml             Thunderbird autoconfig (application/xml, download)
 * - GET  /vmail/mailbox/{id}/profile.mobileconfig       Apple configuration profile (download)
 * - POST /cart/add/mailbox                              { domain, name, level, password? } a mailbox for a domain the customer owns, into the register cart
 * Every call needs a login; another customer's mailbox answers 404 (8101).
 * Answers: GET /vmail/mailboxes and POST /vmail/mailbox/delete/{id} a MailboxList; validate a
 * MailboxValidation; app-passwords (create) a CreatedAppPassword; every other call on one mailbox
 * (create, update-name, change-password, alias create/delete, catch-all, app-password delete) the
 * Mailbox as it is afterwards (docs/decisions/042-mailboxes.md).
 */

export const mailboxIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A mailbox password: the account policy (decision 014), 10 to 128 characters, checked by the server. */
export const mailboxPasswordSchema = z.string().min(1).max(512);

/** A domain as typed (U-label or A-label); the server turns it into its A-label. */
const domainInputSchema = z.string().trim().min(1).max(255);

export const vmailValidateBodySchema = sessionParamsSchema.extend({
  domain: domainInputSchema,
  name: mailboxNameSchema,
  level: mailboxLevelSchema.default(1),
  /** Checked against the password policy when given (the add screen's strength feedback). */
  password: mailboxPasswordSchema.optional(),
});

export const vmailCreateBodySchema = sessionParamsSchema.extend({
  domain: domainInputSchema,
  name: mailboxNameSchema,
  level: mailboxLevelSchema,
  password: mailboxPasswordSchema,
});

export const vmailUpdateNameBodySchema = sessionParamsSchema.extend({ name: mailboxNameSchema });
export const vmailChangePasswordBodySchema = sessionParamsSchema.extend({ password: mailboxPasswordSchema });
export const vmailCatchAllBodySchema = sessionParamsSchema.extend({ enabled: z.boolean() });
export const vmailAppPasswordBodySchema = sessionParamsSchema.extend({ label: z.string().trim().min(1).max(60) });

export const vmailAliasParamsSchema = mailboxIdParamsSchema.extend({ alias: z.string().trim().min(1).max(64), fqdn: domainInputSchema });
export const vmailDeleteAliasParamsSchema = mailboxIdParamsSchema.extend({ alias: z.string().trim().min(3).max(320) });
export const vmailAppPasswordParamsSchema = mailboxIdParamsSchema.extend({
  appPasswordId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const cartAddOwnedMailboxBodySchema = sessionParamsSchema.extend({
  domain: domainInputSchema,
  name: mailboxNameSchema,
  level: mailboxLevelSchema,
  password: mailboxPasswordSchema.optional(),
});

export const mailboxAliasSchema = z.object({
  /** Local part ('*' for the catch-all). */
  alias: z.string(),
  /** The domain, U-label form. */
  fqdn: z.string(),
  /** alias@fqdn, U-label form ('*@fqdn' for the catch-all). */
  address: z.string(),
});
export type MailboxAlias = z.infer<typeof mailboxAliasSchema>;

export const mailboxAppPasswordSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  created_at: z.string(),
});
export type MailboxAppPassword = z.infer<typeof mailboxAppPasswordSchema>;

export const mailboxSchema = z.object({
  id: z.number().int(),
  /** The local part. */
  name: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** The domain's A-label (the spec's "domain id"). */
  domain: z.string(),
  /** The domain, U-label form. */
  fqdn: z.string(),
  /** name@fqdn, U-label form. */
  address: z.string(),
  alias: z.array(mailboxAliasSchema),
  catch_all: z.boolean(),
  quota_bytes: z.number().int(),
  /** What Dovecot counts as stored; null when the mail servers are not running. */
  used_bytes: z.number().int().nullable(),
  expires_at: z.string(),
  /** 'lapsed': its domain's term ended unrenewed; no login, mail refused, removed 30 days after. */
  status: z.enum(['active', 'lapsed']),
  /** False for a mailbox bought at checkout until the customer sets a password. */
  password_set: z.boolean(),
  app_passwords: z.array(mailboxAppPasswordSchema),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailServerEndpointSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  /** How the mail program connects: 'ssl' (TLS from the start), 'starttls', or 'none' (plain, for a test machine). */
  security: z.enum(['ssl', 'starttls', 'none']),
});
export type MailServerEndpoint = z.infer<typeof mailServerEndpointSchema>;

export const mailConnectionSettingsSchema = z.object({ imap: mailServerEndpointSchema, smtp: mailServerEndpointSchema });
export type MailConnectionSettings = z.infer<typeof mailConnectionSettingsSchema>;

/** GET /vmail/mailboxes, and POST /vmail/mailbox/delete/{id}. */
export const mailboxListSchema = z.object({
  mailboxes: z.array(mailboxSchema),
  /** False when Dovecot and Postfix are not running: mailboxes are kept but mail is not served. */
  serving: z.boolean(),
  settings: mailConnectionSettingsSchema,
});
export type MailboxList = z.infer<typeof mailboxListSchema>;

/** POST /vmail/validate/mailbox. */
export const mailboxValidationSchema = z.object({
  /** The address as it would be made (U-label form). */
  address: z.string(),
  /** 'direct': a paid slot of the domain is free (POST /vmail/mailbox/create); 'cart': it must be bought (POST /cart/add/mailbox). */
  mode: z.enum(['direct', 'cart']),
  /** What the cart would charge (net cents for all `years`, in the session's currency) when mode is 'cart': the whole years left of the domain's term, at least 1. */
  price: z.object({ net: z.number().int(), currency: z.string(), years: z.number().int() }).nullable(),
});
export type MailboxValidation = z.infer<typeof mailboxValidationSchema>;

/** POST /vmail/mailbox/{id}/app-passwords. */
export const createdAppPasswordSchema = mailboxAppPasswordSchema.extend({
  /** Shown once; only its hash is kept. */
  password: z.string(),
});
export type CreatedAppPassword = z.infer<typeof createdAppPasswordSchema>;
