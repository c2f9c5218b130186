import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Coupons of the register cart (docs/decisions/018-coupons-and-cart-add-ons.md): a percentage or
 * a fixed amount off, on one TLD or the whole cart, from a minimum order, valid in a window, with
 * limits in total and per user. Uses are counted when an order is paid (coupon_redemptions).
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Upper case, letters, digits and hyphens. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  /** Whole percent (1-100) for percent coupons, net euro cents for fixed ones. */
  value: integer('value').notNull(),
  /** The TLD (A-label) the coupon is for; null: every domain and add-on in the cart. */
  tld: text('tld'),
  /** Net euro cents the register cart must reach before the discount. */
  minOrderNet: integer('min_order_net').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Uses in total; null: no limit. */
  maxUses: integer('max_uses'),
  /** Uses per user; null: no limit. */
  maxUsesPerUser: integer('max_uses_per_user'),
  descriptionEn: text('description_en').notNull(),
  descriptionDe: text('description_de').notNull(),
});

/** One use of a coupon, written in the transaction that books a paid order. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order or payment the coupon was used in. */
    orderRef: text('order_ref').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('coupon_redemptions_coupon_user_idx').on(table.couponId, table.userId)],
);

export type CouponRow = typeof coupons.$inferSelect;
