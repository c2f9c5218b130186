import { and, eq, isNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/index';

export function createContactRepository(db: Db) {
  return {
    async insert(values: { userId: number; name: string | null; email: string; createdAt: Date; verificationDeadline: Date; emailVerifiedAt?: Date | null }): Promise<void> {
      await db.insert(contacts).values(values);
    },

    /** The user's contact addresses that are not verified yet, each with its earliest deadline. */
    async unverifiedAddresses(userId: number): Promise<{ email: string; deadline: Date }[]> {
      const rows = await db
        .select({ email: contacts.email, deadline: min(contacts.verificationDeadline) })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), isNull(contacts.emailVerifiedAt)))
        .groupBy(contacts.email)
        .orderBy(contacts.email);
      return rows.map((row) => ({ email: row.email, deadline: new Date(row.deadline!) }));
    },

    /** Marks every unverified contact of the user with this address verified; answers how many. */
    async markVerified(userId: number, email: string, at: Date): Promise<number> {
      const rows = await db
        .update(contacts)
        .set({ emailVerifiedAt: at })
        .where(and(eq(contacts.userId, userId), eq(contacts.email, email), isNull(contacts.emailVerifiedAt)))
        .returning({ id: contacts.id });
      return rows.length;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
