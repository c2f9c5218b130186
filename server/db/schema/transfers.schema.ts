import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems } from './orders.schema';
import { users } from './users.schema';

/** Where an incoming transfer stands at the registry (docs/decisions/023-transfers.md). */
export const DOMAIN_TRANSFER_STATES = ['requested', 'pending', 'approved', 'rejected', 'cancelled', 'failed'] as const;
export type DomainTransferState = (typeof DOMAIN_TRANSFER_STATES)[number];

/**
 * Incoming transfers: one row per paid 'Transfer' order item, written by the transfer job when it
 * asks the registry, and settled by the poll reader (approved, rejected) or the customer (cancel).
 * The auth code stays on the order item.
 */
export const domainTransfers = pgTable(
  'domain_transfers',
  {
    /** The order item that paid for it (one transfer per item). */
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case A-label. */
    domain: text('domain').notNull(),
    state: text('state', { enum: DOMAIN_TRANSFER_STATES }).notNull(),
    /** When the registry took the request, and when it approves on its own (five days later). */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    actBy: timestamp('act_by', { withTimezone: true }),
    /** The expiry the registry gave the name with the transfer. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * Set while one cancel is at the registry: concurrent cancels see it and answer "already
     * cancelled" instead of racing to the registry; a stale claim (the server stopped) may be taken over.
     */
    cancelClaimedAt: timestamp('cancel_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('domain_transfers_user_idx').on(table.userId, table.orderItemId),
    // At most one open transfer of a name at a time: the poll reader settles by name.
    uniqueIndex('domain_transfers_open_domain')
      .on(table.domain)
      .where(sql`state in ('requested', 'pending')`),
  ],
);

export type DomainTransferRow = typeof domainTransfers.$inferSelect;
