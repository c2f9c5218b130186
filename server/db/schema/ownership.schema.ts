import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** Where a change of registrant stands (docs/decisions/050-change-of-registrant.md). */
export const REGISTRANT_CHANGE_STATES = ['pending', 'confirmed', 'completed', 'declined', 'expired', 'cancelled', 'failed'] as const;
export type RegistrantChangeState = (typeof REGISTRANT_CHANGE_STATES)[number];

/** The two parties that must agree (ICANN Transfer Policy, part II.C). */
export const REGISTRANT_PARTIES = ['prior', 'new'] as const;
export type RegistrantParty = (typeof REGISTRANT_PARTIES)[number];

/**
 * Changes of registrant (ICANN Transfer Policy, part II): asked for by the customer who holds the
 * name in the shop, confirmed by the prior and the new registrant through mailed links (only the
 * SHA-256 of each token is kept), then made at the registry. A completed change without the
 * opt-out keeps the name from moving to another registrar until `transfer_locked_until`.
 */
export const registrantChanges = pgTable(
  'registrant_changes',
  {
    id: serial('id').primaryKey(),
    /** The customer who asked (the name's holder in the shop at that time). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case A-label. */
    domain: text('domain').notNull(),
    state: text('state', { enum: REGISTRANT_CHANGE_STATES }).notNull(),
    /** The new registrant as EPP takes it (RFC 5733). */
    newName: text('new_name').notNull(),
    newOrg: text('new_org'),
    newStreet: text('new_street').array().notNull(),
    newCity: text('new_city').notNull(),
    newState: text('new_state'),
    newPostalCode: text('new_postal_code').notNull(),
    newCountry: text('new_country').notNull(),
    newPhone: text('new_phone').notNull(),
    newEmail: text('new_email').notNull(),
    /** The prior registrant as the registry had it when the change was asked for (the address its link went to). */
    priorName: text('prior_name').notNull(),
    priorOrg: text('prior_org'),
    priorEmail: text('prior_email').notNull(),
    /** The prior registrant chose, before the change, to go without the 60-day transfer lock. */
    optOutTransferLock: boolean('opt_out_transfer_lock').notNull(),
    priorTokenHash: text('prior_token_hash').notNull(),
    newTokenHash: text('new_token_hash').notNull(),
    priorConfirmedAt: timestamp('prior_confirmed_at', { withTimezone: true }),
    newConfirmedAt: timestamp('new_confirmed_at', { withTimezone: true }),
    declinedBy: text('declined_by', { enum: REGISTRANT_PARTIES }),
    /** The links work until then; a change not confirmed by both lapses. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The mails' language (the customer's at the time of asking). */
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Set when the change is made without the opt-out: no transfer to another registrar before. */
    transferLockedUntil: timestamp('transfer_locked_until', { withTimezone: true }),
    /** Why the registry did not take it (failed). */
    failure: text('failure'),
    /**
     * The customer approved the change for the prior registrant as its Designated Agent (Transfer
     * Policy II.C; decision 050) at this moment, after re-entering the password; the prior registrant
     * then gets no confirmation link, only the notice after the change. Null: the prior registrant confirms by its link.
     */
    agentApprovedAt: timestamp('agent_approved_at', { withTimezone: true }),
    /** The consent text the customer agreed to, as shown (its language, the name filled in). */
    agentConsent: text('agent_consent'),
  },
  (table) => [
    uniqueIndex('registrant_changes_prior_token').on(table.priorTokenHash),
    uniqueIndex('registrant_changes_new_token').on(table.newTokenHash),
    index('registrant_changes_user_idx').on(table.userId, table.createdAt),
    index('registrant_changes_domain_lock_idx').on(table.domain, table.transferLockedUntil),
    // One open change per name at a time.
    uniqueIndex('registrant_changes_open_domain')
      .on(table.domain)
      .where(sql`state in ('pending', 'confirmed')`),
  ],
);

export type RegistrantChangeRow = typeof registrantChanges.$inferSelect;
