import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerDomainStatus, DomainListSort, DomainListType } from '@common/api/customer-domain.contract';
import { EXPIRING_SOON_DAYS } from '@common/api/customer-domain.contract';
import type { Db } from '../../db/client';
import { contactHolds, customerDomains, customerDomainStates, orderItems, users, type CustomerDomainStateRow } from '../../db/schema/index';
import { privacyPaidUntil } from '../privacy/privacy.repository';
import { DAY_MS } from '@common/time/durations';

export interface DomainListFilter {
  type: DomainListType;
  /** A LIKE pattern (already lower case and escaped), compared with the A-label and the Unicode name. */
  like?: string;
  /** Paid term ends before this time. */
  expiresBefore?: Date;
}

export interface CustomerDomainListRow {
  name: string;
  unicodeName: string;
  status: CustomerDomainStatus;
  registeredAt: Date;
  expiresAt: Date;
  autoRenew: boolean;
  privacy: boolean;
  statuses: string[];
  /** The shop holds the name (clientHold) until its registrant's e-mail is verified (decision 048). */
  verificationHold: boolean;
  nameservers: string[];
  transferLockedUntil: Date;
  syncedAt: Date | null;
}

export type NewCustomerDomainState = Pick<CustomerDomainStateRow, 'name' | 'unicodeName' | 'autoRenewGraceDays' | 'transferLockedUntil'> &
  Partial<Pick<CustomerDomainStateRow, 'privacy'>>;
export type RegistrySnapshot = Pick<CustomerDomainStateRow, 'rgpStatus' | 'statuses' | 'nameservers' | 'transferLockedUntil' | 'syncedAt'>;

/**
 * The customer's domains with their state (decision 019): ownership from customer_domains, the
 * settings and the registry snapshot from customer_domain_states. The status is derived here,
 * in SQL, from the snapshot and the time given, so that filters, counts and pages agree.
 */
