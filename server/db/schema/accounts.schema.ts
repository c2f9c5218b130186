import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

export const USER_TOKEN_PURPOSES = ['verify_email', 'verify_contact', 'change_email', 'recover_password'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens sent by e-mail (verification, e-mail change, password recovery). Only the
 * SHA-256 of a token is stored; `used_at` is set in the same statement that checks it.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: USER_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the token was sent to (the new address of an e-mail change, a contact's address). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('user_tokens_hash_unique').on(table.tokenHash), index('user_tokens_user_idx').on(table.userId)],
);

/** One-time recovery codes of two-factor login, argon2id hashes only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

export const SECURITY_EVENT_KINDS = [
  'login',
  'login_failed',
  'two_factor_failed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'recovery_codes_renewed',
  'password_changed',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'email_verified',
  'sessions_ended',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** What happened to an account, shown to its owner in the profile. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Truncated to /24 (IPv4) or /48 (IPv6). */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('security_events_user_at_idx').on(table.userId, table.at)],
);

export const CONTACT_ROLES = ['registrant', 'admin', 'tech'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/**
 * Contacts (registrant, admin, tech) of the account's domains, shown and edited on the contacts
 * page (docs/decisions/048-contacts-and-registrant-verification.md). A registrant's e-mail, new
 * or changed, must be verified within 15 days (ICANN RAA 2013, WHOIS Accuracy Program
 * Specification): `verification_deadline` is 15 days after `verification_started_at`,
 * `reminders_sent` counts the reminders of that round (days 1, 5, 13), so that none goes twice.
 * The postal fields are null for the account's own contact until a name uses it.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CONTACT_ROLES }).notNull().default('registrant'),
    name: text('name'),
    org: text('org'),
    street: text('street').array(),
    city: text('city'),
    stateOrProvince: text('state_or_province'),
    postalCode: text('postal_code'),
    countryCode: text('country_code'),
    /** +CC.number */
    phone: text('phone'),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the current address had to start being verified (creation or the last change of e-mail). */
    verificationStartedAt: timestamp('verification_started_at', { withTimezone: true }),
    verificationDeadline: timestamp('verification_deadline', { withTimezone: true }).notNull(),
    /** Reminders sent for the current address (0 to 3: days 1, 5 and 13). */
    remindersSent: integer('reminders_sent').notNull().default(0),
  },
  (table) => [
    index('contacts_user_email_idx').on(table.userId, table.email),
    index('contacts_deadline_idx').on(table.verificationDeadline),
  ],
);

/**
 * Names suspended (EPP clientHold, RFC 5731 §2.3) because their registrant's e-mail was not
 * verified in time. A row is open (`lifted_at` null) while the shop's hold for that address is on
 * the name; verifying the address lifts it. Only holds recorded here are ever lifted, so a hold
 * set for another reason stays.
 */
export const contactHolds = pgTable(
  'contact_holds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case A-label. */
    name: text('name').notNull(),
    /** The unverified registrant address. */
    email: text('email').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contact_holds_open_idx')
      .on(table.name, table.email)
      .where(sql`lifted_at is null`),
    index('contact_holds_user_idx').on(table.userId),
  ],
);

export type UserTokenRow = typeof userTokens.$inferSelect;
export type SecurityEventRow = typeof securityEvents.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ContactHoldRow = typeof contactHolds.$inferSelect;
