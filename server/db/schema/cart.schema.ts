import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CART_ITEM_TYPES } from '@common/api/cart.contract';
import { users } from './users.schema';

/**
 * Carts belong to a visitor's session (sessions.cart_id) or to a user (user_id); a visitor's cart
 * is merged into the user's at login. Items keep what was chosen, not prices: prices are
 * computed when the cart is shown and again at checkout.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('carts_user_unique').on(table.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    section: text('section', { enum: ['register', 'renew', 'rgp'] }).notNull(),
    /** 'Privacy' (renew section): WHOIS privacy for the rest of a name's paid term (decision 028). */
    type: text('type', { enum: CART_ITEM_TYPES }).notNull(),
    /** Lower-case A-label; for a mailbox the domain it belongs to; '' for a coupon. */
    domain: text('domain').notNull(),
    /** A mailbox's local part, a coupon's code (upper case); '' for a domain. */
    name: text('name').notNull().default(''),
    /** A mailbox's level (1 Mailbox, 2 Mailbox Pro, docs/decisions/018). */
    level: integer('level'),
    /** A mailbox's password chosen on the add screen, as its argon2id hash (never the password); null: set after provisioning. */
    mailboxPasswordHash: text('mailbox_password_hash'),
    /** A domain's WHOIS privacy (0 none, 1 privacy proxy). */
    privacyLevel: integer('privacy_level').notNull().default(0),
    /** A renew item's local-presence (trustee) service for its period, where the TLD offers one. */
    trustee: boolean('trustee').notNull().default(false),
    periodYears: integer('period_years').notNull().default(1),
    idnLanguage: text('idn_language'),
    premium: boolean('premium').notNull().default(false),
    /** The registry's premium price (net euro cents a year) when the name was added; on a restore row its restore fee, where the registry charges one of its own (decision 070). */
    premiumPrice: integer('premium_price'),
    premiumRenewPrice: integer('premium_renew_price'),
    /** A transfer's auth code, kept on the server only (never shown back). */
    transferAuthInfo: text('transfer_auth_info'),
    /** A 'Privacy' item: the end of the paid term it covers (priced by the months left until then). */
    serviceUntil: timestamp('service_until', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cart_items_item_unique').on(table.cartId, table.section, table.type, table.domain, table.name),
    // One coupon per cart section (docs/decisions/018).
    uniqueIndex('cart_items_one_coupon')
      .on(table.cartId, table.section)
      .where(sql`type = 'Coupon'`),
    index('cart_items_cart_idx').on(table.cartId),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
