import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDomains, customerDomainStates, orderItems, orders } from '../../db/schema/index';

/** A customer's domain as the renew list needs it: the paid term and the registry snapshot. */
export interface RenewableRow {
  name: string;
  unicodeName: string | null;
  expiresAt: Date;
  privacy: boolean;
  /** Until when the domain's local-presence (trustee) service is paid; null: never booked. */
  trusteeUntil: Date | null;
  rgpStatus: string | null;
  statuses: string[];
}

/**
 * Until when a customer's domain has the trustee (local-presence) service paid: the latest expiry
 * of a completed order item of it with the service, by its owner. Derived from the orders, so it
 * cannot drift from what was paid (decision 020). For a select over `customer_domains`.
 */
export const trusteePaidUntil = () =>
  sql<Date | null>`(select max(${orderItems.expiresAt}) from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId} where ${orderItems.domain} = ${customerDomains.name} and ${orders.userId} = ${customerDomains.userId} and ${orderItems.trustee} and ${orderItems.status} = 'completed')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/** Orders whose renewal of a name is not finished: waiting for payment, paid, or being renewed. */
const OPEN_ORDER_STATUSES = ['pending_payment', 'paid', 'provisioning'] as const;
const OPEN_ITEM_STATUSES = ['pending', 'provisioning'] as const;

/** The SQL of renewals (decision 020): the customer's names, and renewals under way. */
export function createRenewalRepository(db: Db) {
  const cd = customerDomains;
  const st = customerDomainStates;

  function where(userId: number, like: string | undefined): SQL | undefined {
    const conditions: Array<SQL | undefined> = [eq(cd.userId, userId)];
    if (like)
      conditions.push(
        or(sql`${cd.name} like ${like} escape '\\'`, sql`lower(coalesce(${st.unicodeName}, ${cd.name})) like ${like} escape '\\'`),
      );
    return and(...conditions);
  }

  return {
    /** A page of the user's names by expiry (soonest first), with the total. */
    async listOwned(
      userId: number,
      like: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: RenewableRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            name: cd.name,
            unicodeName: st.unicodeName,
            expiresAt: cd.expiresAt,
            privacy: sql<boolean>`coalesce(${st.privacy}, false)`,
            trusteeUntil: trusteePaidUntil(),
            rgpStatus: st.rgpStatus,
            statuses: sql<string[]>`coalesce(${st.statuses}, '{}')`,
          })
          .from(cd)
          .leftJoin(st, eq(st.name, cd.name))
          .where(where(userId, like))
          .orderBy(asc(cd.expiresAt), asc(cd.name))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(cd)
          .leftJoin(st, eq(st.name, cd.name))
          .where(where(userId, like)),
      ]);
      return { rows, total: Number(counted.n) };
    },

    /** One name with its owner; undefined when no customer of the shop has it. */
    /** With the grace days the lifecycle sweep counts its delete day by (recorded at registration; null: the TLD's policy). */
    async find(name: string): Promise<(RenewableRow & { userId: number; autoRenewGraceDays: number | null }) | undefined> {
      const [row] = await db
        .select({
          name: cd.name,
          userId: cd.userId,
          unicodeName: st.unicodeName,
          expiresAt: cd.expiresAt,
          privacy: sql<boolean>`coalesce(${st.privacy}, false)`,
          trusteeUntil: trusteePaidUntil(),
          rgpStatus: st.rgpStatus,
          statuses: sql<string[]>`coalesce(${st.statuses}, '{}')`,
          autoRenewGraceDays: st.autoRenewGraceDays,
        })
        .from(cd)
        .leftJoin(st, eq(st.name, cd.name))
        .where(eq(cd.name, name));
      return row;
    },

    /** Which of these names have a renewal under way (an order not finished, or its job). */
    async inProgress(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ domain: orderItems.domain })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.section, 'renew'),
            inArray(orders.status, [...OPEN_ORDER_STATUSES]),
            eq(orderItems.type, 'Domain'),
            inArray(orderItems.status, [...OPEN_ITEM_STATUSES]),
            inArray(orderItems.domain, names),
          ),
        );
      return new Set(rows.map((row) => row.domain));
    },

    /** Same as inProgress, but only orders already paid (a renewal waiting for its payment may still be replaced). */
    async paidInProgress(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ domain: orderItems.domain })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.section, 'renew'),
            inArray(orders.status, ['paid', 'provisioning']),
            eq(orderItems.type, 'Domain'),
            inArray(orderItems.status, [...OPEN_ITEM_STATUSES]),
            inArray(orderItems.domain, names),
          ),
        );
      return new Set(rows.map((row) => row.domain));
    },

    /** The paid expiry of the user's names (at payment time: the term the renewal extends). */
    async paidExpiries(userId: number, names: string[]): Promise<Map<string, Date>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .select({ name: cd.name, expiresAt: cd.expiresAt })
        .from(cd)
        .where(and(eq(cd.userId, userId), inArray(cd.name, names)));
      return new Map(rows.map((row) => [row.name, row.expiresAt]));
    },

    /**
     * Records a renewal: the paid term moves forward (never back: a later renewal recorded first
     * stays), and the registry snapshot is marked stale so that the next list reads it again.
     */
    async recordRenewal(name: string, userId: number, expiresAt: Date): Promise<void> {
      await db
        .update(cd)
        .set({ expiresAt })
        .where(and(eq(cd.name, name), eq(cd.userId, userId), sql`${cd.expiresAt} < ${expiresAt}`));
      await db
        .update(st)
        .set({ syncedAt: null, rgpStatus: null })
        .where(
          and(eq(st.name, name), or(sql`${st.rgpStatus} is null`, eq(st.rgpStatus, 'autoRenewPeriod'), eq(st.rgpStatus, 'renewPeriod'))!),
        );
    },
  };
}

export type RenewalRepository = ReturnType<typeof createRenewalRepository>;
