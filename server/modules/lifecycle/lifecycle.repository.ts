import { and, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerDomainStates,
  customerDomains,
  domainDeletions,
  domainLifecycleNotices,
  users,
  type DomainDeletionRow,
  type LifecycleNoticeKind,
  type UserRow,
} from '../../db/schema/index';
import { trusteePaidUntil } from '../renewal/renewal.repository';

/** RGP statuses of a name that has been deleted at the registry (RFC 3915). */
export const DELETED_RGP_STATUSES = ['redemptionPeriod', 'pendingRestore', 'pendingDelete'] as const;

/** A customer's domain as the lifecycle sweep sees it: its paid term, settings and owner. */
export interface LifecycleDomainRow {
  name: string;
  userId: number;
  expiresAt: Date;
  /** The domain's own auto-renew setting, else the owner's default. */
  autoRenew: boolean;
  /** From the state row, null when "my domains" has not made one yet. */
  autoRenewGraceDays: number | null;
  rgpStatus: string | null;
  /** Until when the trustee service is paid (derived from completed orders); null: never booked. */
  trusteeUntil: Date | null;
  /** WHOIS privacy is switched on (decision 028): the renewal at expiry charges it with the year. */
  privacy: boolean;
  user: Pick<UserRow, 'id' | 'login' | 'language' | 'billingCountry' | 'billingBusiness' | 'billingVatId'>;
}

