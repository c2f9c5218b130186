import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerDomains,
  mailAddresses,
  mailboxes,
  mailDomains,
  orderItems,
  orders,
  users,
  type MailAddressRow,
  type MailboxRow,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index';

type OrderStatus = OrderRow['status'];

/**
 * The statements of mailboxes over their term (decision 043): made from paid Mailbox order lines
 * (mailbox-provisioning.ts), lapsed, removed and renewed with their domain (mailbox-lifecycle.ts).
 * Bound to a transaction by the unit of work where they must hold together (decision 060).
 */
export function createMailboxTermRepository(db: Db) {
  return {
    /** The customer's own domain with its paid term end. */
    async ownedDomain(userId: number, name: string): Promise<{ name: string; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ name: customerDomains.name, expiresAt: customerDomains.expiresAt })
        .from(customerDomains)
        .where(and(eq(customerDomains.name, name), eq(customerDomains.userId, userId)));
      return row;
    },

    async owner(userId: number): Promise<{ login: string; language: 'en' | 'de' } | undefined> {
      const [row] = await db.select({ login: users.login, language: users.language }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** The mailbox's own address (not its aliases), or null. */
    async ownAddress(mailboxId: number): Promise<string | null> {
      const [own] = await db
        .select({ localPart: mailAddresses.localPart, domain: mailAddresses.domain })
        .from(mailAddresses)
        .where(and(eq(mailAddresses.mailboxId, mailboxId), eq(mailAddresses.kind, 'mailbox')));
      return own ? `${own.localPart}@${own.domain}` : null;
    },

    async hasMailDomain(domain: string): Promise<boolean> {
      const [row] = await db.select({ domain: mailDomains.domain }).from(mailDomains).where(eq(mailDomains.domain, domain));
      return Boolean(row);
    },

    /** Adds the domain with its DKIM key unless it is there; answers whether it was added. */
    async insertMailDomain(row: { domain: string; userId: number; dkimSelector: string; dkimPrivateKey: string; createdAt: Date }) {
      const made = await db.insert(mailDomains).values(row).onConflictDoNothing().returning({ domain: mailDomains.domain });
      return made.length > 0;
    },

    /** Locks the domain's row: changes to one domain's mailboxes count one after another. */
    async lockMailDomain(domain: string): Promise<void> {
      await db.select({ domain: mailDomains.domain }).from(mailDomains).where(eq(mailDomains.domain, domain)).for('update');
    },

    /** Deletes the domain (its DKIM key) when no address is left on it; answers whether it went. */
    async dropMailDomainIfUnused(domain: string): Promise<boolean> {
      const [left] = await db.select({ id: mailAddresses.id }).from(mailAddresses).where(eq(mailAddresses.domain, domain)).limit(1);
      if (left) return false;
      const gone = await db.delete(mailDomains).where(eq(mailDomains.domain, domain)).returning({ domain: mailDomains.domain });
      return gone.length > 0;
    },

    async addressTaken(domain: string, localPart: string): Promise<boolean> {
      const [taken] = await db
        .select({ id: mailAddresses.id })
        .from(mailAddresses)
        .where(and(eq(mailAddresses.domain, domain), eq(mailAddresses.localPart, localPart)));
      return Boolean(taken);
    },

    /** Makes a mailbox with its own address; answers its id. */
    async insertMailbox(
      box: Pick<MailboxRow, 'userId' | 'domain' | 'level' | 'passwordHash' | 'expiresAt' | 'orderItemId' | 'createdAt'>,
      localPart: string,
    ): Promise<number> {
      const [row] = await db
        .insert(mailboxes)
        .values({ ...box, status: 'active', updatedAt: box.createdAt })
        .returning({ id: mailboxes.id });
      await db
        .insert(mailAddresses)
        .values({ mailboxId: row.id, domain: box.domain, localPart, kind: 'mailbox', createdAt: box.createdAt });
      return row.id;
    },

    /** The mailbox made from this order line, if any. */
    async mailboxOfLine(orderItemId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: mailboxes.id }).from(mailboxes).where(eq(mailboxes.orderItemId, orderItemId));
      return row?.id;
    },

    /** Locks the mailbox's row and reads it with its addresses. */
    async lockMailbox(id: number): Promise<{ box: MailboxRow; addresses: MailAddressRow[] } | undefined> {
      const [box] = await db.select().from(mailboxes).where(eq(mailboxes.id, id)).for('update');
      if (!box) return undefined;
      return { box, addresses: await db.select().from(mailAddresses).where(eq(mailAddresses.mailboxId, id)) };
    },

    async deleteMailbox(id: number): Promise<void> {
      await db.delete(mailboxes).where(eq(mailboxes.id, id));
    },

    /** Active mailboxes whose term has passed become lapsed; answers them. */
    async lapseDue(now: Date): Promise<{ id: number; userId: number; expiresAt: Date }[]> {
      return db
        .update(mailboxes)
        .set({ status: 'lapsed', lapsedAt: now, updatedAt: now })
        .where(and(eq(mailboxes.status, 'active'), lte(mailboxes.expiresAt, now)))
        .returning({ id: mailboxes.id, userId: mailboxes.userId, expiresAt: mailboxes.expiresAt });
    },

    /** The ids of mailboxes lapsed at or before `before`, oldest id first. */
    async lapsedSince(before: Date): Promise<number[]> {
      const rows = await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(and(eq(mailboxes.status, 'lapsed'), isNotNull(mailboxes.lapsedAt), lte(mailboxes.lapsedAt, before)))
        .orderBy(asc(mailboxes.id));
      return rows.map((row) => row.id);
    },

    /** The mailboxes of a customer's domain that end by `termEnd` (active or lapsed), the first to end first. */
    async endingWith(userId: number, domain: string, termEnd: Date): Promise<{ localPart: string; level: number }[]> {
      return db
        .select({ level: mailboxes.level, localPart: mailAddresses.localPart })
        .from(mailboxes)
        .innerJoin(mailAddresses, and(eq(mailAddresses.mailboxId, mailboxes.id), eq(mailAddresses.kind, 'mailbox')))
        .where(and(eq(mailboxes.userId, userId), eq(mailboxes.domain, domain), lte(mailboxes.expiresAt, termEnd)))
        .orderBy(asc(mailboxes.expiresAt), asc(mailboxes.id));
    },

    /**
     * The mailboxes a renewal of `domain` up to `expiresAt` may extend: the user's of that level
     * ending by then, not taken by one of `lineIds` already, the first to end first.
     */
    async renewalCandidates(userId: number, domain: string, level: number, expiresAt: Date, lineIds: number[]) {
      return db
        .select({
          id: mailboxes.id,
          orderItemId: mailboxes.orderItemId,
          expiresAt: mailboxes.expiresAt,
          localPart: mailAddresses.localPart,
        })
        .from(mailboxes)
        .innerJoin(mailAddresses, and(eq(mailAddresses.mailboxId, mailboxes.id), eq(mailAddresses.kind, 'mailbox')))
        .where(
          and(
            eq(mailboxes.userId, userId),
            eq(mailboxes.domain, domain),
            eq(mailboxes.level, level),
            lte(mailboxes.expiresAt, expiresAt),
            lineIds.length > 0 ? or(isNull(mailboxes.orderItemId), notInArray(mailboxes.orderItemId, lineIds)) : undefined,
          ),
        )
        .orderBy(asc(mailboxes.expiresAt), asc(mailboxes.id));
    },

    /** Extends the mailbox to `expiresAt` for the line `orderItemId`, active again. */
    async extendMailbox(id: number, expiresAt: Date, orderItemId: number, now: Date): Promise<void> {
      await db
        .update(mailboxes)
        .set({ expiresAt, status: 'active', lapsedAt: null, orderItemId, updatedAt: now })
        .where(eq(mailboxes.id, id));
    },

    /** The line's paid slot ends now (when it ends later). */
    async endLineNow(orderItemId: number, now: Date): Promise<void> {
      await db
        .update(orderItems)
        .set({ expiresAt: now, updatedAt: now })
        .where(and(eq(orderItems.id, orderItemId), isNotNull(orderItems.expiresAt), gt(orderItems.expiresAt, now)));
    },

    /** Locks an order line and reads it. */
    async lockLine(orderItemId: number): Promise<OrderItemRow | undefined> {
      const [line] = await db.select().from(orderItems).where(eq(orderItems.id, orderItemId)).for('update');
      return line;
    },

    /** A Mailbox line done: completed with its term end (name and level as given); its password hash goes. */
    async completeLine(orderItemId: number, fields: { expiresAt: Date; mailboxName?: string; mailboxLevel?: number }, now: Date) {
      await db
        .update(orderItems)
        .set({ status: 'completed', ...fields, mailboxPasswordHash: null, updatedAt: now })
        .where(eq(orderItems.id, orderItemId));
    },

    /** Names an old line that has no name yet. */
    async nameLine(orderItemId: number, mailboxName: string, mailboxLevel: number, now: Date): Promise<void> {
      await db
        .update(orderItems)
        .set({ mailboxName, mailboxLevel, updatedAt: now })
        .where(and(eq(orderItems.id, orderItemId), isNull(orderItems.mailboxName)));
    },

    /** The type and status of every line of the order. */
    async lineStates(orderId: number): Promise<Pick<OrderItemRow, 'type' | 'status'>[]> {
      return db.select({ type: orderItems.type, status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, orderId));
    },

    /** Sets the order's status while it is paid or provisioning. */
    async setOpenOrderStatus(orderId: number, status: OrderStatus, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ status, updatedAt: now })
        .where(and(eq(orders.id, orderId), inArray(orders.status, ['paid', 'provisioning'])));
    },

    /** The order's open Mailbox lines of `domain`. */
    async openMailboxLines(orderId: number, domain: string): Promise<OrderItemRow[]> {
      return db
        .select()
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, orderId),
            eq(orderItems.type, 'Mailbox'),
            eq(orderItems.domain, domain),
            inArray(orderItems.status, ['pending', 'provisioning']),
          ),
        );
    },

    /** Open Mailbox lines of renew orders in one of these states, with their orders. */
    async openRenewLines(orderStatuses: OrderStatus[]): Promise<{ item: OrderItemRow; order: OrderRow }[]> {
      return db
        .select({ item: orderItems, order: orders })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.type, 'Mailbox'),
            inArray(orderItems.status, ['pending', 'provisioning']),
            eq(orders.section, 'renew'),
            inArray(orders.status, orderStatuses),
          ),
        );
    },

    /** Whether a register order of the user still has an open Mailbox line of `domain`. */
    async registerLineOpen(userId: number, domain: string): Promise<boolean> {
      const [waiting] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.section, 'register'),
            eq(orderItems.type, 'Mailbox'),
            eq(orderItems.domain, domain),
            inArray(orderItems.status, ['pending', 'provisioning']),
          ),
        )
        .limit(1);
      return Boolean(waiting);
    },

    /** Open Mailbox lines of paid register orders (optionally of one buyer's domain). */
    async openRegisterLines(filter?: { userId: number; domain: string }) {
      return db
        .select({
          id: orderItems.id,
          domain: orderItems.domain,
          description: orderItems.description,
          mailboxName: orderItems.mailboxName,
          mailboxLevel: orderItems.mailboxLevel,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.type, 'Mailbox'),
            inArray(orderItems.status, ['pending', 'provisioning']),
            eq(orders.section, 'register'),
            inArray(orders.status, ['paid', 'provisioning', 'completed']),
            filter ? and(eq(orders.userId, filter.userId), eq(orderItems.domain, filter.domain)) : undefined,
          ),
        );
    },
  };
}

export type MailboxTermRepository = ReturnType<typeof createMailboxTermRepository>;
