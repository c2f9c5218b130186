import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TransferState } from '@common/api/transfer.contract';
import type { Db } from '../../db/client';
import {
  customerDomains,
  customerDomainStates,
  domainTransfers,
  orderItems,
  orders,
  type CustomerDomainStateRow,
  type DomainTransferRow,
} from '../../db/schema/index';

export interface TransferListRow {
  orderItemId: number;
  domain: string;
  state: TransferState;
  requestedAt: Date | null;
  actBy: Date | null;
}

const OPEN_STATES: TransferState[] = ['waiting-payment', 'requested', 'pending'];

/**
 * Incoming transfers (domain_transfers) beside the order items that paid for them, and the
 * customer's domains they touch. Only this file writes SQL for the transfer module.
 */
export function createTransferRepository(db: Db) {
  const dt = domainTransfers;
  // Before the job has written a row, the state follows from the order: unpaid, paid and waiting
  // for its job, or given up (refunded without reaching the registry).
  const stateSql = sql<TransferState>`case
    when ${dt.state} is not null then ${dt.state}
    when ${orders.status} = 'pending_payment' then 'waiting-payment'
    when ${orderItems.status} in ('refunded', 'failed') then 'failed'
    else 'requested' end`;

  function transfersOf(userId: number) {
    // Items of orders that were never paid (cancelled with their payment) are not transfers.
    return and(eq(orders.userId, userId), eq(orderItems.type, 'Transfer'), sql`${orderItems.status} <> 'cancelled'`);
  }

  return {
    /** One page of the user's transfers, newest first, and the number of all matches. */
    async list(userId: number, open: boolean, limit: number, offset: number): Promise<{ rows: TransferListRow[]; total: number }> {
      const where = open ? and(transfersOf(userId), sql`${stateSql} in ${OPEN_STATES}`) : transfersOf(userId);
      const rows = await db
        .select({
          orderItemId: orderItems.id,
          domain: orderItems.domain,
          state: stateSql,
          requestedAt: dt.requestedAt,
          actBy: dt.actBy,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(dt, eq(dt.orderItemId, orderItems.id))
        .where(where)
        .orderBy(desc(orderItems.id))
        .limit(limit)
        .offset(offset);
      const total = rows.length > 0 ? Number(rows[0].total) : offset === 0 ? 0 : await this.count(userId, open);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    /** One of the user's transfers, as the list shows it. */
    async one(userId: number, orderItemId: number): Promise<TransferListRow | undefined> {
      const [row] = await db
        .select({ orderItemId: orderItems.id, domain: orderItems.domain, state: stateSql, requestedAt: dt.requestedAt, actBy: dt.actBy })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(dt, eq(dt.orderItemId, orderItems.id))
        .where(and(transfersOf(userId), eq(orderItems.id, orderItemId)));
      return row;
    },

    async count(userId: number, open: boolean): Promise<number> {
      const where = open ? and(transfersOf(userId), sql`${stateSql} in ${OPEN_STATES}`) : transfersOf(userId);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(dt, eq(dt.orderItemId, orderItems.id))
        .where(where);
      return Number(row.n);
    },

    /** The transfer of an order item, when its job has written one. */
    byItem(orderItemId: number): Promise<DomainTransferRow | undefined> {
      return db
        .select()
        .from(dt)
        .where(eq(dt.orderItemId, orderItemId))
        .then((rows) => rows[0]);
    },

    /** The user's transfer item with this id (order item id), with the transfer row when there is one. */
    async ofUser(userId: number, orderItemId: number): Promise<{ itemId: number; transfer: DomainTransferRow | null } | undefined> {
      const [row] = await db
        .select({ itemId: orderItems.id, transfer: dt })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(dt, eq(dt.orderItemId, orderItems.id))
        .where(and(transfersOf(userId), eq(orderItems.id, orderItemId)));
      return row ? { itemId: row.itemId, transfer: row.transfer?.orderItemId ? row.transfer : null } : undefined;
    },

    /**
     * Records that the item's transfer is being asked for. Null when another open transfer of the
     * name exists (the partial unique index decides, also under races); the item's own row when it
     * was written before (a retry).
     */
    async start(row: { orderItemId: number; userId: number; domain: string }, now: Date): Promise<DomainTransferRow | null> {
      await db
        .insert(dt)
        .values({ ...row, state: 'requested', createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      return (await this.byItem(row.orderItemId)) ?? null;
    },

    /** Changes a transfer only from one of the states `from`; answers whether it changed (so only one caller settles it). */
    async setState(
      orderItemId: number,
      from: DomainTransferRow['state'][],
      change: Partial<Pick<DomainTransferRow, 'state' | 'requestedAt' | 'actBy' | 'expiresAt' | 'settledAt'>>,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(dt)
        .set({ ...change, updatedAt: now })
        .where(and(eq(dt.orderItemId, orderItemId), inArray(dt.state, from)))
        .returning({ id: dt.orderItemId });
      return rows.length === 1;
    },

    /**
     * Claims the cancel of a pending transfer: true for one caller only (the row's update decides,
     * also between servers), unless an earlier claim is older than `staleBefore` (its server stopped).
     */
    async claimCancel(orderItemId: number, now: Date, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(dt)
        .set({ cancelClaimedAt: now, updatedAt: now })
        .where(
          and(
            eq(dt.orderItemId, orderItemId),
            eq(dt.state, 'pending'),
            or(isNull(dt.cancelClaimedAt), lt(dt.cancelClaimedAt, staleBefore)),
          ),
        )
        .returning({ id: dt.orderItemId });
      return rows.length === 1;
    },

    /** Gives a cancel's claim back when the cancel did not happen. */
    async releaseCancel(orderItemId: number): Promise<void> {
      await db
        .update(dt)
        .set({ cancelClaimedAt: null })
        .where(and(eq(dt.orderItemId, orderItemId), eq(dt.state, 'pending')));
    },

    /** The open (requested or pending) transfer of a name; at most one exists. */
    openByDomain(domain: string): Promise<DomainTransferRow | undefined> {
      return db
        .select()
        .from(dt)
        .where(and(eq(dt.domain, domain), inArray(dt.state, ['requested', 'pending'])))
        .then((rows) => rows[0]);
    },

    /** The owner of a name among the shop's customers, with its state row when it has one. */
    async customerDomain(name: string): Promise<{ userId: number; registeredAt: Date; state: CustomerDomainStateRow | null } | undefined> {
      const [row] = await db
        .select({ userId: customerDomains.userId, registeredAt: customerDomains.registeredAt, state: customerDomainStates })
        .from(customerDomains)
        .leftJoin(customerDomainStates, eq(customerDomainStates.name, customerDomains.name))
        .where(eq(customerDomains.name, name));
      return row ? { userId: row.userId, registeredAt: row.registeredAt, state: row.state?.name ? row.state : null } : undefined;
    },

    /** A name that moved to another registrar is no longer the customer's (its state row goes with it). */
    async removeCustomerDomain(name: string): Promise<boolean> {
      const rows = await db.delete(customerDomains).where(eq(customerDomains.name, name)).returning({ name: customerDomains.name });
      return rows.length === 1;
    },

    async saveSnapshot(name: string, snapshot: Pick<CustomerDomainStateRow, 'rgpStatus' | 'statuses' | 'syncedAt'>): Promise<void> {
      await db.update(customerDomainStates).set(snapshot).where(eq(customerDomainStates.name, name));
    },

    /** Sets WHOIS privacy of a name of this user; false when the user has no state row for it. */
    async setPrivacy(userId: number, name: string, privacy: boolean): Promise<boolean> {
      const owned = db
        .select({ name: customerDomains.name })
        .from(customerDomains)
        .where(and(eq(customerDomains.userId, userId), eq(customerDomains.name, name)));
      const rows = await db
        .update(customerDomainStates)
        .set({ privacy })
        .where(and(eq(customerDomainStates.name, name), inArray(customerDomainStates.name, owned)))
        .returning({ name: customerDomainStates.name });
      return rows.length === 1;
    },

    async insertState(
      row: Pick<CustomerDomainStateRow, 'name' | 'unicodeName' | 'autoRenewGraceDays' | 'transferLockedUntil' | 'privacy'>,
    ): Promise<void> {
      await db.insert(customerDomainStates).values(row).onConflictDoNothing();
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
