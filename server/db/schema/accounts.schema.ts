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

/**
 * Contacts (registrant, admin, tech) of the account's domains. Checkout fills in the rest; the
 * e-mail must be verified within 15 days of creation (ICANN RAA 2013, WHOIS accuracy).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    verificationDeadline: timestamp('verification_deadline', { withTimezone: true }).notNull(),
  },
  (table) => [index('contacts_user_email_idx').on(table.userId, table.email)],
);

export type UserTokenRow = typeof userTokens.$inferSelect;
export type SecurityEventRow = typeof securityEvents.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
