import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/index';

/** The SQL of restores beside the lifecycle's (docs/decisions/022-restore.md). Works on a transaction too. */
export function createRestoreRepository(db: Db) {
  return {
    /** The names among `names` with a paid restore of this user still running (not completed, failed or refunded). */
    async restoresRunning(userId: number, names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ domain: orderItems.domain })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.section, 'rgp'),
            inArray(orders.status, ['paid', 'provisioning']),
            eq(orderItems.type, 'Domain'),
            inArray(orderItems.status, ['pending', 'provisioning']),
            inArray(orderItems.domain, names),
          ),
        );
      return new Set(rows.map((row) => row.domain));
    },

    /**
     * Whether another rgp item of this name completed (restored it) since `since` (the order of
     * the item asking was made): a live name is then not this item's restore.
     */
    async restoredByAnother(itemId: number, name: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.section, 'rgp'),
            eq(orderItems.type, 'Domain'),
            eq(orderItems.domain, name),
            eq(orderItems.status, 'completed'),
            ne(orderItems.id, itemId),
            gte(orderItems.updatedAt, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type RestoreRepository = ReturnType<typeof createRestoreRepository>;
