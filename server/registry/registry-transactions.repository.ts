import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registryPollReceipts, registryTransactions, type RegistryTransactionRow } from '../db/schema/index';

/** The EPP transforms sent (with their order item) and the poll messages handled (decision 045). */
export function createRegistryTransactionRepository(db: Db) {
  return {
    async record(row: Omit<RegistryTransactionRow, 'id'>): Promise<void> {
      await db.insert(registryTransactions).values(row);
    },

    /** The transforms sent for these order items, oldest first. */
    async ofOrderItems(orderItemIds: readonly number[]): Promise<RegistryTransactionRow[]> {
      if (orderItemIds.length === 0) return [];
      return db
        .select()
        .from(registryTransactions)
        .where(inArray(registryTransactions.orderItemId, [...orderItemIds]))
        .orderBy(asc(registryTransactions.id));
    },

    /** The transforms about one object (a domain, host or contact id), oldest first. */
    async ofObject(object: string): Promise<RegistryTransactionRow[]> {
      return db.select().from(registryTransactions).where(eq(registryTransactions.object, object)).orderBy(asc(registryTransactions.id));
    },

    /** Whether this registry's message was handled already (a delivery again after a lost ack). */
    async handledMessage(registry: string, messageId: string): Promise<boolean> {
      const rows = await db
        .select({ messageId: registryPollReceipts.messageId })
        .from(registryPollReceipts)
        .where(and(eq(registryPollReceipts.registry, registry), eq(registryPollReceipts.messageId, messageId)));
      return rows.length > 0;
    },

    /** Records a message as handled; a second record of the same message changes nothing. */
    async recordHandled(row: { registry: string; messageId: string; kind: string; name: string | null; handledAt: Date }): Promise<void> {
      await db.insert(registryPollReceipts).values(row).onConflictDoNothing();
    },

    /**
     * The clean-up (decision 059): transforms sent outside an order (the sweep's auto-renewals, a
     * customer's nameserver change) older than `before`; those of an order item stay with the order.
     */
    async deleteUnorderedTransactionsBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(registryTransactions)
        .where(and(isNull(registryTransactions.orderItemId), lt(registryTransactions.createdAt, before)))
        .returning({ id: registryTransactions.id });
      return deleted.length;
    },

    /** Poll receipts acknowledged before `before` (a registry never delivers those again); unacknowledged ones stay. */
    async deleteAckedReceiptsBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(registryPollReceipts)
        .where(and(isNotNull(registryPollReceipts.ackedAt), lt(registryPollReceipts.ackedAt, before)))
        .returning({ messageId: registryPollReceipts.messageId });
      return deleted.length;
    },

    async markAcked(registry: string, messageId: string, at: Date): Promise<void> {
      await db
        .update(registryPollReceipts)
        .set({ ackedAt: at })
        .where(and(eq(registryPollReceipts.registry, registry), eq(registryPollReceipts.messageId, messageId)));
    },
  };
}

export type RegistryTransactionRepository = ReturnType<typeof createRegistryTransactionRepository>;
