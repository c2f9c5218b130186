import { and, asc, eq, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  registryContacts,
  registryDomains,
  registryPollMessages,
  registryPremiumNames,
  registryRegistrars,
  registryReservedNames,
  registryTlds,
} from '../../db/schema/index';
import { RESTORE_REPORT_DAYS } from './sandbox-lifecycle';
import { lockDelegationHosts } from './sandbox-hosts.repository';

export type RegistryTldRow = typeof registryTlds.$inferSelect;
export type RegistryDomainRow = typeof registryDomains.$inferSelect;
export type RegistryContactRow = typeof registryContacts.$inferSelect;
export type RegistryRegistrarRow = typeof registryRegistrars.$inferSelect;
export type RegistryPollMessageRow = typeof registryPollMessages.$inferSelect;
export type NewContact = typeof registryContacts.$inferInsert;
export type NewPollMessage = Pick<typeof registryPollMessages.$inferInsert, 'registrarId' | 'kind' | 'name' | 'message' | 'queuedAt'>;

/** Expected values of a row at write time: a command only applies to the state it was decided on. */
export type DomainGuard = Partial<
  Pick<
    RegistryDomainRow,
    'registrarId' | 'expiresAt' | 'deletedAt' | 'restoreRequestedAt' | 'transferRequestedBy' | 'transferRequestedAt' | 'updatedAt'
  >
>;
export type DomainChanges = Partial<Omit<RegistryDomainRow, 'name' | 'tld'>>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Large batches keep PostgreSQL's limit of 65,535 bound parameters per statement in view.
const INSERT_BATCH = 1000;

function guardConditions(guard: DomainGuard): SQL[] {
  return Object.entries(guard).map(([key, value]) => {
    const column = registryDomains[key as keyof DomainGuard];
    return value === null ? isNull(column) : eq(column, value as never);
  });
}

/**
 * When a deleted name is purged (sandbox-lifecycle.ts purgeAt, in SQL): the end of redemption, or
 * of an open restore request if later, plus pending delete. Hours, not days, so the session's time
 * zone and its daylight-saving days cannot shift it.
 */
function purgeDueCondition(now: Date): SQL {
  const d = registryDomains;
  return sql`exists (select 1 from ${registryTlds} t where t.tld = ${d.tld}
    and greatest(${d.deletedAt} + t.redemption_days * interval '24 hours',
                 coalesce(${d.restoreRequestedAt} + ${`${RESTORE_REPORT_DAYS * 24} hours`}::interval, ${d.deletedAt}))
        + t.pending_delete_days * interval '24 hours' <= ${now.toISOString()}::timestamptz)`;
}

/**
 * `column = any($1)` with the values as one array parameter: the same index lookup as IN (…),
 * but one bound parameter instead of hundreds, which PGlite binds several times faster.
 */
function anyOf(column: AnyPgColumn, values: string[]): SQL {
  return sql`${column} = any(${sql.param(values)}::text[])`;
}

async function insertMessages(tx: Tx | Db, messages: NewPollMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += INSERT_BATCH) {
    await tx.insert(registryPollMessages).values(messages.slice(start, start + INSERT_BATCH));
  }
}

