import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

export const LIFECYCLE_NOTICE_KINDS = ['reminder-30', 'reminder-7', 'expired', 'auto-renewed', 'deleted', 'released'] as const;
export type LifecycleNoticeKind = (typeof LIFECYCLE_NOTICE_KINDS)[number];

/**
 * The lifecycle e-mails sent about a customer's domain (docs/decisions/021-domain-lifecycle.md):
 * one per domain, paid term and kind. The row is written before the mail is queued, and the unique
 * key makes a second sweep (or a concurrent one) skip it, so no reminder goes out twice.
 */
export const domainLifecycleNotices = pgTable(
  'domain_lifecycle_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-case A-label. */
    name: text('name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The paid term the notice is about (customer_domains.expires_at at the time). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: LIFECYCLE_NOTICE_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('domain_lifecycle_notices_unique').on(table.name, table.expiresAt, table.kind)],
);

/**
 * Names the shop deleted at the registry (an unpaid auto-renew grace period ended), with the
 * registration data before the delete: the RGP restore report (RFC 3915 §4.2.5) needs the
 * deletion time and this "preData". A restore sets `restored_at`; a purge `released_at`.
 */
export const domainDeletions = pgTable(
  'domain_deletions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    /** The paid term that ran out. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: ['unpaid-renewal'] }).notNull(),
    /** The registry's data of the name before the delete (registrant, nameservers, statuses, dates). */
    preData: jsonb('pre_data').notNull().$type<Record<string, unknown>>(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('domain_deletions_name_time').on(table.name, table.deletedAt),
    index('domain_deletions_user_idx').on(table.userId),
  ],
);

export type DomainDeletionRow = typeof domainDeletions.$inferSelect;
