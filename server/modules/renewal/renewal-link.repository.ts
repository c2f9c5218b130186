import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDomains, renewalLinks, type RenewalLinkRow } from '../../db/schema/index';

/** The SQL of renewal links (decision 026). */
export function createRenewalLinkRepository(db: Db) {
  return {
    async insert(link: Omit<RenewalLinkRow, 'id'>): Promise<RenewalLinkRow> {
      const [row] = await db.insert(renewalLinks).values(link).returning();
      return row;
    },

    async byTokenHash(tokenHash: string): Promise<RenewalLinkRow | undefined> {
      const [row] = await db.select().from(renewalLinks).where(eq(renewalLinks.tokenHash, tokenHash));
      return row;
    },

    /** Deletes the links that ran out before `cutoff`; answers how many. */
    async deleteExpiredBefore(cutoff: Date): Promise<number> {
      const rows = await db.delete(renewalLinks).where(lt(renewalLinks.expiresAt, cutoff)).returning({ id: renewalLinks.id });
      return rows.length;
    },

    /**
     * Locks the name's owner row until the transaction ends, so that two payments of the same
     * name (two links, two tabs) are placed one after the other and the second sees the first.
     */
    async lockDomain(name: string): Promise<{ userId: number; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ userId: customerDomains.userId, expiresAt: customerDomains.expiresAt })
        .from(customerDomains)
        .where(eq(customerDomains.name, name))
        .for('update');
      return row;
    },
  };
}

export type RenewalLinkRepository = ReturnType<typeof createRenewalLinkRepository>;
