import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, couponRedemptions, coupons, type CouponRow } from '../../db/schema/index';
import type { CouponState } from './cart-pricing';

export function createCouponRepository(db: Db) {
  return {
    async findByCode(code: string): Promise<CouponRow | null> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row ?? null;
    },

    /** The coupons of these codes with their uses in total and by the user (none for a visitor). */
    async states(codes: string[], userId: number | null): Promise<Map<string, CouponState>> {
      const result = new Map<string, CouponState>();
      if (codes.length === 0) return result;
      const rows = await db.select().from(coupons).where(inArray(coupons.code, codes));
      if (rows.length === 0) return result;
      const uses = await db
        .select({
          couponId: couponRedemptions.couponId,
          total: sql<number>`count(*)::int`,
          byUser: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId ?? -1})::int`,
        })
        .from(couponRedemptions)
        .where(
          inArray(
            couponRedemptions.couponId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(couponRedemptions.couponId);
      for (const row of rows) {
        const used = uses.find((use) => use.couponId === row.id);
        result.set(row.code, { coupon: row, usesTotal: Number(used?.total ?? 0), usesByUser: Number(used?.byUser ?? 0) });
      }
      return result;
    },

    /**
     * Locks the coupon row (so that two payments cannot both take its last use) and reads its
     * uses; for the payment transaction.
     */
    async lockState(code: string, userId: number): Promise<CouponState | null> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update');
      if (!row) return null;
      const [used] = await db
        .select({
          total: sql<number>`count(*)::int`,
          byUser: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`,
        })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, row.id));
      return { coupon: row, usesTotal: Number(used?.total ?? 0), usesByUser: Number(used?.byUser ?? 0) };
    },

    /** The code of a coupon item of a cart, or null. */
    async codeOfItem(itemId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: cartItems.name })
        .from(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.type, 'Coupon')));
      return row?.name ?? null;
    },

    async insertRedemption(redemption: { couponId: number; userId: number; orderRef: string; redeemedAt: Date }): Promise<void> {
      await db.insert(couponRedemptions).values(redemption);
    },

    /** Deletes the uses an order took; answers how many there were. */
    async deleteOrderRedemptions(orderRef: string): Promise<number> {
      const released = await db
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderRef, orderRef))
        .returning({ id: couponRedemptions.id });
      return released.length;
    },

    async countRedemptions(couponId: number, userId?: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(
          userId === undefined
            ? eq(couponRedemptions.couponId, couponId)
            : and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)),
        );
      return Number(row.count);
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
