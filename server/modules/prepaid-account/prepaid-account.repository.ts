import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ledgerEntries,
  orderItems,
  orders,
  prepaidAccounts,
  users,
  type LedgerEntryRow,
  type PrepaidAccountRow,
} from '../../db/schema/index';

export type LedgerReason = LedgerEntryRow['reason'];

/**
 * The prepaid accounts and their ledger (docs/decisions/015-payments-ledger-and-orders.md). Every
 * change of a balance goes through `move`, which updates the balance and appends the entry; the
 * caller runs it inside its transaction, so a movement exists exactly when its cause does.
 */
export function createPrepaidAccountRepository(db: Db) {
  return {
    find(userId: number): Promise<PrepaidAccountRow | undefined> {
      return db
        .select()
        .from(prepaidAccounts)
        .where(eq(prepaidAccounts.userId, userId))
        .then((rows) => rows[0]);
    },

    /** Creates the account and marks the user as having one; false when it existed already. */
    async create(account: { userId: number; currency: 'EUR' | 'USD'; limitAmount: number }, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(prepaidAccounts)
          .values({ ...account, createdAt: now })
          .onConflictDoNothing()
          .returning({ userId: prepaidAccounts.userId });
        if (created.length === 0) return false;
        await tx.update(users).set({ hasAccount: true }).where(eq(users.id, account.userId));
        return true;
      });
    },

    /**
     * Moves money: one conditional update (the row lock orders concurrent movements, and the
     * condition is checked against the balance each finds) and the ledger entry. Answers the new
     * balance, or null when the balance would go below zero (nothing is changed then).
     * A second movement with the same reason and reference fails on the unique index.
     */
    async move(userId: number, amount: number, reason: LedgerReason, reference: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(prepaidAccounts)
        .set({ balance: sql`${prepaidAccounts.balance} + ${amount}` })
        .where(and(eq(prepaidAccounts.userId, userId), sql`${prepaidAccounts.balance} + ${amount} >= 0`))
        .returning({ balance: prepaidAccounts.balance });
      if (!row) return null;
      await db.insert(ledgerEntries).values({ userId, amount, balanceAfter: row.balance, reason, reference, createdAt: now });
      return row.balance;
    },

    /**
     * Books a top-up, held to the account's rules at the moment the money arrives: one conditional
     * update (the row lock orders concurrent top-ups), so two pending top-ups that each fitted when
     * they were started cannot together pass the limit (3011) or land on a blocked account (1400).
     */
    async deposit(
      userId: number,
      amount: number,
      reference: string,
      now: Date,
    ): Promise<{ balance: number } | 'over-limit' | 'blocked' | 'missing'> {
      const [row] = await db
        .update(prepaidAccounts)
        .set({ balance: sql`${prepaidAccounts.balance} + ${amount}` })
        .where(
          and(
            eq(prepaidAccounts.userId, userId),
            eq(prepaidAccounts.depositsBlocked, false),
            sql`${prepaidAccounts.balance} + ${amount} <= ${prepaidAccounts.limitAmount}`,
          ),
        )
        .returning({ balance: prepaidAccounts.balance });
      if (row) {
        await db.insert(ledgerEntries).values({ userId, amount, balanceAfter: row.balance, reason: 'top-up', reference, createdAt: now });
        return { balance: row.balance };
      }
      const [account] = await db.select().from(prepaidAccounts).where(eq(prepaidAccounts.userId, userId));
      if (!account) return 'missing';
      return account.depositsBlocked ? 'blocked' : 'over-limit';
    },

    async hasEntry(reason: LedgerReason, reference: string): Promise<boolean> {
      const rows = await db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.reason, reason), eq(ledgerEntries.reference, reference)));
      return rows.length > 0;
    },

    /** Newest first. */
    entries(userId: number, limit: number, offset: number): Promise<LedgerEntryRow[]> {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, userId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * The user's orders the entries refer to: a payment (`payment:12`) paid an order, a refund
     * (`order-item:40`) gave back one of its items. Top-ups refer to no order.
     */
    async orderIdsOf(userId: number, entries: Pick<LedgerEntryRow, 'reference'>[]): Promise<Map<string, number>> {
      const idsOf = (kind: string) =>
        entries.flatMap((entry) => {
          const [prefix, id] = entry.reference.split(':');
          return prefix === kind && /^\d{1,9}$/.test(id ?? '') ? [Number(id)] : [];
        });
      const paymentIds = idsOf('payment');
      const itemIds = idsOf('order-item');
      const found = new Map<string, number>();
      if (paymentIds.length > 0) {
        const rows = await db
          .select({ id: orders.id, paymentId: orders.paymentId })
          .from(orders)
          .where(and(eq(orders.userId, userId), inArray(orders.paymentId, paymentIds)));
        for (const row of rows) found.set(`payment:${row.paymentId}`, row.id);
      }
      if (itemIds.length > 0) {
        const rows = await db
          .select({ id: orders.id, itemId: orderItems.id })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orders.userId, userId), inArray(orderItems.id, itemIds)));
        for (const row of rows) found.set(`order-item:${row.itemId}`, row.id);
      }
      return found;
    },

    async countEntries(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, userId));
      return Number(row.count);
    },

    /** The sum of the ledger, which must equal the kept balance (tests and audits). */
    async ledgerSum(userId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, userId));
      return Number(row.sum);
    },

    async setNotification(userId: number, threshold: number | null): Promise<void> {
      await db
        .update(prepaidAccounts)
        .set({ lowBalanceThreshold: threshold, lowBalanceNotifiedAt: null })
        .where(eq(prepaidAccounts.userId, userId));
    },

    /**
     * Claims the one low-balance notice due for an account whose balance is under its threshold;
     * true for exactly one caller until the balance has risen above it again (see rearm).
     */
    async claimLowBalanceNotice(userId: number, now: Date): Promise<PrepaidAccountRow | undefined> {
      const [row] = await db
        .update(prepaidAccounts)
        .set({ lowBalanceNotifiedAt: now })
        .where(
          and(
            eq(prepaidAccounts.userId, userId),
            sql`${prepaidAccounts.lowBalanceThreshold} is not null`,
            sql`${prepaidAccounts.balance} < ${prepaidAccounts.lowBalanceThreshold}`,
            sql`${prepaidAccounts.lowBalanceNotifiedAt} is null`,
          ),
        )
        .returning();
      return row;
    },

    /** After a top-up above the threshold, the next fall below it is told again. */
    async rearmLowBalanceNotice(userId: number): Promise<void> {
      await db
        .update(prepaidAccounts)
        .set({ lowBalanceNotifiedAt: null })
        .where(
          and(
            eq(prepaidAccounts.userId, userId),
            sql`${prepaidAccounts.lowBalanceThreshold} is not null`,
            sql`${prepaidAccounts.balance} >= ${prepaidAccounts.lowBalanceThreshold}`,
          ),
        );
    },
  };
}

export type PrepaidAccountRepository = ReturnType<typeof createPrepaidAccountRepository>;