/** All SQL of the sandbox registry. Each method is one statement or one transaction. */
export function createSandboxRegistryRepository(db: Db) {
  /** Removes the names whose pending delete is over, telling each sponsor; `name` limits it to one. */
  async function purgeDue(tx: Tx | Db, now: Date, name?: string): Promise<string[]> {
    const purged = await tx
      .delete(registryDomains)
      .where(
        and(isNotNull(registryDomains.deletedAt), name === undefined ? undefined : eq(registryDomains.name, name), purgeDueCondition(now)),
      )
      .returning({ name: registryDomains.name, registrarId: registryDomains.registrarId });
    await insertMessages(
      tx,
      purged.map((row) => ({
        registrarId: row.registrarId,
        kind: 'deleted',
        name: row.name,
        message: `${row.name} was purged after pending delete and is available again.`,
        queuedAt: now,
      })),
    );
    return purged.map((row) => row.name);
  }

  return {
    async tlds(): Promise<RegistryTldRow[]> {
      return db.select().from(registryTlds);
    },

    async tld(tld: string): Promise<RegistryTldRow | null> {
      const rows = await db.select().from(registryTlds).where(eq(registryTlds.tld, tld)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * What check needs for many names at once: three indexed lookups whatever the number of names
     * (primary keys of registered, premium and reserved names).
     */
    async checkLookup(names: string[], labels: string[]) {
      if (names.length === 0) return { domains: [], premium: [], reserved: new Set<string>() };
      const [domains, premium, reserved] = await Promise.all([
        db
          .select({
            name: registryDomains.name,
            deletedAt: registryDomains.deletedAt,
            restoreRequestedAt: registryDomains.restoreRequestedAt,
          })
          .from(registryDomains)
          .where(anyOf(registryDomains.name, names)),
        db.select().from(registryPremiumNames).where(anyOf(registryPremiumNames.name, names)),
        labels.length > 0 ? db.select().from(registryReservedNames).where(anyOf(registryReservedNames.label, labels)) : Promise.resolve([]),
      ]);
      return { domains, premium, reserved: new Set(reserved.map((row) => row.label)) };
    },

    async isReserved(label: string): Promise<boolean> {
      const rows = await db.select().from(registryReservedNames).where(eq(registryReservedNames.label, label)).limit(1);
      return rows.length > 0;
    },

    /** A registration with its TLD policy, sponsor and registrant, in one query. */
    async findDomain(name: string) {
      const rows = await db
        .select({ domain: registryDomains, tld: registryTlds, registrar: registryRegistrars, registrant: registryContacts })
        .from(registryDomains)
        .innerJoin(registryTlds, eq(registryTlds.tld, registryDomains.tld))
        .leftJoin(registryRegistrars, eq(registryRegistrars.id, registryDomains.registrarId))
        .leftJoin(registryContacts, eq(registryContacts.handle, registryDomains.registrantHandle))
        .where(eq(registryDomains.name, name))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Creates a registration and its registrant in one transaction. The primary key decides between
     * two creates of the same name, also when they run at the same moment: false when the name exists.
     * A row whose pending delete has ended is purged first, so the name is available to the second.
     */
    async insertDomain(
      domain: typeof registryDomains.$inferInsert,
      registrant: NewContact,
      now: Date,
      hosts: readonly string[] = [],
    ): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          await lockDelegationHosts(tx, hosts);
          await purgeDue(tx, now, domain.name);
          await tx.insert(registryContacts).values(registrant);
          const inserted = await tx
            .insert(registryDomains)
            .values(domain)
            .onConflictDoNothing({ target: registryDomains.name })
            .returning({ name: registryDomains.name });
          // Throwing rolls the registrant back with the refused name.
          if (inserted.length === 0) throw new RowChanged();
          return true;
        })
        .catch(falseWhenRowChanged);
    },

    /**
     * Applies `changes` if the row still matches `guard`, with the poll messages and a new registrant
     * contact in the same transaction. False when the row changed meanwhile (a concurrent command won).
     */
    async updateDomain(
      name: string,
      guard: DomainGuard,
      changes: DomainChanges,
      extra: { messages?: NewPollMessage[]; registrant?: NewContact; hosts?: readonly string[] } = {},
    ): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          // The host objects of a new delegation exist, and stay until it is written (2303 otherwise).
          await lockDelegationHosts(tx, extra.hosts ?? []);
          if (extra.registrant) await tx.insert(registryContacts).values(extra.registrant);
          const updated = await tx
            .update(registryDomains)
            .set(changes)
            .where(and(eq(registryDomains.name, name), ...guardConditions(guard)))
            .returning({ name: registryDomains.name });
          if (updated.length === 0) throw new RowChanged();
          await insertMessages(tx, extra.messages ?? []);
          return true;
        })
        .catch(falseWhenRowChanged);
    },

    /** Removes a registration at once (delete inside the add grace period), if it still matches `guard`. */
    async removeDomain(name: string, guard: DomainGuard, messages: NewPollMessage[] = []): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          const removed = await tx
            .delete(registryDomains)
            .where(and(eq(registryDomains.name, name), ...guardConditions(guard)))
            .returning({ name: registryDomains.name });
          if (removed.length === 0) throw new RowChanged();
          await insertMessages(tx, messages);
          return true;
        })
        .catch(falseWhenRowChanged);
    },

    /**
     * Auto-renews every live name whose expiry has passed by one year (sandbox-lifecycle.ts
     * applyAutoRenewals, in SQL), through the index on expires_at, and tells each sponsor; `name`
     * limits it to one. A name expired for several years is renewed once per round. Year arithmetic
     * is done in UTC.
     */
    async autoRenewDue(now: Date, name?: string): Promise<number> {
      let total = 0;
      for (let round = 0; round < 100; round += 1) {
        const renewed = await db.transaction(async (tx) => {
          const rows = await tx
            .update(registryDomains)
            .set({
              autoRenewedAt: sql`${registryDomains.expiresAt}`,
              updatedAt: sql`${registryDomains.expiresAt}`,
              expiresAt: sql`(${registryDomains.expiresAt} at time zone 'UTC' + interval '1 year') at time zone 'UTC'`,
            })
            .where(
              and(
                lte(registryDomains.expiresAt, now),
                isNull(registryDomains.deletedAt),
                name === undefined ? undefined : eq(registryDomains.name, name),
              ),
            )
            .returning({ name: registryDomains.name, registrarId: registryDomains.registrarId, expiresAt: registryDomains.expiresAt });
          await insertMessages(
            tx,
            rows.map((row) => ({
              registrarId: row.registrarId,
              kind: 'auto-renewed',
              name: row.name,
              message: `${row.name} was auto-renewed at expiry until ${row.expiresAt.toISOString()}.`,
              queuedAt: now,
            })),
          );
          return rows.length;
        });
        total += renewed;
        if (renewed === 0) break;
      }
      return total;
    },

    async purgeDue(now: Date, name?: string): Promise<string[]> {
      return db.transaction((tx) => purgeDue(tx, now, name));
    },

    /** Pending transfers requested at or before `requestedBefore`, with their TLD policy. */
    async findTransfersRequestedBefore(requestedBefore: Date) {
      return db
        .select({ domain: registryDomains, tld: registryTlds })
        .from(registryDomains)
        .innerJoin(registryTlds, eq(registryTlds.tld, registryDomains.tld))
        .where(and(isNotNull(registryDomains.transferRequestedBy), lte(registryDomains.transferRequestedAt, requestedBefore)));
    },

    /**
     * Premium names under these TLDs that nobody holds (a deleted holder's row counts until it is
     * purged), cheapest first, with the number of all such names.
     */
    async premiumOnOffer(query: { tlds: readonly string[]; limit: number; offset: number; now: Date }) {
      const p = registryPremiumNames;
      const d = registryDomains;
      const filter = and(
        sql`split_part(${p.name}, '.', 2) = any(${sql.param([...query.tlds])}::text[])`,
        sql`not exists (select 1 from ${d} where ${d.name} = ${p.name} and not (${d.deletedAt} is not null and ${purgeDueCondition(query.now)}))`,
      );
      const rows = await db
        .select({ name: p.name, registerPrice: p.registerPrice, renewPrice: p.renewPrice, total: sql<number>`(count(*) over ())::int` })
        .from(p)
        .where(filter)
        .orderBy(asc(p.registerPrice), asc(p.name))
        .limit(query.limit)
        .offset(query.offset);
      let total = rows[0]?.total ?? 0;
      // Past the last page (or asked for the count only) the window count has no row to ride on.
      if (rows.length === 0 && (query.offset > 0 || query.limit === 0))
        [{ total }] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(p)
          .where(filter);
      return { names: rows.map(({ name, registerPrice, renewPrice }) => ({ name, registerPrice, renewPrice })), total };
    },

    /**
     * Deleted names under these TLDs whose purge falls after `now` and at or before `before`
     * (sandbox-lifecycle.ts purgeAt, in SQL), soonest first, with their TLD policy and the number of all such names.
     */
    async releasing(query: { tlds: readonly string[]; now: Date; before: Date; limit: number; offset: number }) {
      const d = registryDomains;
      const releaseAt = sql`(greatest(${d.deletedAt} + ${registryTlds.redemptionDays} * interval '24 hours',
          coalesce(${d.restoreRequestedAt} + ${`${RESTORE_REPORT_DAYS * 24} hours`}::interval, ${d.deletedAt}))
        + ${registryTlds.pendingDeleteDays} * interval '24 hours')`;
      const filter = and(
        isNotNull(d.deletedAt),
        anyOf(d.tld, [...query.tlds]),
        sql`${releaseAt} > ${query.now.toISOString()}::timestamptz`,
        sql`${releaseAt} <= ${query.before.toISOString()}::timestamptz`,
      );
      const rows = await db
        .select({ domain: d, tld: registryTlds, total: sql<number>`(count(*) over ())::int` })
        .from(d)
        .innerJoin(registryTlds, eq(registryTlds.tld, d.tld))
        .where(filter)
        .orderBy(releaseAt, asc(d.name))
        .limit(query.limit)
        .offset(query.offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && (query.offset > 0 || query.limit === 0))
        [{ total }] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(d)
          .innerJoin(registryTlds, eq(registryTlds.tld, d.tld))
          .where(filter);
      return { rows: rows.map(({ domain, tld }) => ({ domain, tld })), total };
    },

    async oldestMessage(registrarId: string): Promise<RegistryPollMessageRow | null> {
      const rows = await db
        .select()
        .from(registryPollMessages)
        .where(and(eq(registryPollMessages.registrarId, registrarId), isNull(registryPollMessages.ackedAt)))
        .orderBy(asc(registryPollMessages.queuedAt), asc(registryPollMessages.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Marks a message as read; false when it is not an open message of this registrar. */
    async ackMessage(registrarId: string, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(registryPollMessages)
        .set({ ackedAt: now })
        .where(
          and(eq(registryPollMessages.id, id), eq(registryPollMessages.registrarId, registrarId), isNull(registryPollMessages.ackedAt)),
        )
        .returning({ id: registryPollMessages.id });
      return rows.length > 0;
    },

    async insertMessages(messages: NewPollMessage[]): Promise<void> {
      await insertMessages(db, messages);
    },
  };
}

export type SandboxRegistryRepository = ReturnType<typeof createSandboxRegistryRepository>;

/** Thrown inside a transaction to undo it when the row is not in the expected state. */
class RowChanged extends Error {}

function falseWhenRowChanged(error: unknown): false {
  if (error instanceof RowChanged) return false;
  throw error;
}
