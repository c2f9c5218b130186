import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index';

export type SessionWithUser = { session: SessionRow; user: UserRow | null };

export function createSessionRepository(db: Db) {
  return {
    /** The live session with this token hash and its user, in one query (it runs on every request). */
    async findLive(tokenHash: string, now: Date): Promise<SessionWithUser | null> {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },

    async touch(tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    async update(tokenHash: string, changes: Partial<Pick<SessionRow, 'language' | 'currency' | 'country' | 'cookieConsent' | 'cartId'>>): Promise<void> {
      await db.update(sessions).set(changes).where(eq(sessions.tokenHash, tokenHash));
    },

    /**
     * Gives the session a cart unless it has one already; answers the session's cart either way.
     * Two first adds racing each create a cart, and only one of them is kept.
     */
    async claimCart(tokenHash: string, cartId: number): Promise<number | null> {
      const claimed = await db
        .update(sessions)
        .set({ cartId })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.cartId)))
        .returning({ cartId: sessions.cartId });
      if (claimed.length > 0) return cartId;
      const [row] = await db.select({ cartId: sessions.cartId }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
      return row?.cartId ?? null;
    },

    /** Marks the session as waiting for the second factor of this user (null clears it). */
    async setPending(tokenHash: string, pending: { userId: number; until: Date } | null): Promise<void> {
      await db
        .update(sessions)
        .set({ pendingUserId: pending?.userId ?? null, pendingUntil: pending?.until ?? null })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    /** The user's live sessions, most recently used first. */
    async listLiveOfUser(userId: number, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Deletes the user's sessions, except the one with `keepTokenHash`; answers how many ended. */
    async deleteOfUser(userId: number, keepTokenHash: string | null): Promise<number> {
      const condition = keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId);
      const deleted = await db.delete(sessions).where(condition).returning({ tokenHash: sessions.tokenHash });
      return deleted.length;
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ tokenHash: sessions.tokenHash });
      return deleted.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
