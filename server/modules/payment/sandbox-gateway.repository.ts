import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, sandboxGatewayRefunds } from '../../db/schema/index';

/**
 * The sandbox gateway's side of the books: the payments it captured (read from the shop's table,
 * as gateway and shop share a database in the sandbox) and the refunds it made.
 */
export interface SandboxGatewayRepository {
  capture(token: string): Promise<{ amount: number; currency: 'EUR' | 'USD' } | undefined>;
  refundByKey(key: string): Promise<{ id: number } | undefined>;
  refundedTotal(token: string): Promise<number>;
  refundsOf(token: string): Promise<Array<typeof sandboxGatewayRefunds.$inferSelect>>;
  insertRefund(refund: {
    gatewayToken: string;
    idempotencyKey: string;
    amount: number;
    currency: 'EUR' | 'USD';
    createdAt: Date;
  }): Promise<{ id: number } | null>;
  transaction<T>(token: string, work: (repos: SandboxGatewayRepository) => Promise<T>): Promise<T>;
}

export function createSandboxGatewayRepository(db: Db): SandboxGatewayRepository {
  return {
    /** The captured payment behind a hosted-page token: its amount and currency. */
    capture(token: string): Promise<{ amount: number; currency: 'EUR' | 'USD' } | undefined> {
      return db
        .select({ amount: payments.amount, currency: payments.currency })
        .from(payments)
        .where(eq(payments.gatewayToken, token))
        .then((rows) => rows[0]);
    },

    /** The refund made for this idempotency key, if any. */
    refundByKey(key: string): Promise<{ id: number } | undefined> {
      return db
        .select({ id: sandboxGatewayRefunds.id })
        .from(sandboxGatewayRefunds)
        .where(eq(sandboxGatewayRefunds.idempotencyKey, key))
        .then((rows) => rows[0]);
    },

    async refundedTotal(token: string): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${sandboxGatewayRefunds.amount}), 0)::int` })
        .from(sandboxGatewayRefunds)
        .where(eq(sandboxGatewayRefunds.gatewayToken, token));
      return Number(row.sum);
    },

    refundsOf(token: string) {
      return db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.gatewayToken, token)).orderBy(sandboxGatewayRefunds.id);
    },

    /** Books a refund; null when the key was used already (a retried call). */
    async insertRefund(refund: {
      gatewayToken: string;
      idempotencyKey: string;
      amount: number;
      currency: 'EUR' | 'USD';
      createdAt: Date;
    }): Promise<{ id: number } | null> {
      const [row] = await db
        .insert(sandboxGatewayRefunds)
        .values(refund)
        .onConflictDoNothing({ target: sandboxGatewayRefunds.idempotencyKey })
        .returning({ id: sandboxGatewayRefunds.id });
      return row ?? null;
    },

    /** Runs `work` in one transaction, the token's row locked, so two refunds of one payment are booked one after the other. */
    transaction<T>(token: string, work: (repos: SandboxGatewayRepository) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: payments.id }).from(payments).where(eq(payments.gatewayToken, token)).for('update');
        return work(createSandboxGatewayRepository(tx as unknown as Db));
      });
    },
  };
}
