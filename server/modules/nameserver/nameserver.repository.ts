import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDomains, customerDomainStates, nameserverTemplates, type NameserverTemplateRow } from '../../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** PostgreSQL's unique_violation, also when wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

class NotTheirs extends Error {}

/** Serialises the template changes of one customer (default flag, count limit) in a transaction. */
async function lockTemplatesOf(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: nameserverTemplates.id }).from(nameserverTemplates).where(eq(nameserverTemplates.userId, userId)).for('update');
}

/**
 * The SQL of nameserver management: the customer's domains (ownership), the nameserver snapshot
 * of customer_domain_states, and nameserver templates.
 */
export function createNameserverRepository(db: Db) {
  const t = nameserverTemplates;
  return {
    /** The customer's domains, by name. */
    async domainsOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ name: customerDomains.name })
        .from(customerDomains)
        .where(eq(customerDomains.userId, userId))
        .orderBy(asc(customerDomains.name));
      return rows.map((row) => row.name);
    },

    async owns(userId: number, name: string): Promise<boolean> {
      const rows = await db
        .select({ name: customerDomains.name })
        .from(customerDomains)
        .where(and(eq(customerDomains.userId, userId), eq(customerDomains.name, name)))
        .limit(1);
      return rows.length > 0;
    },

    /** The "my domains" snapshot follows a change made through the registry (decision 019). */
    async saveNameserversSnapshot(name: string, nameservers: string[]): Promise<void> {
      await db.update(customerDomainStates).set({ nameservers }).where(eq(customerDomainStates.name, name));
    },

    async templates(userId: number): Promise<NameserverTemplateRow[]> {
      return db
        .select()
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(sql`lower(${t.name})`, asc(t.id));
    },

    async template(userId: number, id: number): Promise<NameserverTemplateRow | null> {
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async defaultTemplate(userId: number): Promise<NameserverTemplateRow | null> {
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.isDefault, true)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** 'name-taken' for a second template of the same name (any case), 'limit' past `max`. */
    async insertTemplate(
      row: { userId: number; name: string; nameservers: string[]; isDefault: boolean; now: Date },
      max: number,
    ): Promise<NameserverTemplateRow | 'name-taken' | 'limit'> {
      try {
        return await db.transaction(async (tx) => {
          await lockTemplatesOf(tx, row.userId);
          const [{ n }] = await tx.select({ n: count() }).from(t).where(eq(t.userId, row.userId));
          if (n >= max) return 'limit' as const;
          if (row.isDefault)
            await tx
              .update(t)
              .set({ isDefault: false, updatedAt: row.now })
              .where(and(eq(t.userId, row.userId), eq(t.isDefault, true)));
          const [created] = await tx
            .insert(t)
            .values({
              userId: row.userId,
              name: row.name,
              nameservers: row.nameservers,
              isDefault: row.isDefault,
              createdAt: row.now,
              updatedAt: row.now,
            })
            .returning();
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'name-taken';
        throw error;
      }
    },

    async updateTemplate(
      userId: number,
      id: number,
      changes: { name: string; nameservers: string[]; now: Date },
    ): Promise<NameserverTemplateRow | 'name-taken' | null> {
      try {
        const rows = await db
          .update(t)
          .set({ name: changes.name, nameservers: changes.nameservers, updatedAt: changes.now })
          .where(and(eq(t.userId, userId), eq(t.id, id)))
          .returning();
        return rows[0] ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'name-taken';
        throw error;
      }
    },

    /** Marks one template as the default (the others lose the mark) or removes the mark; null when it is not the user's. */
    async setDefault(userId: number, id: number, isDefault: boolean, now: Date): Promise<NameserverTemplateRow | null> {
      return db
        .transaction(async (tx) => {
          await lockTemplatesOf(tx, userId);
          if (isDefault)
            await tx
              .update(t)
              .set({ isDefault: false, updatedAt: now })
              .where(and(eq(t.userId, userId), eq(t.isDefault, true), ne(t.id, id)));
          const rows = await tx
            .update(t)
            .set({ isDefault, updatedAt: now })
            .where(and(eq(t.userId, userId), eq(t.id, id)))
            .returning();
          // Not the user's: throwing undoes the transaction, so the other template keeps its mark.
          if (rows.length === 0) throw new NotTheirs();
          return rows[0];
        })
        .catch((error: unknown) => {
          if (error instanceof NotTheirs) return null;
          throw error;
        });
    },

    async deleteTemplate(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(t)
        .where(and(eq(t.userId, userId), eq(t.id, id)))
        .returning({ id: t.id });
      return rows.length > 0;
    },
  };
}

export type NameserverRepository = ReturnType<typeof createNameserverRepository>;
