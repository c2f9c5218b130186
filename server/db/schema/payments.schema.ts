import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * The prepaid account (docs/decisions/015-payments-ledger-and-orders.md): one per user, in one
 * billing currency. `balance` is the sum of the ledger's amounts, kept here so that a debit is one
 * conditional update (`balance + amount >= 0`) under the row lock; the check constraint makes a
 * negative balance impossible even for a bug that skips the condition.
 */
export const prepaidAccounts = pgTable(
  'prepaid_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
    /** Minor units of `currency`. */
    balance: integer('balance').notNull().default(0),
    /** The highest balance a top-up may lead to (3011). */
    limitAmount: integer('limit_amount').notNull(),
    /** Set by the shop (e.g. after a charge-back): top-ups are refused with 1400. */
    depositsBlocked: boolean('deposits_blocked').notNull().default(false),
    /** Low-balance notice: on when set, sent once when the balance falls below it. */
    lowBalanceThreshold: integer('low_balance_threshold'),
    lowBalanceNotifiedAt: timestamp('low_balance_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('prepaid_accounts_balance_not_negative', sql`${table.balance} >= 0`)],
);

/** Append-only: every movement of a prepaid balance, with its reason and what it refers to. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => prepaidAccounts.userId, { onDelete: 'cascade' }),
    /** Signed minor units: a top-up or refund is positive, a payment negative. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', { enum: ['top-up', 'payment', 'refund'] }).notNull(),
    /** What the movement belongs to, e.g. "payment:12" or "order-item:40"; unique per reason, so a movement cannot be booked twice. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('ledger_entries_reason_reference').on(table.reason, table.reference), index('ledger_entries_user_idx').on(table.userId, table.id)],
);

export const PAYMENT_METHODS = ['balance', 'card', 'paypal', 'apple_pay', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment: of an order, or a top-up of the prepaid account. The idempotency key is unique per
 * user, so a repeated commit finds the payment of the first instead of paying twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    purpose: text('purpose', { enum: ['order', 'top-up'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'declined', 'cancelled'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
    /** The token of the hosted payment page (card, PayPal, Apple Pay) and of its notification. */
    gatewayToken: text('gateway_token'),
    /** The transfer reference a bank transfer must carry. */
    transferReference: text('transfer_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_user_idempotency').on(table.userId, table.idempotencyKey),
    uniqueIndex('payments_gateway_token').on(table.gatewayToken),
    uniqueIndex('payments_transfer_reference').on(table.transferReference),
  ],
);

/**
 * What a user has chosen on the way to paying (spec §4: init, settings, save contact, commit),
 * one per user and cart section or top-up.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['register', 'renew', 'rgp', 'account'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }),
    /** The registrant contact (validated), for the registry. */
    contact: jsonb('contact').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('checkouts_user_type').on(table.userId, table.type)],
);

export type PrepaidAccountRow = typeof prepaidAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
