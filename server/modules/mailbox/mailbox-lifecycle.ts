import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or } from 'drizzle-orm';
import { toDisplayName } from '@common/domain/domain-name';
import type { Db } from '../../db/client';
import { mailAddresses, mailboxes, mailDomains, orderItems, orders, users, type OrderItemRow, type OrderRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { MailPublisher } from '../../mail-servers/mail-snapshot';
import type { JobHandler } from '../jobs/job-worker';
import type { OrderService } from '../order/order.service';
import type { PaymentStore } from '../payment/payment-store';
import type { MailSync } from './mail-sync';
import type { SendMailboxMail } from './mailbox-mail';
import { DAY_MS } from '@common/time/durations';

/** A lapsed mailbox is removed with its stored mail this long after it lapsed (decision 043). */
export const MAILBOX_REMOVE_AFTER_DAYS = 30;
/** The mailbox sweep runs hourly, like the domain lifecycle's (one job per slot). */
export const MAILBOX_SWEEP_INTERVAL_MS = 60 * 60_000;
export const MAILBOX_SWEEP_JOB = 'mailbox-sweep';

type Tx = Db;

/**
 * Mailboxes over their term (issue 17; decision 043): a mailbox runs until its `expires_at` (its
 * domain's paid term); the hourly sweep marks one whose term has passed 'lapsed' (no login, mail
 * refused: the snapshot leaves it out) and mails the owner, and removes it with its stored mail
 * 30 days later unless renewed meanwhile. A renewal of the domain with its mailbox (the renew
 * cart's Mailbox line) extends one mailbox of the paid level to the domain's new expiry and makes
 * a lapsed one active again. Times come from the injected clock.
 */
export function createMailboxLifecycle(deps: {
  db: Db;
  store: PaymentStore;
  publisher: Pick<MailPublisher, 'removeMail'>;
  mailSync: Pick<MailSync, 'publish'>;
  /** The zone of a domain that stopped hosting mail is pushed again (its MX, SPF, DKIM go). */
  pushZone?: (domain: string) => Promise<void>;
  /** Refunds a renew order's Mailbox line whose domain could not be renewed. */
  orders?: Pick<OrderService, 'refundItem'>;
  sendMail: SendMailboxMail;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { db, store, clock, log } = deps;

  async function ownerOf(userId: number): Promise<{ login: string; language: 'en' | 'de' } | undefined> {
    const [row] = await db.select({ login: users.login, language: users.language }).from(users).where(eq(users.id, userId));
    return row;
  }

  async function addressOf(mailboxId: number, tx: Tx = db): Promise<string | null> {
    const [own] = await tx
      .select({ localPart: mailAddresses.localPart, domain: mailAddresses.domain })
      .from(mailAddresses)
      .where(and(eq(mailAddresses.mailboxId, mailboxId), eq(mailAddresses.kind, 'mailbox')));
    return own ? `${own.localPart}@${own.domain}` : null;
  }

  const display = (address: string) => {
    const at = address.lastIndexOf('@');
    return `${address.slice(0, at)}@${toDisplayName(address.slice(at + 1))}`;
  };

  /** Active mailboxes whose term has passed become lapsed; answers how many. */
  async function lapse(now: Date): Promise<number> {
    const due = await db
      .update(mailboxes)
      .set({ status: 'lapsed', lapsedAt: now, updatedAt: now })
      .where(and(eq(mailboxes.status, 'active'), lte(mailboxes.expiresAt, now)))
      .returning({ id: mailboxes.id, userId: mailboxes.userId, expiresAt: mailboxes.expiresAt });
    if (due.length === 0) return 0;
    await deps.mailSync.publish();
    for (const box of due) {
      const [address, owner] = await Promise.all([addressOf(box.id), ownerOf(box.userId)]);
      if (address && owner) {
        deps.sendMail(owner.login, owner.language, {
          kind: 'mailbox-lapsed',
          address: display(address),
          lapsedAt: box.expiresAt,
          removeOn: new Date(now.getTime() + MAILBOX_REMOVE_AFTER_DAYS * DAY_MS),
        });
      }
    }
    return due.length;
  }

  /** Mailboxes lapsed 30 days ago go with their addresses, app passwords, stored mail and (with the domain's last address) its DKIM key. */
  async function removeLapsed(now: Date): Promise<number> {
    const before = new Date(now.getTime() - MAILBOX_REMOVE_AFTER_DAYS * DAY_MS);
    const due = await db
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(and(eq(mailboxes.status, 'lapsed'), isNotNull(mailboxes.lapsedAt), lte(mailboxes.lapsedAt, before)))
      .orderBy(asc(mailboxes.id));
    let removed = 0;
    for (const { id } of due) {
      const outcome = await db.transaction(async (tx) => {
        // Renewed since it was read: it stays.
        const [box] = await tx.select().from(mailboxes).where(eq(mailboxes.id, id)).for('update');
        if (!box || box.status !== 'lapsed' || !box.lapsedAt || box.lapsedAt > before) return null;
        const addresses = await tx.select().from(mailAddresses).where(eq(mailAddresses.mailboxId, id));
        const domains = [...new Set([box.domain, ...addresses.map((row) => row.domain)])].sort();
        for (const domain of domains)
          await tx.select({ domain: mailDomains.domain }).from(mailDomains).where(eq(mailDomains.domain, domain)).for('update');
        await tx.delete(mailboxes).where(eq(mailboxes.id, id));
        const dropped: string[] = [];
        for (const domain of domains) {
          const [left] = await tx.select({ id: mailAddresses.id }).from(mailAddresses).where(eq(mailAddresses.domain, domain)).limit(1);
          if (left) continue;
          const gone = await tx.delete(mailDomains).where(eq(mailDomains.domain, domain)).returning({ domain: mailDomains.domain });
          if (gone.length > 0) dropped.push(domain);
        }
        const own = addresses.find((row) => row.kind === 'mailbox');
        return { userId: box.userId, address: own ? `${own.localPart}@${own.domain}` : null, dropped };
      });
      if (!outcome) continue;
      removed += 1;
      await deps.mailSync.publish();
      for (const domain of outcome.dropped) {
        try {
          await deps.pushZone?.(domain);
        } catch (error) {
          log.warn({ err: error, domain }, 'mailbox: the zone push after the last mailbox went failed; the reconciliation pushes it');
        }
      }
      if (outcome.address) {
        try {
          await deps.publisher.removeMail(outcome.address);
        } catch (error) {
          log.warn({ err: error, address: outcome.address }, 'mailbox: the removed mailbox’s stored mail could not be deleted');
        }
        const owner = await ownerOf(outcome.userId);
        if (owner) deps.sendMail(owner.login, owner.language, { kind: 'mailbox-removed', address: display(outcome.address) });
      }
    }
    return removed;
  }

  /**
   * Renew orders' Mailbox lines whose domain renewal did not happen (refunded or failed): they are
   * refunded too, as nothing was extended.
   */
  async function refundOrphanedRenewals(): Promise<number> {
    if (!deps.orders) return 0;
    const open = await db
      .select({ item: orderItems, order: orders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.type, 'Mailbox'),
          inArray(orderItems.status, ['pending', 'provisioning']),
          eq(orders.section, 'renew'),
          inArray(orders.status, ['completed', 'failed', 'refunded']),
        ),
      );
    let refunded = 0;
    for (const { item, order } of open) {
      const lines = await store.orders.itemsOf([order.id]);
      const domainLine = lines.find((line) => line.type === 'Domain' && line.domain === item.domain);
      if (domainLine && (domainLine.status === 'pending' || domainLine.status === 'provisioning' || domainLine.status === 'completed'))
        continue;
      await deps.orders.refundItem(item, order, `the renewal of ${item.domain} did not happen`);
      refunded += 1;
    }
    return refunded;
  }

  /**
   * Renew orders whose name was renewed but whose Mailbox line is still open: paid before
   * mailboxes were provisioned, or its renewal found no mailbox of the line's level. Once the
   * name's mailboxes of earlier orders exist (no register line of it is open), the line extends one
   * as the renewal would have; a line that still finds none is refunded.
   */
  async function completeOldRenewals(): Promise<number> {
    const open = await db
      .select({ item: orderItems, order: orders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.type, 'Mailbox'),
          inArray(orderItems.status, ['pending', 'provisioning']),
          eq(orders.section, 'renew'),
          eq(orders.status, 'completed'),
        ),
      );
    let completed = 0;
    const seen = new Set<string>();
    for (const { item, order } of open) {
      const key = `${order.id} ${item.domain}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const lines = await store.orders.itemsOf([order.id]);
      const domainLine = lines.find(
        (line) => line.type === 'Domain' && line.domain === item.domain && line.status === 'completed' && line.expiresAt,
      );
      if (!domainLine) continue;
      const [waiting] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, order.userId),
            eq(orders.section, 'register'),
            eq(orderItems.type, 'Mailbox'),
            eq(orderItems.domain, item.domain),
            inArray(orderItems.status, ['pending', 'provisioning']),
          ),
        )
        .limit(1);
      if (waiting) continue;
      await store.transaction(async (repos) => {
        await repos.orders.lock(order.id);
        await renewedInTransaction(repos.db, order, domainLine, domainLine.expiresAt!);
      });
      completed += 1;
      // Lines that found no mailbox of their level to extend give their price back.
      for (const line of (await store.orders.itemsOf([order.id])).filter(
        (entry) =>
          entry.type === 'Mailbox' && entry.domain === item.domain && (entry.status === 'pending' || entry.status === 'provisioning'),
      )) {
        if (!deps.orders) break;
        const address = `${line.mailboxName ?? 'info'}@${toDisplayName(line.domain)}`;
        await deps.orders.refundItem(
          line,
          order,
          `no mailbox of level ${line.mailboxLevel ?? 1} on ${line.domain} to renew`,
          (to, language, amount, refundedTo) =>
            deps.sendMail(to, language, {
              kind: 'mailbox-refunded',
              address,
              orderId: order.id,
              amount,
              refundedTo,
              why: 'nothing-to-renew',
            }),
        );
      }
    }
    if (completed > 0) await deps.mailSync.publish();
    return completed;
  }

  async function sweep(): Promise<{ lapsed: number; removed: number }> {
    const now = clock.now();
    try {
      await completeOldRenewals();
    } catch (error) {
      log.warn({ err: error }, 'mailbox: completing Mailbox lines of earlier renewals failed; the next sweep tries again');
    }
    const lapsed = await lapse(now);
    const removed = await removeLapsed(now);
    try {
      await refundOrphanedRenewals();
    } catch (error) {
      log.warn({ err: error }, 'mailbox: refunding renew lines without a renewal failed; the next sweep tries again');
    }
    return { lapsed, removed };
  }

  /**
   * Inside the transaction that completes a renew order's Domain line (order.service): the
   * order's Mailbox lines of that domain complete with the new expiry, and each extends one
   * mailbox of its level on the domain (the one of the line's name, else the one ending first)
   * to it, active again if it had lapsed. The mailbox then belongs to the renewal line, and the
   * line it came from ends now, so neither stays a free paid slot. A line that finds no mailbox
   * of its level stays open; the sweep refunds it. Answers whether a mailbox changed (the caller
   * publishes after the commit).
   */
  async function renewedInTransaction(tx: Db, order: OrderRow, domainLine: OrderItemRow, expiresAt: Date): Promise<boolean> {
    if (order.section !== 'renew' || domainLine.type !== 'Domain') return false;
    const now = clock.now();
    const lines = await tx
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, order.id),
          eq(orderItems.type, 'Mailbox'),
          eq(orderItems.domain, domainLine.domain),
          inArray(orderItems.status, ['pending', 'provisioning']),
        ),
      );
    let changed = false;
    const lineIds = lines.map((line) => line.id);
    for (const line of lines) {
      const level = line.mailboxLevel === 2 ? 2 : 1;
      const candidates = await tx
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
            eq(mailboxes.userId, order.userId),
            eq(mailboxes.domain, domainLine.domain),
            eq(mailboxes.level, level),
            lte(mailboxes.expiresAt, expiresAt),
            // One mailbox per line: not one another line of this renewal took already.
            lineIds.length > 0 ? or(isNull(mailboxes.orderItemId), notInArray(mailboxes.orderItemId, lineIds)) : undefined,
          ),
        )
        .orderBy(asc(mailboxes.expiresAt), asc(mailboxes.id));
      const chosen = candidates.find((box) => box.localPart === line.mailboxName) ?? candidates[0];
      if (chosen) {
        if (chosen.orderItemId !== null) {
          await tx
            .update(orderItems)
            .set({ expiresAt: now, updatedAt: now })
            .where(and(eq(orderItems.id, chosen.orderItemId), isNotNull(orderItems.expiresAt), gt(orderItems.expiresAt, now)));
        }
        await tx
          .update(mailboxes)
          .set({ expiresAt, status: 'active', lapsedAt: null, orderItemId: line.id, updatedAt: now })
          .where(eq(mailboxes.id, chosen.id));
        await tx
          .update(orderItems)
          .set({ status: 'completed', expiresAt, mailboxPasswordHash: null, updatedAt: now })
          .where(eq(orderItems.id, line.id));
        changed = true;
      }
      // No mailbox of its level to extend: the line stays open and the sweep refunds it.
    }
    return changed;
  }

  /** Enqueues the sweep of the slot that contains `at` (one job per slot). */
  async function schedule(at: Date = clock.now()): Promise<void> {
    const slot = Math.floor(at.getTime() / MAILBOX_SWEEP_INTERVAL_MS) * MAILBOX_SWEEP_INTERVAL_MS;
    const runAt = new Date(Math.max(slot, at.getTime()));
    await store.jobs.enqueue(
      {
        kind: MAILBOX_SWEEP_JOB,
        payload: { slot: new Date(slot).toISOString() },
        uniqueKey: `${MAILBOX_SWEEP_JOB}:${new Date(slot).toISOString()}`,
        maxAttempts: 3,
        runAt,
      },
      clock.now(),
    );
  }

  const sweepJob: JobHandler = {
    async run(payload) {
      const slot = new Date(String(payload.slot)).getTime();
      const nextAfterNow = (Math.floor(clock.now().getTime() / MAILBOX_SWEEP_INTERVAL_MS) + 1) * MAILBOX_SWEEP_INTERVAL_MS;
      await schedule(new Date(Math.max(slot + MAILBOX_SWEEP_INTERVAL_MS, nextAfterNow)));
      await sweep();
    },
  };

  return {
    handlers: { [MAILBOX_SWEEP_JOB]: sweepJob } satisfies Record<string, JobHandler>,
    sweep,
    schedule,

    renewedInTransaction,

    /** The mailboxes of a customer's domain that end with its term (active or lapsed, not removed yet): the auto-renewal renews them with the name. */
    async endingWith(userId: number, domain: string, termEnd: Date): Promise<{ name: string; level: 1 | 2 }[]> {
      const rows = await db
        .select({ level: mailboxes.level, localPart: mailAddresses.localPart })
        .from(mailboxes)
        .innerJoin(mailAddresses, and(eq(mailAddresses.mailboxId, mailboxes.id), eq(mailAddresses.kind, 'mailbox')))
        .where(and(eq(mailboxes.userId, userId), eq(mailboxes.domain, domain), lte(mailboxes.expiresAt, termEnd)))
        .orderBy(asc(mailboxes.expiresAt), asc(mailboxes.id));
      return rows.map((row) => ({ name: row.localPart, level: row.level === 2 ? 2 : 1 }));
    },

    /** After a renewal's commit: the mail servers learn of mailboxes active again. */
    async renewed(): Promise<void> {
      await deps.mailSync.publish();
    },
  };
}

export type MailboxLifecycle = ReturnType<typeof createMailboxLifecycle>;
