import { and, eq, inArray } from 'drizzle-orm';
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
  };
}

export type RestoreRepository = ReturnType<typeof createRestoreRepository>;
