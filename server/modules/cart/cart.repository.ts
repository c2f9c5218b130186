import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, type CartItemRow } from '../../db/schema/index';

/** PostgreSQL's unique_violation, also when wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

export type NewCartItem = Omit<typeof cartItems.$inferInsert, 'id'>;

export function createCartRepository(db: Db) {
  return {
    async createCart(now: Date): Promise<number> {
      const [row] = await db.insert(carts).values({ createdAt: now, updatedAt: now }).returning({ id: carts.id });
      return row.id;
    },

    /** The user's cart, created when missing; the unique user index settles a race of two requests. */
    async userCart(userId: number, now: Date): Promise<number> {
      await db.insert(carts).values({ userId, createdAt: now, updatedAt: now }).onConflictDoNothing({ target: carts.userId });
      const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      return row.id;
    },

    async deleteCart(cartId: number): Promise<void> {
      await db.delete(carts).where(eq(carts.id, cartId));
    },

    async findUserCart(userId: number): Promise<number | null> {
      const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      return row?.id ?? null;
    },

    /** The user a cart belongs to; null for a visitor's cart or an unknown one. */
    async ownerOf(cartId: number): Promise<number | null> {
      const [row] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
      return row?.userId ?? null;
    },

    listItems(cartId: number): Promise<CartItemRow[]> {
      return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.addedAt), asc(cartItems.id));
    },

    async countItems(cartId: number): Promise<Record<'register' | 'renew' | 'rgp', number>> {
      const rows = await db
        .select({ section: cartItems.section, count: sql<number>`count(*)::int` })
        .from(cartItems)
        // A mailbox for a name owned already (it carries the name's term end) counts like a domain (decision 043).
        .where(
          and(
            eq(cartItems.cartId, cartId),
            or(
              inArray(cartItems.type, ['Domain', 'Transfer', 'Privacy']),
              and(eq(cartItems.type, 'Mailbox'), isNotNull(cartItems.serviceUntil)),
            ),
          ),
        )
        .groupBy(cartItems.section);
      const counts = { register: 0, renew: 0, rgp: 0 };
      for (const row of rows) counts[row.section] = Number(row.count);
      return counts;
    },

    /** Adds an item; null when the cart has it already (the unique index decides, also under races). */
    async insertItem(item: NewCartItem): Promise<CartItemRow | null> {
      const [row] = await db.insert(cartItems).values(item).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Changes an item; false when the change would make it a duplicate (unique index). */
    async updateItem(
      cartId: number,
      itemId: number,
      change: Partial<Pick<CartItemRow, 'periodYears' | 'privacyLevel' | 'trustee' | 'name' | 'level' | 'transferAuthInfo'>>,
    ): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(cartItems)
            .set(change)
            .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
          await tx
            .update(carts)
            .set({ updatedAt: sql`now()` })
            .where(eq(carts.id, cartId));
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async deleteItem(cartId: number, itemId: number): Promise<void> {
      await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
    },

    async deleteDomain(cartId: number, section: 'register' | 'renew' | 'rgp', domain: string): Promise<number> {
      const deleted = await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.section, section), eq(cartItems.domain, domain)))
        .returning({ id: cartItems.id });
      return deleted.length;
    },

    /** Moves the items of one cart into another (keeping what the target has) and deletes the first. */
    async merge(fromCartId: number, intoCartId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into ${cartItems} (cart_id, section, type, domain, name, level, privacy_level, period_years, idn_language, premium, premium_price, premium_renew_price, transfer_auth_info, added_at)
          select ${intoCartId}, section, type, domain, name, level, privacy_level, period_years, idn_language, premium, premium_price, premium_renew_price, transfer_auth_info, added_at
          from ${cartItems} where cart_id = ${fromCartId}
          on conflict do nothing`);
        await tx.delete(carts).where(eq(carts.id, fromCartId));
        await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, intoCartId));
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
