import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { CART_ITEM_TYPES } from '@common/api/cart.contract';
import { users } from './users.schema';
import { payments } from './payments.schema';

export const ORDER_STATUSES = ['pending_payment', 'paid', 'provisioning', 'completed', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_ITEM_STATUSES = ['pending', 'provisioning', 'completed', 'failed', 'refunded', 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** An order: the priced lines of a cart section at the time of paying, with its payment. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    section: text('section', { enum: ['register', 'renew', 'rgp'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    gross: integer('gross').notNull(),
    /** Basis points (1900 = 19 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    reverseCharge: boolean('reverse_charge').notNull(),
    /** The VIES consultation number that confirmed the buyer's VAT ID for this reverse-charge order; null otherwise. */
    viesConsultation: text('vies_consultation'),
    /** The registrant contact sent to the registry. */
    contact: jsonb('contact').notNull().$type<Record<string, unknown>>(),
    /** The language of the customer's e-mails about this order. */
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    quoteFingerprint: text('quote_fingerprint').notNull(),
    /**
     * The shop's exchange rates (units per euro) the order was priced with: a registry billing in
     * another currency gets the agreed fee converted at the lower of these and today's (decision 070).
     * Null for orders from before.
     */
    exchangeRates: jsonb('exchange_rates').$type<Partial<Record<'EUR' | 'USD' | 'GBP', number>>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the customer expressly agreed at checkout (or on a renewal link's payment page) that the
     * service starts before the withdrawal period ends and acknowledged losing the right of withdrawal
     * (decision 061). Null for orders without a checkout (automatic renewals from the balance) and for
     * those placed before it was asked.
     */
    withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('orders_payment_unique').on(table.paymentId), index('orders_user_idx').on(table.userId, table.id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'Privacy': WHOIS privacy bought for the rest of a term (decision 028); expires_at is that term's end. */
    type: text('type', { enum: CART_ITEM_TYPES }).notNull(),
    /** Lower-case A-label. */
    domain: text('domain').notNull(),
    periodYears: integer('period_years').notNull(),
    idnLanguage: text('idn_language'),
    description: jsonb('description').notNull().$type<{ en: string; de: string }>(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    gross: integer('gross').notNull(),
    status: text('status', { enum: ORDER_ITEM_STATUSES }).notNull(),
    /** The auth code the registration was created with: tells our own earlier create from someone else's name. For a transfer: the code the customer gave. */
    authInfo: text('auth_info'),
    /** A Mailbox line's local part (lower case) and level (1 Mailbox, 2 Mailbox Pro); null for other lines and for Mailbox lines paid before issue 17. */
    mailboxName: text('mailbox_name'),
    mailboxLevel: integer('mailbox_level'),
    /** The password chosen on the add screen (argon2id hash) for a Mailbox line; cleared once the mailbox exists. */
    mailboxPasswordHash: text('mailbox_password_hash'),
    /** WHOIS privacy chosen in the cart (0 none, 1 privacy proxy); carried into the domain's settings. */
    privacyLevel: integer('privacy_level').notNull().default(0),
    /** The local-presence (trustee) service bought with a renewal, for the item's period. */
    trustee: boolean('trustee').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /**
     * Why a refunded item failed, as a code the pages translate (the English `failureReason` is for
     * support): for transfers one of 'auth-code', 'refused', 'rejected', 'cancelled'.
     */
    failureCode: text('failure_code'),
    /**
     * The line's net price in euro cents as quoted, before conversion to the billing currency and
     * VAT: the most the shop agrees to pay the registry for the line's command, sent in the fee
     * extension for a name outside the registry's standard class (decision 068). Null for lines
     * paid before it.
     */
    agreedFee: integer('agreed_fee'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // By name: renewals under way, unpaid orders a new payment replaces, the trustee's paid term.
  (table) => [index('order_items_order_idx').on(table.orderId), index('order_items_domain_idx').on(table.domain)],
);

/**
 * The shop's customers' domains ("my domains"): which user owns a name the shop registered for
 * them. One owner per name; the registry's data (expiry, statuses) stays the registry's.
 */
export const customerDomains = pgTable(
  'customer_domains',
  {
    /** Lower-case A-label. */
    name: text('name').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // By expiry: the lifecycle sweep's reminders, charges and deletes (decision 021).
  (table) => [index('customer_domains_user_idx').on(table.userId), index('customer_domains_expires_idx').on(table.expiresAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
