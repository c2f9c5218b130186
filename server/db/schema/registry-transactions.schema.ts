import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderItems } from './orders.schema';

/**
 * Every transform the shop sent to an EPP registry (decision 045): the registry, the command, the
 * name, both transaction ids (RFC 5730 §2.5: clTRID ours, svTRID the registry's) and the result
 * code, with the order item whose job sent it. The ids are what a registry's support asks for.
 */
export const registryTransactions = pgTable(
  'registry_transactions',
  {
    id: serial('id').primaryKey(),
    /** The registry's id in the EPP configuration. */
    registry: text('registry').notNull(),
    /** create, renew, transfer-request, update, contact-create, host-create … */
    command: text('command').notNull(),
    /** The domain, host or contact id the command was about. */
    object: text('object').notNull(),
    clTrid: text('cl_trid').notNull(),
    svTrid: text('sv_trid'),
    resultCode: integer('result_code').notNull(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    jobKind: text('job_kind'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('registry_transactions_order_item_idx').on(table.orderItemId),
    index('registry_transactions_object_idx').on(table.object),
  ],
);

/**
 * Poll messages of an EPP registry that the shop has handled (decision 045): written before the
 * message is acknowledged, so a message delivered again (its ack lost) is acknowledged without
 * being handled twice.
 */
export const registryPollReceipts = pgTable(
  'registry_poll_receipts',
  {
    registry: text('registry').notNull(),
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name'),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.registry, table.messageId] })],
);

export type RegistryTransactionRow = typeof registryTransactions.$inferSelect;
