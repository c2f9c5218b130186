import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { registryDomains, registryHosts } from '../../db/schema/index';
import { RegistryError } from '../registry-gateway';

export type RegistryHostRow = typeof registryHosts.$inferSelect;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether any domain is delegated to the host (the GIN index on registry_domains.nameservers). */
function linkedSql(name: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${registryDomains} where ${registryDomains.nameservers} @> array[${name}]::text[])`;
}

/**
 * Locks the host objects a delegation names (FOR SHARE, inside the caller's transaction) and
 * refuses with 2303 when one is missing: a host delete waits for the delegation to be written and
 * then sees it linked, so no domain can be delegated to a host that was deleted meanwhile.
 */
export async function lockDelegationHosts(tx: Tx, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const found = await tx
    .select({ name: registryHosts.name })
    .from(registryHosts)
    .where(sql`${registryHosts.name} = any(${sql.param([...names])}::text[])`)
    .for('share');
  const have = new Set(found.map((row) => row.name));
  const missing = names.filter((name) => !have.has(name));
  if (missing.length > 0) throw new RegistryError(2303, `host object ${missing.join(', ')} does not exist; create it first`);
}

/** All SQL of the sandbox registry's host objects (RFC 5732). */
export function createSandboxHostsRepository(db: Db) {
  return {
    async existing(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ name: registryHosts.name })
        .from(registryHosts)
        .where(sql`${registryHosts.name} = any(${sql.param(names)}::text[])`);
      return new Set(rows.map((row) => row.name));
    },

    /** The host with whether it is linked and the sponsor of its superordinate domain. */
    async find(name: string): Promise<{ host: RegistryHostRow; linked: boolean; domainRegistrarId: string | null } | null> {
      const rows = await db
        .select({ host: registryHosts, linked: linkedSql(registryHosts.name), domainRegistrarId: registryDomains.registrarId })
        .from(registryHosts)
        .leftJoin(registryDomains, eq(registryDomains.name, registryHosts.superordinateDomain))
        .where(eq(registryHosts.name, name))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether any domain is delegated to the name (for hosts the registry holds without a row). */
    async linked(name: string): Promise<boolean> {
      const [{ linked }] = await db.select({ linked: linkedSql(sql`${name}`) }).from(sql`(select 1) as one`);
      return linked;
    },

    async namesUnder(domain: string): Promise<string[]> {
      const rows = await db
        .select({ name: registryHosts.name })
        .from(registryHosts)
        .where(eq(registryHosts.superordinateDomain, domain))
        .orderBy(registryHosts.name);
      return rows.map((row) => row.name);
    },

    /** False when the name exists already (the primary key decides between two creates). */
    async insert(row: typeof registryHosts.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(registryHosts)
        .values(row)
        .onConflictDoNothing({ target: registryHosts.name })
        .returning({ name: registryHosts.name });
      return inserted.length > 0;
    },

    /** Replaces the addresses if the host is unchanged since it was read; false otherwise. */
    async setAddresses(name: string, expectedUpdatedAt: Date, addresses: string[], now: Date): Promise<boolean> {
      const rows = await db
        .update(registryHosts)
        .set({ addresses, updatedAt: now })
        .where(and(eq(registryHosts.name, name), eq(registryHosts.updatedAt, expectedUpdatedAt)))
        .returning({ name: registryHosts.name });
      return rows.length > 0;
    },

    /**
     * Deletes the host unless a domain is delegated to it: the row is locked first, so a
     * delegation being written (lockDelegationHosts) finishes before the link is looked at.
     */
    async delete(name: string): Promise<'deleted' | 'linked' | 'missing'> {
      return db.transaction(async (tx) => {
        const locked = await tx.select({ name: registryHosts.name }).from(registryHosts).where(eq(registryHosts.name, name)).for('update');
        if (locked.length === 0) return 'missing';
        const [{ linked }] = await tx.select({ linked: linkedSql(sql`${name}`) }).from(sql`(select 1) as one`);
        if (linked) return 'linked';
        await tx.delete(registryHosts).where(eq(registryHosts.name, name));
        return 'deleted';
      });
    },
  };
}

export type SandboxHostsRepository = ReturnType<typeof createSandboxHostsRepository>;
