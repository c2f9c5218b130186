import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'displayName'
    | 'language'
    | 'newsletter'
    | 'defaultAutoRenew'
    | 'billingName'
    | 'billingCompany'
    | 'billingStreet'
    | 'billingPostalCode'
    | 'billingCity'
    | 'billingCountry'
    | 'billingPhone'
    | 'billingBusiness'
    | 'billingVatId'
  >
>;

export function createUserRepository(db: Db) {
  async function updateReturning(id: number, changes: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
    const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    return rows[0] ?? null;
  }

  return {
    async findByLogin(login: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.login, login)).limit(1);
      return rows[0] ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Inserts a user; null when the login exists already (the unique index decides, also under races). */
    async insert(values: { login: string; passwordHash: string; language?: 'en' | 'de' }): Promise<UserRow | null> {
      const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.login }).returning();
      return rows[0] ?? null;
    },

    async recordLogin(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at, failedLogins: 0 }).where(eq(users.id, id));
    },

    async recordFailedLogin(id: number): Promise<void> {
      await db
        .update(users)
        .set({ failedLogins: sql`${users.failedLogins} + 1` })
        .where(eq(users.id, id));
    },

    update: (id: number, changes: ProfileChanges) => updateReturning(id, changes),
    setPasswordHash: (id: number, passwordHash: string) => updateReturning(id, { passwordHash }),

    /** Marks the login verified, if it is still `login` (a token for an old address verifies nothing). */
    async markEmailVerified(id: number, login: string, at: Date): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(users.id, id), eq(users.login, login)))
        .returning();
      return rows[0] ?? null;
    },

    /** Changes the login to a confirmed new address; null when another account has it by now. */
    async changeLogin(id: number, login: string, at: Date): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ login, emailVerifiedAt: at })
        .where(and(eq(users.id, id), sql`not exists (select 1 from ${users} other where other.login = ${login} and other.id <> ${id})`))
        .returning()
        .catch((error: unknown) => {
          // A concurrent change to the same address loses on the unique index.
          if (String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23505') return [];
          throw error;
        });
      return rows[0] ?? null;
    },

    /**
     * Records a VIES answer for `vatId`, only while it is still the user's billing VAT ID: an
     * answer that arrives after the customer changed the ID says nothing about the new one.
     */
    async recordViesCheck(
      id: number,
      vatId: string,
      check: { status: 'confirmed' | 'refused' | 'unreachable'; consultation: string | null; at: Date },
    ): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ viesStatus: check.status, viesVatId: vatId, viesCheckedAt: check.at, viesConsultation: check.consultation })
        .where(and(eq(users.id, id), eq(users.billingVatId, vatId)))
        .returning();
      return rows[0] ?? null;
    },

    setPendingTotpSecret: (id: number, sealed: string | null) => updateReturning(id, { totpPendingSecret: sealed }),

    enableTotp: (id: number, sealed: string, step: number, at: Date) =>
      updateReturning(id, { totpSecret: sealed, totpPendingSecret: null, totpEnabledAt: at, totpLastStep: step }),

    disableTotp: (id: number) =>
      updateReturning(id, { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }),

    /**
     * Records `step` as the last TOTP step used, only if it is later than the one recorded; false
     * when another request used this step (or a later one) first, so a code works once.
     */
    async claimTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