/** The SQL of the domain lifecycle (docs/decisions/021-domain-lifecycle.md). Works on a transaction too. */
export function createLifecycleRepository(db: Db) {
  const cd = customerDomains;
  const st = customerDomainStates;
  /** The lifecycle's view of the customer's domains that pass `where`, by expiry when `ordered`. */
  async function selectRows(where: SQL | undefined, ordered: boolean): Promise<LifecycleDomainRow[]> {
    const query = db
      .select({
        name: cd.name,
        userId: cd.userId,
        expiresAt: cd.expiresAt,
        autoRenew: sql<boolean>`coalesce(${st.autoRenew}, ${users.defaultAutoRenew})`,
        autoRenewGraceDays: st.autoRenewGraceDays,
        rgpStatus: st.rgpStatus,
        trusteeUntil: trusteePaidUntil(),
        privacy: sql<boolean>`coalesce(${st.privacy}, false)`,
        login: users.login,
        language: users.language,
        billingCountry: users.billingCountry,
        billingBusiness: users.billingBusiness,
        billingVatId: users.billingVatId,
      })
      .from(cd)
      .innerJoin(users, eq(users.id, cd.userId))
      .leftJoin(st, eq(st.name, cd.name))
      .where(where);
    const rows = ordered ? await query.orderBy(cd.expiresAt, cd.name) : await query;
    return rows.map((row) => ({
      name: row.name,
      userId: row.userId,
      expiresAt: row.expiresAt,
      autoRenew: Boolean(row.autoRenew),
      autoRenewGraceDays: row.autoRenewGraceDays,
      rgpStatus: row.rgpStatus,
      trusteeUntil: row.trusteeUntil,
      privacy: Boolean(row.privacy),
      user: {
        id: row.userId,
        login: row.login,
        language: row.language,
        billingCountry: row.billingCountry,
        billingBusiness: row.billingBusiness,
        billingVatId: row.billingVatId,
      },
    }));
  }

  return {
    /**
     * The names whose paid term ends before `until` and that are not deleted at the registry
     * (as far as the shop knows): due for a reminder, the charge at expiry or the delete.
     */
    async domainsExpiringBefore(until: Date): Promise<LifecycleDomainRow[]> {
      return selectRows(
        and(lte(cd.expiresAt, until), sql`coalesce(${st.rgpStatus}, '') not in ('redemptionPeriod', 'pendingRestore', 'pendingDelete')`),
        true,
      );
    },

    /** The customer's domain of this name, when this user owns it. */
    async ownedDomain(userId: number, name: string): Promise<LifecycleDomainRow | undefined> {
      return (await selectRows(and(eq(cd.userId, userId), eq(cd.name, name)), false))[0];
    },

    /** Records a notice; true for exactly one caller per name, term and kind (the unique key decides). */
    async claimNotice(notice: { name: string; userId: number; expiresAt: Date; kind: LifecycleNoticeKind }, now: Date): Promise<boolean> {
      const rows = await db
        .insert(domainLifecycleNotices)
        .values({ ...notice, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: domainLifecycleNotices.id });
      return rows.length === 1;
    },

    /** Gives a claimed notice back (its mail could not be made): the next sweep claims and sends it again. */
    async releaseNotice(notice: { name: string; userId: number; expiresAt: Date; kind: LifecycleNoticeKind }): Promise<void> {
      await db
        .delete(domainLifecycleNotices)
        .where(
          and(
            eq(domainLifecycleNotices.name, notice.name),
            eq(domainLifecycleNotices.userId, notice.userId),
            eq(domainLifecycleNotices.expiresAt, notice.expiresAt),
            eq(domainLifecycleNotices.kind, notice.kind),
          ),
        );
    },

    async noticesOf(name: string) {
      return db.select().from(domainLifecycleNotices).where(eq(domainLifecycleNotices.name, name)).orderBy(domainLifecycleNotices.id);
    },

    /** Moves the paid term from `from` to `to`; false when it is no longer `from` (renewed meanwhile). */
    async moveExpiry(name: string, userId: number, from: Date, to: Date): Promise<boolean> {
      const rows = await db
        .update(cd)
        .set({ expiresAt: to })
        .where(and(eq(cd.name, name), eq(cd.userId, userId), eq(cd.expiresAt, from)))
        .returning({ name: cd.name });
      return rows.length === 1;
    },

    /** Sets the paid term to what the registry reports (after a restore). */
    async setExpiry(name: string, userId: number, expiresAt: Date): Promise<void> {
      await db
        .update(cd)
        .set({ expiresAt })
        .where(and(eq(cd.name, name), eq(cd.userId, userId)));
    },

    /** Writes the registry snapshot of a name that has a state row (no row: "my domains" makes it on its next look). */
    async saveSnapshot(
      name: string,
      snapshot: { rgpStatus: string | null; statuses: string[]; nameservers?: string[] },
      now: Date,
    ): Promise<void> {
      await db
        .update(st)
        .set({
          rgpStatus: snapshot.rgpStatus,
          statuses: snapshot.statuses,
          ...(snapshot.nameservers ? { nameservers: snapshot.nameservers } : {}),
          syncedAt: now,
        })
        .where(eq(st.name, name));
    },

    /** Records the shop's delete of a name (once per name and time). */
    async recordDeletion(deletion: Omit<DomainDeletionRow, 'id' | 'restoredAt' | 'releasedAt'>): Promise<void> {
      await db.insert(domainDeletions).values(deletion).onConflictDoNothing();
    },

    /** The open deletions (neither restored nor released) of all names, or of one name. */
    openDeletions(name?: string): Promise<DomainDeletionRow[]> {
      return db
        .select()
        .from(domainDeletions)
        .where(
          and(isNull(domainDeletions.restoredAt), isNull(domainDeletions.releasedAt), name ? eq(domainDeletions.name, name) : undefined),
        )
        .orderBy(domainDeletions.deletedAt);
    },

    async markRestored(id: number, now: Date): Promise<void> {
      await db
        .update(domainDeletions)
        .set({ restoredAt: now })
        .where(and(eq(domainDeletions.id, id), isNull(domainDeletions.restoredAt)));
    },

    async markReleased(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(domainDeletions)
        .set({ releasedAt: now })
        .where(and(eq(domainDeletions.id, id), isNull(domainDeletions.releasedAt), isNull(domainDeletions.restoredAt)))
        .returning({ id: domainDeletions.id });
      return rows.length === 1;
    },

    /** The name has left the registry: the customer no longer owns it (its state row goes with it). */
    async removeCustomerDomain(name: string, userId: number): Promise<void> {
      await db.delete(cd).where(and(eq(cd.name, name), eq(cd.userId, userId)));
    },

    /**
     * The user's names that are deleted at the registry as far as the shop knows: the snapshot
     * says so, or the lifecycle deleted them and they are neither restored nor released yet.
     */
    async deletedNamesOf(userId: number): Promise<Array<{ name: string; expiresAt: Date }>> {
      const dd = domainDeletions;
      const rows = await db
        .selectDistinct({ name: cd.name, expiresAt: cd.expiresAt })
        .from(cd)
        .leftJoin(st, eq(st.name, cd.name))
        .leftJoin(dd, and(eq(dd.name, cd.name), eq(dd.userId, cd.userId), isNull(dd.restoredAt), isNull(dd.releasedAt)))
        .where(and(eq(cd.userId, userId), or(inArray(st.rgpStatus, [...DELETED_RGP_STATUSES]), isNotNull(dd.id))))
        .orderBy(cd.name);
      return rows;
    },
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