export function createCustomerDomainRepository(db: Db) {
  const cd = customerDomains;
  const st = customerDomainStates;

  /** The status rules of CustomerDomainStatus (common/api/customer-domain.contract.ts), first match wins. */
  function statusSql(now: Date): SQL<CustomerDomainStatus> {
    const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
    return sql<CustomerDomainStatus>`case
      when ${st.rgpStatus} = 'pendingDelete' then 'pending-delete'
      when ${st.rgpStatus} in ('redemptionPeriod', 'pendingRestore') then 'redemption'
      when 'pendingTransfer' = any(${st.statuses}) then 'pending-transfer'
      when ${cd.expiresAt} + make_interval(days => ${st.autoRenewGraceDays}) <= ${now} then 'expired'
      when ${cd.expiresAt} <= ${now} then 'grace'
      when ${cd.expiresAt} <= ${soon} then 'expiring'
      else 'active' end`;
  }

  function lockedSql(now: Date): SQL<boolean> {
    return sql<boolean>`('clientTransferProhibited' = any(${st.statuses}) or 'serverTransferProhibited' = any(${st.statuses}) or ${st.transferLockedUntil} > ${now})`;
  }

  function autoRenewSql(): SQL<boolean> {
    return sql<boolean>`coalesce(${st.autoRenew}, ${users.defaultAutoRenew})`;
  }

  function conditions(userId: number, filter: DomainListFilter, now: Date): SQL | undefined {
    const where: Array<SQL | undefined> = [eq(cd.userId, userId)];
    if (filter.like)
      where.push(or(sql`${cd.name} like ${filter.like} escape '\\'`, sql`lower(${st.unicodeName}) like ${filter.like} escape '\\'`));
    if (filter.expiresBefore) where.push(sql`${cd.expiresAt} <= ${filter.expiresBefore}`);
    if (filter.type === 'locked') where.push(lockedSql(now));
    else if (filter.type !== 'all') where.push(sql`${statusSql(now)} = ${filter.type}`);
    return and(...where);
  }

  const orderColumns = { name: cd.name, expiry: cd.expiresAt, created: cd.registeredAt } as const;

  return {
    /** The user's names that have no state row yet (registered since the last look), with the privacy chosen in the cart. */
    async namesWithoutState(userId: number): Promise<Array<{ name: string; registeredAt: Date; privacy: boolean }>> {
      return db
        .select({ name: cd.name, registeredAt: cd.registeredAt, privacy: sql<boolean>`coalesce(${orderItems.privacyLevel}, 0) > 0` })
        .from(cd)
        .leftJoin(st, eq(st.name, cd.name))
        .leftJoin(orderItems, eq(orderItems.id, cd.orderItemId))
        .where(and(eq(cd.userId, userId), isNull(st.name)));
    },

    async insertStates(rows: NewCustomerDomainState[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(st).values(rows).onConflictDoNothing();
    },

    /** One page and the number of all matches, in one query. */
    async list(
      userId: number,
      filter: DomainListFilter,
      sort: DomainListSort,
      order: 'asc' | 'desc',
      limit: number,
      offset: number,
      now: Date,
    ): Promise<{ rows: CustomerDomainListRow[]; total: number }> {
      const direction = order === 'asc' ? asc : desc;
      const rows = await db
        .select({
          name: cd.name,
          unicodeName: st.unicodeName,
          status: statusSql(now),
          registeredAt: cd.registeredAt,
          expiresAt: cd.expiresAt,
          autoRenew: autoRenewSql(),
          // On only while switched on and paid for today, as WHOIS shows it (decision 028).
          privacy: sql<boolean>`(${st.privacy} and coalesce(${privacyPaidUntil()} > ${now}, false))`.mapWith(Boolean),
          statuses: st.statuses,
          verificationHold:
            sql<boolean>`exists (select 1 from ${contactHolds} where ${contactHolds.name} = ${cd.name} and ${contactHolds.userId} = ${cd.userId} and ${contactHolds.liftedAt} is null)`.mapWith(
              Boolean,
            ),
          nameservers: st.nameservers,
          transferLockedUntil: st.transferLockedUntil,
          syncedAt: st.syncedAt,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(cd)
        .innerJoin(st, eq(st.name, cd.name))
        .innerJoin(users, eq(users.id, cd.userId))
        .where(conditions(userId, filter, now))
        // The name breaks ties, so that pages do not overlap when many names share a date.
        .orderBy(direction(orderColumns[sort]), direction(cd.name))
        .limit(limit)
        .offset(offset);
      const total = rows[0]?.total ?? (offset > 0 ? await this.countMatching(userId, filter, now) : 0);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    /** Only for a page past the end, where the window count has no row to ride on. */
    async countMatching(userId: number, filter: DomainListFilter, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(cd)
        .innerJoin(st, eq(st.name, cd.name))
        .where(conditions(userId, filter, now));
      return row.n;
    },

    async counts(
      userId: number,
      now: Date,
    ): Promise<{ all: number; locked: number; autoRenewOff: number; byStatus: Array<{ status: CustomerDomainStatus; n: number }> }> {
      const status = statusSql(now);
      const byStatus = await db
        .select({ status, n: count() })
        .from(cd)
        .innerJoin(st, eq(st.name, cd.name))
        .where(eq(cd.userId, userId))
        // By position: the expression carries the time as parameters, which GROUP BY would not match.
        .groupBy(sql`1`);
      const [flags] = await db
        .select({
          all: count(),
          locked: sql<number>`count(*) filter (where ${lockedSql(now)})`.mapWith(Number),
          autoRenewOff: sql<number>`count(*) filter (where not ${autoRenewSql()})`.mapWith(Number),
        })
        .from(cd)
        .innerJoin(st, eq(st.name, cd.name))
        .innerJoin(users, eq(users.id, cd.userId))
        .where(eq(cd.userId, userId));
      return { ...flags, byStatus };
    },

    /** One of the user's names with its status as the list derives it (for modules that act on one name, e.g. the DNS zone). */
    async statusOf(
      userId: number,
      name: string,
      now: Date,
    ): Promise<{ status: CustomerDomainStatus; nameservers: string[]; syncedAt: Date | null } | undefined> {
      const [row] = await db
        .select({ status: statusSql(now), nameservers: st.nameservers, syncedAt: st.syncedAt })
        .from(cd)
        .innerJoin(st, eq(st.name, cd.name))
        .where(and(eq(cd.userId, userId), eq(cd.name, name)));
      return row;
    },

    async saveSnapshot(name: string, snapshot: RegistrySnapshot): Promise<void> {
      await db.update(st).set(snapshot).where(eq(st.name, name));
    },

    /**
     * Sets auto-renew on the user's names (listed, or matching a LIKE pattern) in one transaction;
     * answers each name with its setting before. Names of other users are never touched; when a
     * listed name is not the user's, nothing changes and the answer is null.
     */
    async setAutoRenew(
      userId: number,
      target: { names: string[] } | { like: string },
      autoRenew: boolean,
    ): Promise<Array<{ name: string; unicodeName: string; before: boolean }> | null> {
      return db.transaction(async (tx) => {
        const match =
          'names' in target
            ? inArray(cd.name, target.names)
            : or(sql`${cd.name} like ${target.like} escape '\\'`, sql`lower(${st.unicodeName}) like ${target.like} escape '\\'`);
        const rows = await tx
          .select({ name: cd.name, unicodeName: st.unicodeName, before: autoRenewSql() })
          .from(cd)
          .innerJoin(st, eq(st.name, cd.name))
          .innerJoin(users, eq(users.id, cd.userId))
          .where(and(eq(cd.userId, userId), match))
          .orderBy(cd.name)
          .for('update', { of: st });
        if ('names' in target && rows.length !== new Set(target.names).size) return null;
        if (rows.length > 0) {
          await tx
            .update(st)
            .set({ autoRenew })
            .where(
              inArray(
                st.name,
                rows.map((row) => row.name),
              ),
            );
        }
        return rows;
      });
    },
  };
}

export type CustomerDomainRepository = ReturnType<typeof createCustomerDomainRepository>;
