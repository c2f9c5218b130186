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
  (table) => [
    uniqueIndex('ledger_entries_reason_reference').on(table.reason, table.reference),
    index('ledger_entries_user_idx').on(table.userId, table.id),
  ],
);

export const PAYMENT_METHODS = ['balance', 'card', 'paypal', 'apple_pay', 'bank_transfer'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'cancelled', 'refunded'] as const;
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
    /** `refunded`: the payer approved it after it had been cancelled (or a top-up would pass the limit), and the whole amount went back (decision 015). */
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
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

/**
 * Where a refund goes: back through the gateway to the card, PayPal or Apple Pay it came from, onto
 * the prepaid balance, or, for a bank-transfer top-up the account could not take, back to the
 * payer's bank (the transfer is refused and the bank returns it; decision 075).
 */
export const REFUND_DESTINATIONS = ['card', 'paypal', 'apple_pay', 'balance', 'bank'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * Money given back (decision 015): a failed item of a paid order, or a whole payment approved too
 * late. `reference` is unique, so a cause is refunded once; a gateway refund is sent by the
 * `refund-payment` job and is `pending` until the gateway confirmed it.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What is refunded: "order-item:40" or "payment:12". */
    reference: text('reference').notNull(),
    /** Minor units of `currency` (the payment's; the balance's when it goes onto the balance). */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
    destination: text('destination', { enum: REFUND_DESTINATIONS }).notNull(),
    /** Why, as a code the status page and mails put into words. */
    reason: text('reason', { enum: ['item-failed', 'approved-after-cancel', 'over-account-limit', 'deposits-blocked'] }).notNull(),
    status: text('status', { enum: ['pending', 'completed'] }).notNull(),
    /** The gateway's id of the refund, once it confirmed it. */
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('payment_refunds_reference').on(table.reference), index('payment_refunds_payment_idx').on(table.paymentId)],
);

/**
 * The sandbox gateway's own book of the refunds it was asked for (a real gateway keeps this on
 * its side): one per idempotency key, never more in total than the payment it refunds.
 */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    id: serial('id').primaryKey(),
    gatewayToken: text('gateway_token').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sandbox_gateway_refunds_key').on(table.idempotencyKey),
    index('sandbox_gateway_refunds_token_idx').on(table.gatewayToken),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type PrepaidAccountRow = typeof prepaidAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
