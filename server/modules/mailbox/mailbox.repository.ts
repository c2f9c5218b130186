import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dnsRecords,
  dnsZones,
  mailAddresses,
  mailboxAppPasswords,
  mailboxes,
  mailDomains,
  orderItems,
  orders,
  type MailAddressRow,
  type MailboxAppPasswordRow,
  type MailboxRow,
  type MailDomainRow,
} from '../../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** PostgreSQL's unique_violation, also when wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

/** A refusal found inside a transaction: the transaction is rolled back and the service answers it. */
export class MailboxRefusal extends Error {
  constructor(public readonly reason: 'limit' | 'no-slot' | 'taken' | 'alias-limit' | 'app-password-limit' | 'gone' | 'lapsed') {
    super(reason);
  }
}

export interface MailboxWithDetails {
  mailbox: MailboxRow;
  addresses: MailAddressRow[];
  appPasswords: MailboxAppPasswordRow[];
}

/** The user's paid Mailbox lines of the domain and level that no mailbox uses (completed, not expired). */
export interface DkimKey {
  selector: string;
  privateKeyPem: string;
}

/**
 * Makes the domain's mail_domains row (with the DKIM key `key()` gives) when it has none, and locks
 * it, so that changes to one domain's mailboxes count one after another. True when it was made.
 */
async function ensureMailDomain(tx: Tx, domain: string, userId: number, key: () => DkimKey, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ domain: mailDomains.domain }).from(mailDomains).where(eq(mailDomains.domain, domain));
  let made = false;
  if (!existing) {
    const dkim = key();
    const inserted = await tx
      .insert(mailDomains)
      .values({ domain, userId, dkimSelector: dkim.selector, dkimPrivateKey: dkim.privateKeyPem, createdAt: now })
      .onConflictDoNothing()
      .returning({ domain: mailDomains.domain });
    made = inserted.length > 0;
  }
  await tx.select({ domain: mailDomains.domain }).from(mailDomains).where(eq(mailDomains.domain, domain)).for('update');
  await tx.update(mailDomains).set({ userId }).where(eq(mailDomains.domain, domain));
  return made;
}

/** Drops the domain's DKIM key when no address of the domain is left; true when it went. */
async function dropMailDomainIfUnused(tx: Tx, domain: string): Promise<boolean> {
  const [left] = await tx.select({ id: mailAddresses.id }).from(mailAddresses).where(eq(mailAddresses.domain, domain)).limit(1);
  if (left) return false;
  const removed = await tx.delete(mailDomains).where(eq(mailDomains.domain, domain)).returning({ domain: mailDomains.domain });
  return removed.length > 0;
}

async function freeSlots(
  tx: Tx | Db,
  userId: number,
  domain: string,
  level: number,
  now: Date,
): Promise<Array<{ id: number; expiresAt: Date }>> {
  const rows = await tx
    .select({ id: orderItems.id, expiresAt: orderItems.expiresAt })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(mailboxes, eq(mailboxes.orderItemId, orderItems.id))
    .where(
      and(
        eq(orders.userId, userId),
        // A renew order's Mailbox line extends a mailbox that exists; it is no slot of its own.
        eq(orders.section, 'register'),
        eq(orderItems.type, 'Mailbox'),
        eq(orderItems.domain, domain),
        eq(orderItems.status, 'completed'),
        gt(orderItems.expiresAt, now),
        sql`coalesce(${orderItems.mailboxLevel}, 1) = ${level}`,
        isNull(mailboxes.id),
      ),
    )
    .orderBy(asc(orderItems.expiresAt), asc(orderItems.id));
  return rows.map((row) => ({ id: row.id, expiresAt: row.expiresAt! }));
}

/**
 * A domain is mail-hosted while an active mailbox has an address on it (its own or an alias): its
 * zone then serves MX, SPF, DKIM and DMARC, and the zone may not have MX or MAILFW records.
 */
