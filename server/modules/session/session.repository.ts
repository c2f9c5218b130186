import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index';

export type SessionWithUser = { session: SessionRow; user: UserRow | null };

export function createSessionRepository(db: Db) {
  return {
    /**
     * The session with this token hash and its user, in one query (it runs on every request),
     * live or not: an ended visitor session stays as a row until its token could no longer be
     * valid, and the service must see it to refuse the token.
     */
    async find(tokenHash: string): Promise<SessionWithUser | null> {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** Stores the session unless a row with its token hash exists; answers whether it did. */
    async insertIfAbsent(row: typeof sessions.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(sessions)
        .values(row)
        .onConflictDoNothing({ target: sessions.tokenHash })
        .returning({ tokenHash: sessions.tokenHash });
      return inserted.length > 0;
    },

    /**
     * Ends a session whose token is valid by itself (a visitor token) without forgetting it: the
     * row stays, expired and emptied, so the token is refused instead of starting afresh.
     */
    async retire(row: typeof sessions.$inferInsert, now: Date): Promise<void> {
      await db
        .insert(sessions)
        .values({ ...row, userId: null, cartId: null, pendingUserId: null, pendingUntil: null, lastSeenAt: now, expiresAt: now })
        .onConflictDoUpdate({
          target: sessions.tokenHash,
          set: { userId: null, cartId: null, pendingUserId: null, pendingUntil: null, expiresAt: now },
        });
    },

    /**
     * Extends a session's life; false when its row is gone or expired (ended meanwhile: an ended
     * visitor token's row stays expired and must not come back to life).
     */
    async touch(tokenHash: string, now: Date, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt })
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length > 0;
    },

    async update(
      tokenHash: string,
      changes: Partial<Pick<SessionRow, 'language' | 'currency' | 'country' | 'cookieConsent' | 'cartId'>>,
    ): Promise<void> {
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
      const condition = keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId);
      const deleted = await db.delete(sessions).where(condition).returning({ tokenHash: sessions.tokenHash });
      return deleted.length;
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /**
     * Deletes the sessions that ended, once their token could no longer be valid by itself either:
     * created more than the idle time ago (a stored session's row expires no earlier than that).
     */
    async deleteExpired(now: Date, createdBefore: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(and(lt(sessions.expiresAt, now), lt(sessions.createdAt, createdBefore)))
        .returning({ tokenHash: sessions.tokenHash });
      return deleted.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
