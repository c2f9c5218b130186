import { and, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDomains, registrantChanges, type RegistrantChangeRow, type RegistrantParty } from '../../db/schema/index';

export type NewRegistrantChange = Omit<
  RegistrantChangeRow,
  'id' | 'priorConfirmedAt' | 'newConfirmedAt' | 'declinedBy' | 'settledAt' | 'transferLockedUntil' | 'failure' | 'state'
>;

const OPEN = ['pending', 'confirmed'] as const;

/**
 * Changes of registrant (registrant_changes) and the customer's names they concern. Only this
 * file writes SQL for the ownership module. Every step is one conditional statement, so a double
 * click or two shop processes cannot confirm, settle or mail twice.
 */
export function createOwnershipRepository(db: Db) {
  const rc = registrantChanges;

  /**
   * Marks the open changes of a name (or of all names) whose links ran out as lapsed, and answers
   * those it marked: one statement, so of two callers (a page and the sweep) only one gets a row and
   * mails its parties.
   */
  async function lapse(now: Date, domain?: string): Promise<RegistrantChangeRow[]> {
    return db
      .update(rc)
      .set({ state: 'expired', settledAt: now })
      .where(and(eq(rc.state, 'pending'), lte(rc.expiresAt, now), domain ? eq(rc.domain, domain) : undefined))
      .returning();
  }

  return {
    lapse,

    /** The customer who holds the name in the shop, if any. */
    async ownerOf(domain: string): Promise<number | null> {
      const [row] = await db.select({ userId: customerDomains.userId }).from(customerDomains).where(eq(customerDomains.name, domain));
      return row?.userId ?? null;
    },

    /**
     * Writes a new change; null when another change of the name is open (the partial unique index).
     * The caller lapses the name's run-out change first (and mails its parties).
     */
    async insert(values: NewRegistrantChange): Promise<RegistrantChangeRow | null> {
      const [row] = await db
        .insert(rc)
        // The Designated Agent's approval stands for the prior registrant's confirmation, at the same moment.
        .values({ ...values, state: 'pending', priorConfirmedAt: values.agentApprovedAt })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async byId(id: number): Promise<RegistrantChangeRow | undefined> {
      const [row] = await db.select().from(rc).where(eq(rc.id, id));
      return row;
    },

    /** The change a mailed link belongs to, and whose link it is. */
    async byToken(tokenHash: string): Promise<{ change: RegistrantChangeRow; party: RegistrantParty } | null> {
      const [row] = await db
        .select()
        .from(rc)
        .where(or(eq(rc.priorTokenHash, tokenHash), eq(rc.newTokenHash, tokenHash)));
      if (!row) return null;
      return { change: row, party: row.priorTokenHash === tokenHash ? 'prior' : 'new' };
    },

    async ofUser(userId: number, limit: number): Promise<RegistrantChangeRow[]> {
      return db.select().from(rc).where(eq(rc.userId, userId)).orderBy(desc(rc.createdAt), desc(rc.id)).limit(limit);
    },

    async openOf(domain: string): Promise<RegistrantChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(rc)
        .where(and(eq(rc.domain, domain), inArray(rc.state, [...OPEN])));
      return row;
    },

    /**
     * One party's confirmation, once: the change turns 'confirmed' in the same statement when the
     * other party had confirmed already. Null when the link is used, the change closed or lapsed.
     */
    async confirm(id: number, party: RegistrantParty, now: Date): Promise<RegistrantChangeRow | null> {
      const mine = party === 'prior' ? rc.priorConfirmedAt : rc.newConfirmedAt;
      const other = party === 'prior' ? rc.newConfirmedAt : rc.priorConfirmedAt;
      const [row] = await db
        .update(rc)
        .set({
          [party === 'prior' ? 'priorConfirmedAt' : 'newConfirmedAt']: now,
          state: sql`case when ${other} is not null then 'confirmed' else 'pending' end`,
        })
        .where(and(eq(rc.id, id), eq(rc.state, 'pending'), sql`${mine} is null`, gt(rc.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    /** Ends a pending change as declined by a party, or withdrawn by its customer; null when it was no longer pending. */
    async close(
      id: number,
      state: 'declined' | 'cancelled',
      declinedBy: RegistrantParty | null,
      now: Date,
    ): Promise<RegistrantChangeRow | null> {
      const [row] = await db
        .update(rc)
        .set({ state, declinedBy, settledAt: now })
        .where(and(eq(rc.id, id), eq(rc.state, 'pending'), gt(rc.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    /** Settles a confirmed change once (the registry took it, or refused it for good). */
    async settle(
      id: number,
      outcome: { state: 'completed'; transferLockedUntil: Date | null } | { state: 'failed'; failure: string },
      now: Date,
    ): Promise<RegistrantChangeRow | null> {
      const [row] = await db
        .update(rc)
        .set({ ...outcome, settledAt: now })
        .where(and(eq(rc.id, id), eq(rc.state, 'confirmed')))
        .returning();
      return row ?? null;
    },

    /** The end of the latest transfer lock of a name still running at `now`, or null. */
    async lockedUntil(domain: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: rc.transferLockedUntil })
        .from(rc)
        .where(and(eq(rc.domain, domain), eq(rc.state, 'completed'), isNotNull(rc.transferLockedUntil), gt(rc.transferLockedUntil, now)))
        .orderBy(desc(rc.transferLockedUntil))
        .limit(1);
      return row?.until ?? null;
    },

    /** Confirmed changes not settled yet (the job's work after a restart). */
    async confirmedIds(): Promise<number[]> {
      const rows = await db.select({ id: rc.id }).from(rc).where(eq(rc.state, 'confirmed'));
      return rows.map((row) => row.id);
    },
  };
}

export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
