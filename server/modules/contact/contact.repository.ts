import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contactHolds,
  contacts,
  customerDomains,
  customerDomainStates,
  users,
  type ContactHoldRow,
  type ContactRole,
  type ContactRow,
} from '../../db/schema/index';

export interface ContactData {
  name: string;
  org: string | null;
  street: string[];
  city: string;
  stateOrProvince: string | null;
  postalCode: string;
  countryCode: string;
  phone: string;
  email: string;
}

export function createContactRepository(db: Db) {
  return {
    async insert(
      values: {
        userId: number;
        role?: ContactRole;
        name: string | null;
        email: string;
        createdAt: Date;
        updatedAt?: Date;
        verificationDeadline: Date;
        verificationStartedAt?: Date | null;
        emailVerifiedAt?: Date | null;
        remindersSent?: number;
      } & Partial<Omit<ContactData, 'name' | 'email'>>,
    ): Promise<ContactRow> {
      const [row] = await db.insert(contacts).values(values).returning();
      return row;
    },

    /** The user's contacts: registrants first, then admin and tech, each by e-mail. */
    async listOfUser(userId: number): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .where(eq(contacts.userId, userId))
        .orderBy(sql`case ${contacts.role} when 'registrant' then 0 when 'admin' then 1 else 2 end`, asc(contacts.email), asc(contacts.id));
    },

    /** The contact if it is the user's: another customer's contact is not found. */
    async byIdOfUser(userId: number, id: number): Promise<ContactRow | undefined> {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
      return row;
    },

    async findByRoleAndEmail(userId: number, role: ContactRole, email: string): Promise<ContactRow | undefined> {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.role, role), eq(contacts.email, email)))
        .orderBy(asc(contacts.id))
        .limit(1);
      return row;
    },

    /** Whether the user has verified this address already: as a contact, or as the account's login. */
    async isVerified(userId: number, email: string): Promise<boolean> {
      const [contact] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.email, email), isNotNull(contacts.emailVerifiedAt)))
        .limit(1);
      if (contact) return true;
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.login, email), isNotNull(users.emailVerifiedAt)));
      return Boolean(user);
    },

    /** Saves the details; a new address starts a new verification round (or is verified already). */
    async update(
      id: number,
      values: Partial<ContactData> & {
        updatedAt: Date;
        emailVerifiedAt?: Date | null;
        verificationStartedAt?: Date | null;
        verificationDeadline?: Date;
        remindersSent?: number;
      },
    ): Promise<ContactRow> {
      const [row] = await db.update(contacts).set(values).where(eq(contacts.id, id)).returning();
      return row;
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

    /** Unverified registrant addresses in a verification round that may owe a reminder (started a day or more ago, fewer than `max` sent). */
    async reminderCandidates(now: Date, dayMs: number, max: number): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .where(
          and(
            eq(contacts.role, 'registrant'),
            isNull(contacts.emailVerifiedAt),
            isNotNull(contacts.verificationStartedAt),
            lt(contacts.remindersSent, max),
            lte(contacts.verificationStartedAt, new Date(now.getTime() - dayMs)),
            gt(contacts.verificationDeadline, now),
          ),
        )
        .orderBy(asc(contacts.id));
    },

    /**
     * Records that reminder number `to` is sent, if the count is still `from` and the address
     * unchanged: only one sweep (of one process, or of two at once) wins the right to send it.
     */
    async claimReminder(id: number, email: string, from: number, to: number): Promise<boolean> {
      const rows = await db
        .update(contacts)
        .set({ remindersSent: to })
        .where(and(eq(contacts.id, id), eq(contacts.email, email), eq(contacts.remindersSent, from), isNull(contacts.emailVerifiedAt)))
        .returning({ id: contacts.id });
      return rows.length === 1;
    },

    /** Unverified registrant addresses whose 15 days are over (their names are to be suspended). */
    async overdue(now: Date): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .where(
          and(
            eq(contacts.role, 'registrant'),
            isNull(contacts.emailVerifiedAt),
            isNotNull(contacts.verificationStartedAt),
            lte(contacts.verificationDeadline, now),
          ),
        )
        .orderBy(asc(contacts.id));
    },

    /** The account's login and language (the mails of the sweep). */
    async ownerOf(userId: number): Promise<{ login: string; language: 'en' | 'de' } | undefined> {
      const [row] = await db.select({ login: users.login, language: users.language }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** The "my domains" snapshots of these names are read from the registry again when next shown (a hold changed their statuses). */
    async forgetSnapshots(names: string[]): Promise<void> {
      if (names.length === 0) return;
      await db.update(customerDomainStates).set({ syncedAt: null }).where(inArray(customerDomainStates.name, names));
    },

    /** The names the user holds in the shop (lower-case A-labels). */
    async domainsOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ name: customerDomains.name })
        .from(customerDomains)
        .where(eq(customerDomains.userId, userId))
        .orderBy(asc(customerDomains.name));
      return rows.map((row) => row.name);
    },

    /** Whether the name is the user's in the shop. */
    async owns(userId: number, name: string): Promise<boolean> {
      const [row] = await db
        .select({ name: customerDomains.name })
        .from(customerDomains)
        .where(and(eq(customerDomains.userId, userId), eq(customerDomains.name, name)));
      return Boolean(row);
    },

    /** Claims the hold of a name for an address: null when it is held for that address already. */
    async claimHold(values: { userId: number; name: string; email: string; placedAt: Date }): Promise<ContactHoldRow | null> {
      const [row] = await db
        .insert(contactHolds)
        .values(values)
        .onConflictDoNothing({ target: [contactHolds.name, contactHolds.email], where: sql`lifted_at is null` })
        .returning();
      return row ?? null;
    },

    /** Gives a claim back (the registry did not take the hold). */
    async dropHold(id: number): Promise<void> {
      await db.delete(contactHolds).where(eq(contactHolds.id, id));
    },

    async openHolds(userId: number): Promise<ContactHoldRow[]> {
      return db
        .select()
        .from(contactHolds)
        .where(and(eq(contactHolds.userId, userId), isNull(contactHolds.liftedAt)))
        .orderBy(asc(contactHolds.name));
    },

    /** Open holds whose address has been verified meanwhile (a lift the registry did not take yet). */
    async holdsToLift(): Promise<ContactHoldRow[]> {
      return db
        .select({ hold: contactHolds })
        .from(contactHolds)
        .innerJoin(
          contacts,
          and(eq(contacts.userId, contactHolds.userId), eq(contacts.email, contactHolds.email), isNotNull(contacts.emailVerifiedAt)),
        )
        .where(isNull(contactHolds.liftedAt))
        .then((rows) => [...new Map(rows.map((row) => [row.hold.id, row.hold])).values()]);
    },

    /** The open holds of a name other than `exceptId` (another unverified address holds it too). */
    async otherOpenHolds(name: string, exceptIds: number[]): Promise<number> {
      const rows = await db
        .select({ id: contactHolds.id })
        .from(contactHolds)
        .where(and(eq(contactHolds.name, name), isNull(contactHolds.liftedAt)));
      return rows.filter((row) => !exceptIds.includes(row.id)).length;
    },

    async markLifted(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(contactHolds)
        .set({ liftedAt: at })
        .where(and(inArray(contactHolds.id, ids), isNull(contactHolds.liftedAt)));
    },

    /** Test set-ups: the user's open rounds as if started at `startedAt` and due at `deadline`, their reminders sent. */
    async backdateRounds(userId: number, startedAt: Date, deadline: Date, remindersSent: number): Promise<void> {
      await db
        .update(contacts)
        .set({ verificationStartedAt: startedAt, verificationDeadline: deadline, remindersSent })
        .where(
          and(
            eq(contacts.userId, userId),
            eq(contacts.role, 'registrant'),
            isNull(contacts.emailVerifiedAt),
            isNotNull(contacts.verificationStartedAt),
          ),
        );
    },

    /** The holds for an address that was replaced by another: verifying the new one lifts them. */
    async moveHolds(userId: number, from: string, to: string): Promise<void> {
      await db
        .update(contactHolds)
        .set({ email: to })
        .where(and(eq(contactHolds.userId, userId), eq(contactHolds.email, from), isNull(contactHolds.liftedAt)));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
