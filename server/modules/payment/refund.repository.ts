import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRefunds, type PaymentRefundRow } from '../../db/schema/index';

export type NewPaymentRefund = Omit<typeof paymentRefunds.$inferInsert, 'id' | 'completedAt' | 'gatewayRefundId'>;

/** The refunds of payments (decision 015). Works on a transaction too. */
export function createRefundRepository(db: Db) {
  return {
    /** Records a refund; null when its reference was refunded already (a cause is refunded once). */
    async insert(refund: NewPaymentRefund): Promise<PaymentRefundRow | null> {
      const [row] = await db.insert(paymentRefunds).values(refund).onConflictDoNothing({ target: paymentRefunds.reference }).returning();
      return row ?? null;
    },

    byId(id: number): Promise<PaymentRefundRow | undefined> {
      return db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, id))
        .then((rows) => rows[0]);
    },

    ofPayments(paymentIds: number[]): Promise<PaymentRefundRow[]> {
      if (paymentIds.length === 0) return Promise.resolve([]);
      return db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, paymentIds)).orderBy(paymentRefunds.id);
    },

    /** A gateway refund the gateway refused for good, credited to the balance instead: pending → completed there, once. */
    async redirectToBalance(id: number, amount: number, currency: 'EUR' | 'USD', now: Date): Promise<boolean> {
      const rows = await db
        .update(paymentRefunds)
        .set({ destination: 'balance', amount, currency, status: 'completed', completedAt: now })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
        .returning({ id: paymentRefunds.id });
      return rows.length === 1;
    },

    /** pending → completed once the gateway confirmed it; answers whether this call changed it. */
    async complete(id: number, gatewayRefundId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(paymentRefunds)
        .set({ status: 'completed', gatewayRefundId, completedAt: now })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
        .returning({ id: paymentRefunds.id });
      return rows.length === 1;
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
