import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export function createUserRepository(db: Db) {
  return {
    async findByLogin(login: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.login, login)).limit(1);
      return rows[0] ?? null;
    },

    /** Inserts a user; null when the login exists already (the unique index decides, also under races). */
    async insert(values: { login: string; passwordHash: string }): Promise<UserRow | null> {
      const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.login }).returning();
      return rows[0] ?? null;
    },

    async recordLogin(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at, failedLogins: 0 }).where(eq(users.id, id));
    },

    async recordFailedLogin(id: number): Promise<void> {
      await db.update(users).set({ failedLogins: sql`${users.failedLogins} + 1` }).where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
