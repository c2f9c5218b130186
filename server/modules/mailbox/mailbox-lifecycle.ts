import { toDisplayName } from '@common/domain/domain-name';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { MailPublisher } from '../../mail-servers/mail-snapshot';
import type { JobHandler } from '../jobs/job-worker';
import { createPeriodicSweep } from '../jobs/periodic-sweep';
import type { OrderService } from '../order/order.service';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import type { MailSync } from './mail-sync';
import type { SendMailboxMail } from './mailbox-mail';
import { DAY_MS } from '@common/time/durations';

/** A lapsed mailbox is removed with its stored mail this long after it lapsed (decision 043). */
export const MAILBOX_REMOVE_AFTER_DAYS = 30;
/** The mailbox sweep runs hourly, like the domain lifecycle's (one job per slot). */
export const MAILBOX_SWEEP_INTERVAL_MS = 60 * 60_000;
export const MAILBOX_SWEEP_JOB = 'mailbox-sweep';

/**
 * Mailboxes over their term (issue 17; decision 043): a mailbox runs until its `expires_at` (its
 * domain's paid term); the hourly sweep marks one whose term has passed 'lapsed' (no login, mail
 * refused: the snapshot leaves it out) and mails the owner, and removes it with its stored mail
 * 30 days later unless renewed meanwhile. A renewal of the domain with its mailbox (the renew
 * cart's Mailbox line) extends one mailbox of the paid level to the domain's new expiry and makes
 * a lapsed one active again. Times come from the injected clock.
 */
export function createMailboxLifecycle(deps: {
  unitOfWork: UnitOfWork;
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
  const { unitOfWork, clock, log } = deps;
  const terms = unitOfWork.repos.mailboxTerms;

  const display = (address: string) => {
    const at = address.lastIndexOf('@');
    return `${address.slice(0, at)}@${toDisplayName(address.slice(at + 1))}`;
  };

  /** Active mailboxes whose term has passed become lapsed; answers how many. */
  async function lapse(now: Date): Promise<number> {
    const due = await terms.lapseDue(now);
    if (due.length === 0) return 0;
    await deps.mailSync.publish();
    for (const box of due) {
      const [address, owner] = await Promise.all([terms.ownAddress(box.id), terms.owner(box.userId)]);
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
    const due = await terms.lapsedSince(before);
    let removed = 0;
    for (const id of due) {
      const outcome = await unitOfWork.run(async ({ mailboxTerms: tx }) => {
        // Renewed since it was read: it stays.
        const locked = await tx.lockMailbox(id);
        if (!locked) return null;
        const { box, addresses } = locked;
        if (box.status !== 'lapsed' || !box.lapsedAt || box.lapsedAt > before) return null;
        const domains = [...new Set([box.domain, ...addresses.map((row) => row.domain)])].sort();
        for (const domain of domains) await tx.lockMailDomain(domain);
        await tx.deleteMailbox(id);
        const dropped: string[] = [];
        for (const domain of domains) if (await tx.dropMailDomainIfUnused(domain)) dropped.push(domain);
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
        const owner = await terms.owner(outcome.userId);
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
    const open = await terms.openRenewLines(['completed', 'failed', 'refunded']);
    let refunded = 0;
    for (const { item, order } of open) {
      const lines = await unitOfWork.repos.orders.itemsOf([order.id]);
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
    const open = await terms.openRenewLines(['completed']);
    let completed = 0;
    const seen = new Set<string>();
    for (const { item, order } of open) {
      const key = `${order.id} ${item.domain}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const lines = await unitOfWork.repos.orders.itemsOf([order.id]);
      const domainLine = lines.find(
        (line) => line.type === 'Domain' && line.domain === item.domain && line.status === 'completed' && line.expiresAt,
      );
      if (!domainLine) continue;
      if (await terms.registerLineOpen(order.userId, item.domain)) continue;
      await unitOfWork.run(async (repos) => {
        await repos.orders.lock(order.id);
        await renewedInTransaction(repos, order, domainLine, domainLine.expiresAt!);
      });
      completed += 1;
      // Lines that found no mailbox of their level to extend give their price back.
      for (const line of (await unitOfWork.repos.orders.itemsOf([order.id])).filter(
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
  async function renewedInTransaction(repos: Repositories, order: OrderRow, domainLine: OrderItemRow, expiresAt: Date): Promise<boolean> {
    if (order.section !== 'renew' || domainLine.type !== 'Domain') return false;
    const now = clock.now();
    const tx = repos.mailboxTerms;
    const lines = await tx.openMailboxLines(order.id, domainLine.domain);
    let changed = false;
    const lineIds = lines.map((line) => line.id);
    for (const line of lines) {
      const level = line.mailboxLevel === 2 ? 2 : 1;
      // One mailbox per line: not one another line of this renewal took already.
      const candidates = await tx.renewalCandidates(order.userId, domainLine.domain, level, expiresAt, lineIds);
      const chosen = candidates.find((box) => box.localPart === line.mailboxName) ?? candidates[0];
      if (chosen) {
        if (chosen.orderItemId !== null) await tx.endLineNow(chosen.orderItemId, now);
        await tx.extendMailbox(chosen.id, expiresAt, line.id, now);
        await tx.completeLine(line.id, { expiresAt }, now);
        changed = true;
      }
      // No mailbox of its level to extend: the line stays open and the sweep refunds it.
    }
    return changed;
  }

  const periodic = createPeriodicSweep({
    kind: MAILBOX_SWEEP_JOB,
    intervalMs: MAILBOX_SWEEP_INTERVAL_MS,
    clock,
    jobs: unitOfWork.repos.jobs,
    sweep,
  });
  const { schedule } = periodic;

  return {
    handlers: { [MAILBOX_SWEEP_JOB]: periodic.handler } satisfies Record<string, JobHandler>,
    sweep,
    schedule,

    renewedInTransaction,

    /** The mailboxes of a customer's domain that end with its term (active or lapsed, not removed yet): the auto-renewal renews them with the name. */
    async endingWith(userId: number, domain: string, termEnd: Date): Promise<{ name: string; level: 1 | 2 }[]> {
      const rows = await terms.endingWith(userId, domain, termEnd);
      return rows.map((row) => ({ name: row.localPart, level: row.level === 2 ? 2 : 1 }));
    },

    /** After a renewal's commit: the mail servers learn of mailboxes active again. */
    async renewed(): Promise<void> {
      await deps.mailSync.publish();
    },
  };
}

export type MailboxLifecycle = ReturnType<typeof createMailboxLifecycle>;
