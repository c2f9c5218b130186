import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerDomains } from './orders.schema';

/**
 * What the shop keeps about each of its customers' domains beside the owner (customer_domains):
 * the customer's own settings (auto-renew, privacy) and a snapshot of the registry's data, so
 * that "my domains" pages, filters and counts come from one indexed query instead of one registry
 * call per row (docs/decisions/019-customer-domain-list.md). The registry stays the source of the
 * snapshot: stale rows are read again through the gateway when they are shown.
 */
export const customerDomainStates = pgTable('customer_domain_states', {
  /** Lower-case A-label. */
  name: text('name')
    .primaryKey()
    .references(() => customerDomains.name, { onDelete: 'cascade' }),
  /** The name for display and pattern search (U-labels; equal to the name for ASCII names). */
  unicodeName: text('unicode_name').notNull(),
  /** Null: follows the owner's default (profile setting) until set for this domain. */
  autoRenew: boolean('auto_renew'),
  /** WHOIS privacy (proxy contact) on this domain. */
  privacy: boolean('privacy').notNull().default(false),
  /** The TLD's auto-renew grace period in days (registry policy when the row was made). */
  autoRenewGraceDays: integer('auto_renew_grace_days').notNull(),
  /** Until when the registry refuses a transfer after creation or the last transfer (the 60-day lock). */
  transferLockedUntil: timestamp('transfer_locked_until', { withTimezone: true }).notNull(),
  /** Registry snapshot: RGP status (RFC 3915), null when in none. */
  rgpStatus: text('rgp_status'),
  /** Registry snapshot: EPP statuses (RFC 5731 §2.3). */
  statuses: text('statuses').array().notNull().default([]),
  nameservers: text('nameservers').array().notNull().default([]),
  /** When the snapshot was read from the registry; null: never. */
  syncedAt: timestamp('synced_at', { withTimezone: true }),
});

export type CustomerDomainStateRow = typeof customerDomainStates.$inferSelect;
