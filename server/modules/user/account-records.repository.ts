import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  recoveryCodes,
  securityEvents,
  userTokens,
  type SecurityEventKind,
  type SecurityEventRow,
  type UserTokenPurpose,
  type UserTokenRow,
} from '../../db/schema/index';

/** E-mail tokens, recovery codes and security events of accounts. */
export function createAccountRecordsRepository(db: Db) {
  return {
    async insertToken(values: {
      userId: number;
      purpose: UserTokenPurpose;
      tokenHash: string;
      email: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(userTokens).values(values);
    },

    /**
     * Uses a token: marks it used if it has one of the purposes, is unused and unexpired, in one
     * statement, so two requests with the same link cannot both succeed.
     */
    async consumeToken(tokenHash: string, purposes: readonly UserTokenPurpose[], now: Date): Promise<UserTokenRow | null> {
      const rows = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.tokenHash, tokenHash),
            inArray(userTokens.purpose, [...purposes]),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    /** The token once it has been used (a link opened a second time), or null. */
    async findUsedToken(tokenHash: string, purposes: readonly UserTokenPurpose[]): Promise<UserTokenRow | null> {
      const rows = await db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, tokenHash), inArray(userTokens.purpose, [...purposes]), isNotNull(userTokens.usedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The token while it is usable, without using it. */
    async findUsableToken(tokenHash: string, purpose: UserTokenPurpose, now: Date): Promise<UserTokenRow | null> {
      const rows = await db
        .select()
        .from(userTokens)
        .where(
          and(
            eq(userTokens.tokenHash, tokenHash),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Ends the unused tokens of a purpose, e.g. older recovery links when a new one is sent. */
    async revokeTokens(userId: number, purpose: UserTokenPurpose, now: Date): Promise<void> {
      await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
    },

    /** The address of the newest unused, unexpired e-mail change, if any. */
    async pendingEmailChange(userId: number, now: Date): Promise<string | null> {
      const rows = await db
        .select({ email: userTokens.email })
        .from(userTokens)
        .where(
          and(
            eq(userTokens.userId, userId),
            eq(userTokens.purpose, 'change_email'),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(userTokens.createdAt), desc(userTokens.id))
        .limit(1);
      return rows[0]?.email ?? null;
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        if (codeHashes.length > 0)
          await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
      });
    },

    async deleteRecoveryCodes(userId: number): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    async unusedRecoveryCodes(userId: number): Promise<{ id: number; codeHash: string }[]> {
      return db
        .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        .orderBy(recoveryCodes.id);
    },

    /** Marks a recovery code used; false when a concurrent request used it first. */
    async useRecoveryCode(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async insertEvent(values: {
      userId: number;
      kind: SecurityEventKind;
      at: Date;
      ip: string | null;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(securityEvents).values(values);
    },

    async latestEvents(userId: number, limit: number): Promise<SecurityEventRow[]> {
      return db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.userId, userId))
        .orderBy(desc(securityEvents.at), desc(securityEvents.id))
        .limit(limit);
    },
  };
}

export type AccountRecordsRepository = ReturnType<typeof createAccountRecordsRepository>;