export async function mailHosting(db: Db, domain: string): Promise<{ active: boolean; key: MailDomainRow | null }> {
  const [row] = await db
    .select({ id: mailAddresses.id })
    .from(mailAddresses)
    .innerJoin(mailboxes, eq(mailboxes.id, mailAddresses.mailboxId))
    .where(and(eq(mailAddresses.domain, domain), eq(mailboxes.status, 'active')))
    .limit(1);
  const [key] = await db.select().from(mailDomains).where(eq(mailDomains.domain, domain));
  return { active: Boolean(row), key: key ?? null };
}

/** The SQL of mailboxes (docs/decisions/042-mailboxes.md). Every write is one transaction. */
export function createMailboxRepository(db: Db) {
  async function details(rows: MailboxRow[]): Promise<MailboxWithDetails[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [addresses, appPasswords] = await Promise.all([
      db
        .select()
        .from(mailAddresses)
        .where(inArray(mailAddresses.mailboxId, ids))
        .orderBy(asc(mailAddresses.domain), asc(mailAddresses.localPart)),
      db.select().from(mailboxAppPasswords).where(inArray(mailboxAppPasswords.mailboxId, ids)).orderBy(asc(mailboxAppPasswords.id)),
    ]);
    return rows.map((mailbox) => ({
      mailbox,
      addresses: addresses.filter((row) => row.mailboxId === mailbox.id),
      appPasswords: appPasswords.filter((row) => row.mailboxId === mailbox.id),
    }));
  }

  /** Locks the mailbox row (alias and app password limits are counted under it); refuses a gone or lapsed one. */
  async function lockActive(tx: Tx, mailboxId: number): Promise<MailboxRow> {
    const [row] = await tx.select().from(mailboxes).where(eq(mailboxes.id, mailboxId)).for('update');
    if (!row) throw new MailboxRefusal('gone');
    if (row.status !== 'active') throw new MailboxRefusal('lapsed');
    return row;
  }

  /** Runs a write; a unique violation of mail_addresses (an address in use) becomes the refusal 'taken'. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new MailboxRefusal('taken');
      throw error;
    }
  }

  return {
    async listByUser(userId: number): Promise<MailboxWithDetails[]> {
      return details(
        await db.select().from(mailboxes).where(eq(mailboxes.userId, userId)).orderBy(asc(mailboxes.domain), asc(mailboxes.id)),
      );
    },

    /** The user's mailbox, or undefined for an unknown one and for another customer's. */
    async findOwned(userId: number, id: number): Promise<MailboxWithDetails | undefined> {
      const rows = await db
        .select()
        .from(mailboxes)
        .where(and(eq(mailboxes.id, id), eq(mailboxes.userId, userId)));
      return (await details(rows))[0];
    },

    async countOnDomain(domain: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(mailboxes).where(eq(mailboxes.domain, domain));
      return row.n;
    },

    async addressTaken(domain: string, localPart: string): Promise<boolean> {
      const [row] = await db
        .select({ id: mailAddresses.id })
        .from(mailAddresses)
        .where(and(eq(mailAddresses.domain, domain), eq(mailAddresses.localPart, localPart)));
      return Boolean(row);
    },

    freeSlots: (userId: number, domain: string, level: number, now: Date) => freeSlots(db, userId, domain, level, now),

    async mailDomain(domain: string): Promise<MailDomainRow | undefined> {
      const [row] = await db.select().from(mailDomains).where(eq(mailDomains.domain, domain));
      return row;
    },

    /** Whether the domain's zone has MX or MAILFW records (spec §5's conflict with an active mailbox). */
    async zoneMailRecords(domain: string): Promise<{ mx: boolean; mailfw: boolean }> {
      const rows = await db
        .selectDistinct({ type: dnsRecords.type })
        .from(dnsRecords)
        .innerJoin(dnsZones, eq(dnsZones.id, dnsRecords.zoneId))
        .where(and(eq(dnsZones.domain, domain), inArray(dnsRecords.type, ['MX', 'MAILFW'])));
      return { mx: rows.some((row) => row.type === 'MX'), mailfw: rows.some((row) => row.type === 'MAILFW') };
    },

    /**
     * A mailbox in a free paid slot: the domain's mail_domains row is made (with `dkim` when new)
     * and locked so that creations on one domain count one after another; at most `maxPerDomain`
     * mailboxes; the slot is claimed (its unique index stops a double claim); the address is
     * unique over the domain's addresses. Answers the mailbox and whether the domain's mail_domains row (with its DKIM key) is new.
     */
    async create(input: {
      userId: number;
      domain: string;
      localPart: string;
      level: number;
      passwordHash: string;
      maxPerDomain: number;
      dkim: () => DkimKey;
      now: Date;
    }): Promise<{ mailbox: MailboxRow; newDomain: boolean }> {
      return write(async (tx) => {
        const made = await ensureMailDomain(tx, input.domain, input.userId, input.dkim, input.now);
        const [{ n }] = await tx.select({ n: count() }).from(mailboxes).where(eq(mailboxes.domain, input.domain));
        if (n >= input.maxPerDomain) throw new MailboxRefusal('limit');
        const [slot] = await freeSlots(tx, input.userId, input.domain, input.level, input.now);
        if (!slot) throw new MailboxRefusal('no-slot');
        const [mailbox] = await tx
          .insert(mailboxes)
          .values({
            userId: input.userId,
            domain: input.domain,
            level: input.level,
            passwordHash: input.passwordHash,
            status: 'active',
            expiresAt: slot.expiresAt,
            orderItemId: slot.id,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning();
        await tx
          .insert(mailAddresses)
          .values({ mailboxId: mailbox.id, domain: input.domain, localPart: input.localPart, kind: 'mailbox', createdAt: input.now });
        return { mailbox, newDomain: made };
      });
    },

    /** The mailbox's own address gets a new local part; its aliases and stored mail stay. */
    async rename(mailboxId: number, localPart: string, now: Date): Promise<{ before: string; after: string }> {
      return write(async (tx) => {
        const box = await lockActive(tx, mailboxId);
        const [own] = await tx
          .select()
          .from(mailAddresses)
          .where(and(eq(mailAddresses.mailboxId, mailboxId), eq(mailAddresses.kind, 'mailbox')));
        await tx.update(mailAddresses).set({ localPart }).where(eq(mailAddresses.id, own.id));
        await tx.update(mailboxes).set({ updatedAt: now }).where(eq(mailboxes.id, box.id));
        return { before: `${own.localPart}@${own.domain}`, after: `${localPart}@${own.domain}` };
      });
    },

    async setPassword(mailboxId: number, passwordHash: string, now: Date): Promise<void> {
      await write(async (tx) => {
        await lockActive(tx, mailboxId);
        await tx.update(mailboxes).set({ passwordHash, updatedAt: now }).where(eq(mailboxes.id, mailboxId));
      });
    },

    /** An alias (or the catch-all, local part '*'); `maxAliases` counts the catch-all too. */
    async addAlias(input: {
      mailboxId: number;
      userId: number;
      domain: string;
      localPart: string;
      maxAliases: number;
      dkim: () => DkimKey;
      now: Date;
    }): Promise<{ newDomain: boolean }> {
      const { mailboxId, domain, localPart, maxAliases, now } = input;
      return write(async (tx) => {
        await lockActive(tx, mailboxId);
        const made = await ensureMailDomain(tx, domain, input.userId, input.dkim, now);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(mailAddresses)
          .where(and(eq(mailAddresses.mailboxId, mailboxId), eq(mailAddresses.kind, 'alias')));
        if (n >= maxAliases) throw new MailboxRefusal('alias-limit');
        await tx.insert(mailAddresses).values({ mailboxId, domain, localPart, kind: 'alias', createdAt: now });
        await tx.update(mailboxes).set({ updatedAt: now }).where(eq(mailboxes.id, mailboxId));
        return { newDomain: made };
      });
    },

    /** Removes one of the mailbox's aliases; null when it has no such alias, else whether its domain kept no address. */
    async removeAlias(mailboxId: number, domain: string, localPart: string, now: Date): Promise<{ droppedDomain: boolean } | null> {
      return write(async (tx) => {
        await lockActive(tx, mailboxId);
        const removed = await tx
          .delete(mailAddresses)
          .where(
            and(
              eq(mailAddresses.mailboxId, mailboxId),
              eq(mailAddresses.kind, 'alias'),
              eq(mailAddresses.domain, domain),
              eq(mailAddresses.localPart, localPart),
            ),
          )
          .returning({ id: mailAddresses.id });
        if (removed.length === 0) return null;
        await tx.update(mailboxes).set({ updatedAt: now }).where(eq(mailboxes.id, mailboxId));
        return { droppedDomain: await dropMailDomainIfUnused(tx, domain) };
      });
    },

    async addAppPassword(mailboxId: number, label: string, passwordHash: string, max: number, now: Date): Promise<MailboxAppPasswordRow> {
      return write(async (tx) => {
        await lockActive(tx, mailboxId);
        const [{ n }] = await tx.select({ n: count() }).from(mailboxAppPasswords).where(eq(mailboxAppPasswords.mailboxId, mailboxId));
        if (n >= max) throw new MailboxRefusal('app-password-limit');
        const [row] = await tx.insert(mailboxAppPasswords).values({ mailboxId, label, passwordHash, createdAt: now }).returning();
        return row;
      });
    },

    async removeAppPassword(mailboxId: number, appPasswordId: number): Promise<boolean> {
      return write(async (tx) => {
        await lockActive(tx, mailboxId);
        const removed = await tx
          .delete(mailboxAppPasswords)
          .where(and(eq(mailboxAppPasswords.id, appPasswordId), eq(mailboxAppPasswords.mailboxId, mailboxId)))
          .returning({ id: mailboxAppPasswords.id });
        return removed.length > 0;
      });
    },

    /**
     * Deletes the user's mailbox with its addresses and app passwords (lapsed ones too); a domain's
     * DKIM key goes with its last address. Answers the mailbox's address and the domains that kept
     * no address, or null when the mailbox is not theirs.
     */
    async remove(userId: number, mailboxId: number): Promise<{ address: string; droppedDomains: string[] } | null> {
      return db.transaction(async (tx) => {
        const [box] = await tx
          .select()
          .from(mailboxes)
          .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.userId, userId)))
          .for('update');
        if (!box) return null;
        const addresses = await tx.select().from(mailAddresses).where(eq(mailAddresses.mailboxId, mailboxId));
        const domains = [...new Set([box.domain, ...addresses.map((row) => row.domain)])].sort();
        for (const domain of domains)
          await tx.select({ domain: mailDomains.domain }).from(mailDomains).where(eq(mailDomains.domain, domain)).for('update');
        await tx.delete(mailboxes).where(eq(mailboxes.id, mailboxId));
        const droppedDomains: string[] = [];
        for (const domain of domains) if (await dropMailDomainIfUnused(tx, domain)) droppedDomains.push(domain);
        const own = addresses.find((row) => row.kind === 'mailbox');
        return { address: own ? `${own.localPart}@${own.domain}` : '', droppedDomains };
      });
    },

    /** The domain's mail hosting: whether an active mailbox has an address on it, and its DKIM key. */
    async hosting(domain: string): Promise<{ active: boolean; key: MailDomainRow | null }> {
      return mailHosting(db, domain);
    },
  };
}

export type MailboxRepository = ReturnType<typeof createMailboxRepository>;
