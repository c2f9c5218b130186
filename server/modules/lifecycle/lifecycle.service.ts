import type { FastifyBaseLogger } from 'fastify';
import { toDisplayName } from '@common/domain/domain-name';
import { formatMoney } from '@common/money/money';
import type { LifecycleNoticeKind, OrderItemRow, OrderRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { RegistryError, type DomainInfo, type RegistryGateway } from '../../registry/registry-gateway';
import { addDays, addYears } from '../../registry/sandbox/sandbox-lifecycle';
import type { InvoiceService } from '../invoice/invoice.service';
import { createPeriodicSweep } from '../jobs/periodic-sweep';
import type { PayLink } from '../mail/lifecycle-mail-templates';
import type { MailService } from '../mail/mail.service';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import type { CancelledOrder, UnpaidOrders } from '../payment/unpaid-orders';
import type { PrepaidAccountService } from '../prepaid-account/prepaid-account.service';
import { issueRenewalLink } from '../renewal/renewal-link-issue';
import { InsufficientBalanceMarker, payFromBalance } from './balance-order';
import type { DomainQuoter } from './domain-quote';
import { DELETED_RGP_STATUSES, type LifecycleDomainRow } from './lifecycle.repository';
import { registrationData } from './registration-data';
import { DAY_MS } from '@common/time/durations';

/** The sweep runs once per slot of this length (clock time); each run enqueues the next slot's job. */
export const LIFECYCLE_SWEEP_INTERVAL_MS = 60 * 60_000;
export const LIFECYCLE_SWEEP_JOB = 'lifecycle-sweep';
/** ERRP §2.1.1: about one month and about one week before expiry. */
export const REMINDER_DAYS = { first: 30, second: 7 } as const;
/** The shop deletes an unpaid name this many days before the registry's auto-renew grace ends. */
export const DELETE_DAYS_BEFORE_GRACE_END = 5;
/** Used only when the registry does not answer a TLD's policy: ICANN's upper bound of the ARGP. */
const FALLBACK_GRACE_DAYS = 45;
const FALLBACK_REDEMPTION_DAYS = 30;

/**
 * The day (counted from expiry) on which an unpaid name is deleted: five days before the
 * registry's auto-renew grace ends, so that the delete lands inside it and the registry refunds
 * its auto-renew year; a TLD with less than ten days of grace (ccTLDs without ARGP) is deleted at
 * the first sweep after expiry (docs/decisions/021-domain-lifecycle.md).
 */
export function deleteAfterDays(autoRenewGraceDays: number): number {
  return autoRenewGraceDays >= 10 ? autoRenewGraceDays - DELETE_DAYS_BEFORE_GRACE_END : 0;
}

/** The day an unpaid name is deleted: its expiry plus deleteAfterDays of the TLD's grace (the fallback when unknown). */
export function unpaidDeleteDay(expiresAt: Date, autoRenewGraceDays: number | undefined): Date {
  return addDays(expiresAt, deleteAfterDays(autoRenewGraceDays ?? FALLBACK_GRACE_DAYS));
}

/**
 * A bank transfer for a renewal is offered only while at least this many days remain before the
 * unpaid name is deleted: a transfer takes a business day or two, more over a weekend, and one
 * that arrives after the delete is refused (the delete cancels its order) and has to be returned.
 */
export const BANK_TRANSFER_LEAD_DAYS = 5;

/** Whether a bank transfer started `now` still arrives before the unpaid name's delete day. */
export function transferArrivesInTime(deleteOn: Date, now: Date): boolean {
  return deleteOn.getTime() - now.getTime() >= BANK_TRANSFER_LEAD_DAYS * DAY_MS;
}

type Contact = Record<string, unknown>;

/** What the renewal at expiry did: charged the balance, found the term renewed or being renewed otherwise, or nothing. */
type AutoRenewOutcome = 'renewed' | 'renewed-elsewhere' | 'not-renewed';

/** Rolls the renewal's transaction back: the term was renewed, or a paid renewal of it runs, since the sweep read it. */
class RenewalElsewhere extends Error {}

/** Cancelled orders as the mails name them. */
const displayed = (orders: CancelledOrder[]) =>
  orders.map((order) => ({ orderId: order.orderId, domains: order.domains.map(toDisplayName) }));

/** The registrant as the order's contact (the invoice's buyer when the profile has no billing address). */
export function contactOf(info: DomainInfo, email: string): Contact {
  const registrant = info.registrant;
  return {
    name: registrant?.name ?? email,
    org: registrant?.org ?? '',
    street: registrant?.street ?? [],
    city: registrant?.city ?? '',
    state: registrant?.stateOrProvince ?? '',
    postal_code: registrant?.postalCode ?? '',
    country: registrant?.countryCode ?? 'DE',
    phone: registrant?.phone ?? '',
    email: registrant?.email ?? email,
  };
}

/**
 * The lifecycle of the customers' domains after their paid term (docs/decisions/021): reminders
 * before expiry, the renewal from the prepaid balance at expiry when auto-renew is on, the
 * notice of the auto-renew grace period, the delete into redemption when the grace ends unpaid,
 * and the release when the registry purges the name. Driven by the injected clock through a
 * durable job that runs hourly.
 */
export function createLifecycleService(deps: {
  unitOfWork: UnitOfWork;
  registry: RegistryGateway;
  quoter: DomainQuoter;
  invoices: Pick<InvoiceService, 'issue'>;
  accounts: Pick<PrepaidAccountService, 'afterDebit'>;
  mail: MailService;
  /** The replacement of unpaid orders the payments use too (payment/unpaid-orders.ts), also run by a renewal at expiry. */
  supersedeUnpaidOrders: UnpaidOrders['supersede'];
  /** A purged name was released (its DNS zone goes: dns-zone/zone-lifecycle.ts). */
  onDomainLeft?: (name: string) => Promise<void>;
  /**
   * The domain's mailboxes renew with it at expiry (decision 043): those ending with the term are
   * priced into the renewal, and their lines move their terms inside the renewal's transaction.
   */
  mailboxes?: {
    endingWith(userId: number, domain: string, termEnd: Date): Promise<{ name: string; level: 1 | 2 }[]>;
    renewedInTransaction(repos: Repositories, order: OrderRow, item: OrderItemRow, expiresAt: Date): Promise<boolean>;
    renewed(): Promise<void>;
  };
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}) {
  const { unitOfWork, registry, quoter, mail, clock, log } = deps;
  const repository = unitOfWork.repos.lifecycle;
  const renewals = unitOfWork.repos.renewals;
  const renewalLinks = unitOfWork.repos.renewalLinks;

  async function policyOf(name: string): Promise<{ autoRenewGraceDays: number; redemptionDays: number }> {
    const policy = await registry.policy(name.slice(name.lastIndexOf('.') + 1));
    return {
      autoRenewGraceDays: policy?.autoRenewGraceDays ?? FALLBACK_GRACE_DAYS,
      redemptionDays: policy?.redemptionDays ?? FALLBACK_REDEMPTION_DAYS,
    };
  }

  /** The day the name is deleted if its term stays unpaid: by the grace days recorded for it, else the TLD's. */
  async function deleteDayOf(row: LifecycleDomainRow): Promise<Date> {
    return unpaidDeleteDay(row.expiresAt, row.autoRenewGraceDays ?? (await policyOf(row.name)).autoRenewGraceDays);
  }

  /** Claims the notice (once per name, term and kind) and sends the mail when this caller got it. */
  async function notify(row: LifecycleDomainRow, kind: LifecycleNoticeKind, send: () => void | Promise<void>): Promise<boolean> {
    const notice = { name: row.name, userId: row.userId, expiresAt: row.expiresAt, kind };
    if (!(await repository.claimNotice(notice, clock.now()))) return false;
    try {
      await send();
    } catch (error) {
      // The mail was not handed over (its price or link could not be made): unclaimed, a
      // reminder or expiry notice is sent by the next sweep instead of being lost. The notices
      // after an action (auto-renewed, deleted) are not due again: the sweep logs their loss.
      await repository.releaseNotice(notice);
      throw error;
    }
    return true;
  }

  /** A reminder's renewal link, or none when it cannot be made now: the reminder goes out without its button. */
  async function optionalRenewalLink(row: LifecycleDomainRow, now: Date): Promise<PayLink | undefined> {
    try {
      return await renewalLinkFor(row, now);
    } catch (error) {
      log.warn({ err: error, domain: row.name }, 'lifecycle: no renewal link for the reminder; it is sent without one');
      return undefined;
    }
  }

  /**
   * The renewal price for the user, in the currency of the balance (or euros without an account).
   * A domain whose trustee service is paid up to its expiry keeps it: the year includes it. WHOIS
   * privacy switched on is charged with the year, as the renew cart does (decision 028).
   */
  async function renewalQuote(row: LifecycleDomainRow) {
    const account = await unitOfWork.repos.accounts.find(row.userId);
    const trustee = row.trusteeUntil !== null && row.trusteeUntil >= row.expiresAt;
    const mailboxes = (await deps.mailboxes?.endingWith(row.userId, row.name, row.expiresAt)) ?? [];
    const quote = await quoter.quote(
      row.user,
      { section: 'renew', domain: row.name, periodYears: 1, trustee, privacy: row.privacy, mailboxes },
      account?.currency ?? 'EUR',
    );
    const mailboxLines = new Map(mailboxes.map((mailbox, index) => [index + 1, mailbox] as const));
    return {
      account,
      quote,
      trustee,
      mailboxLines,
      covered: Boolean(account && quote && account.currency === quote.currency && account.balance >= quote.gross),
    };
  }

  /**
   * A renewal link for a reminder (decision 026): the holder, or whoever the mail is forwarded to,
   * pays the renewal without logging in, until the day the unpaid name would be deleted.
   */
  async function renewalLinkFor(row: LifecycleDomainRow, now: Date): Promise<PayLink> {
    const validUntil = await deleteDayOf(row);
    const { path } = await issueRenewalLink(renewalLinks, {
      userId: row.userId,
      domain: row.name,
      termExpiresAt: row.expiresAt,
      now,
      expiresAt: validUntil,
    });
    return { url: path, validUntil };
  }

  async function remind(row: LifecycleDomainRow, now: Date): Promise<void> {
    const daysLeft = Math.ceil((row.expiresAt.getTime() - now.getTime()) / DAY_MS);
    const kind: LifecycleNoticeKind = daysLeft <= REMINDER_DAYS.second ? 'reminder-7' : 'reminder-30';
    await notify(row, kind, async () => {
      const { quote, covered } = await renewalQuote(row);
      const price = quote ? formatMoney({ amount: quote.gross, currency: quote.currency }, row.user.language) : '–';
      const willAutoRenew = row.autoRenew && covered;
      const payLink = willAutoRenew || !quote ? undefined : await optionalRenewalLink(row, now);
      mail.lifecycle(row.user.login, row.user.language, {
        kind: 'renewal-reminder',
        domain: toDisplayName(row.name),
        expiresAt: row.expiresAt,
        daysLeft,
        willAutoRenew,
        price,
        link: '/user/domains',
        payLink,
      });
    });
  }

  /**
   * Renews the customer's term from the balance, once per name and term: the payment's
   * idempotency key (`auto-renew:<name>:<old expiry>`) is unique, the debit is one conditional
   * update, and the term moves only from the old expiry, all in one transaction. The registry
   * itself has already renewed the name at expiry (its auto-renewal), so no registry command is sent.
   */
  async function autoRenew(row: LifecycleDomainRow, info: DomainInfo, now: Date): Promise<AutoRenewOutcome> {
    const { account, quote, trustee, mailboxLines, covered } = await renewalQuote(row);
    // The order item carries privacy only when the quote priced it (a TLD may have withdrawn it).
    const privacy = row.privacy && Boolean(quote?.lines[0]?.description.en.includes(', with WHOIS privacy'));
    if (!account || !quote || !covered) return 'not-renewed';
    const newExpiry = addYears(row.expiresAt, 1);
    // The registry has not (yet) added the year the customer would pay for: nothing to charge.
    if (info.expiresAt.getTime() < newExpiry.getTime()) return 'not-renewed';
    let renewed: { orderId: number; cancelled: CancelledOrder[]; mailboxesChanged: boolean };
    try {
      renewed = await unitOfWork.run(async (repos) => {
        // The name's row first, as a renewal link's payment takes it: the two never cross.
        const locked = await repos.renewalLinks.lockDomain(row.name);
        if (locked?.userId !== row.userId || locked.expiresAt.getTime() !== row.expiresAt.getTime()) throw new RenewalElsewhere();
        // A renewal of this term that waits for its money (a bank transfer, from the renew cart or
        // a renewal link) is replaced: its payment is cancelled, so the transfer, if it still
        // comes, is refused and cannot add a second year the customer did not mean to buy.
        const cancelled = await deps.supersedeUnpaidOrders(repos, row.userId, 'renew', now, row.name);
        // A transfer booked since the sweep looked (its payment was no longer pending to cancel):
        // that renewal runs, and nothing is charged here (read after the cancel, so it is seen).
        if ((await repos.renewals.paidInProgress([row.name])).size > 0) throw new RenewalElsewhere();
        const paid = await payFromBalance(repos, deps.invoices, {
          userId: row.userId,
          idempotencyKey: `auto-renew:${row.name}:${row.expiresAt.toISOString()}`,
          quote,
          contact: contactOf(info, row.user.login),
          language: row.user.language,
          itemStatus: 'completed',
          expiresAt: newExpiry,
          trustee,
          privacy,
          mailboxes: mailboxLines,
          now,
        });
        // This term was charged already (its key is taken): renewed, nothing more to do.
        if (paid.status === 'already-paid') throw new RenewalElsewhere();
        // The balance fell short since it was read: nothing of this transaction stays, the cancellations included.
        if (paid.status !== 'paid') throw new InsufficientBalanceMarker();
        await repos.orders.setStatus(paid.order.id, 'completed', now);
        // Renewed by hand meanwhile (the term moved): the charge is undone with the transaction.
        if (!(await repos.lifecycle.moveExpiry(row.name, row.userId, row.expiresAt, newExpiry))) throw new RenewalElsewhere();
        const domainLine = paid.items.find((item) => item.type === 'Domain');
        const mailboxesChanged =
          domainLine && deps.mailboxes ? await deps.mailboxes.renewedInTransaction(repos, paid.order, domainLine, newExpiry) : false;
        return { orderId: paid.order.id, cancelled, mailboxesChanged };
      });
    } catch (error) {
      if (error instanceof InsufficientBalanceMarker) return 'not-renewed';
      if (error instanceof RenewalElsewhere) return 'renewed-elsewhere';
      throw error;
    }
    const { orderId, cancelled, mailboxesChanged } = renewed;
    // Mailboxes active again are served again (a publish failure is retried by the minute's publish).
    if (mailboxesChanged)
      await deps.mailboxes
        ?.renewed()
        .catch((error: unknown) => log.warn({ err: error }, 'auto-renewal: publishing the renewed mailboxes failed'));
    await notify(row, 'auto-renewed', () =>
      mail.lifecycle(row.user.login, row.user.language, {
        kind: 'auto-renewed',
        domain: toDisplayName(row.name),
        expiresAt: newExpiry,
        amount: formatMoney({ amount: quote.gross, currency: quote.currency }, row.user.language),
        orderId,
        cancelledOrders: displayed(cancelled),
        link: '/user/domains',
      }),
    );
    await deps.accounts.afterDebit(row.userId, row.user.login, row.user.language);
    return 'renewed';
  }

  /**
   * Deletes an unpaid name at the registry inside its auto-renew grace period (the registry
   * refunds the auto-renew year; the name enters redemption and can be restored), recording the
   * registration data before the delete for the restore report.
   */
  async function deleteUnpaid(row: LifecycleDomainRow, info: DomainInfo, now: Date): Promise<boolean> {
    const deleted = (DELETED_RGP_STATUSES as readonly string[]).includes(info.rgpStatus ?? '');
    if (!deleted) {
      // Renewed at the registry beyond the unpaid year (a manual renewal not yet recorded): leave it.
      if (info.expiresAt.getTime() > addYears(row.expiresAt, 1).getTime()) return false;
      // The registry refuses the delete (2305) while the name has subordinate (glue) hosts: they go first.
      for (const host of info.hosts ?? []) {
        try {
          await registry.deleteHost(host);
        } catch (error) {
          if (!(error instanceof RegistryError) || error.eppCode !== 2305) throw error;
          log.warn(
            { domain: row.name, host },
            'lifecycle: a subordinate host of the unpaid name is still linked by a domain; its delete waits for a later sweep',
          );
          return false;
        }
      }
      // Read again right before the delete (the sweep read its rows before this name's turn, and
      // the hosts took time): a renewal paid or completed since (its job recorded the new term)
      // keeps the name, even where the registry's expiry did not move.
      if ((await renewals.paidInProgress([row.name])).has(row.name)) return false;
      const current = (await renewals.paidExpiries(row.userId, [row.name])).get(row.name);
      if (current?.getTime() !== row.expiresAt.getTime()) return false;
      await registry.delete(row.name);
    }
    // A renewal still waiting for its bank transfer can no longer renew the name: it is cancelled
    // once the delete is done (also when a retry finds it done), so a transfer arriving later is
    // refused at booking and returned. One booked in between pays a renewal that fails in
    // redemption and is refunded to the balance, as any refused renewal is.
    const cancelled = await unitOfWork.run((repos) => deps.supersedeUnpaidOrders(repos, row.userId, 'renew', now, row.name));
    await repository.recordDeletion({
      name: row.name,
      userId: row.userId,
      deletedAt: now,
      expiresAt: row.expiresAt,
      reason: 'unpaid-renewal',
      preData: registrationData(info),
    });
    await repository.saveSnapshot(row.name, { rgpStatus: deleted ? info.rgpStatus : 'redemptionPeriod', statuses: ['pendingDelete'] }, now);
    const policy = await policyOf(row.name);
    await notify(row, 'deleted', () =>
      mail.lifecycle(row.user.login, row.user.language, {
        kind: 'deleted-redemption',
        domain: toDisplayName(row.name),
        restoreUntil: addDays(now, policy.redemptionDays),
        cancelledOrders: displayed(cancelled),
        link: '/domain/restore/rgp',
      }),
    );
    return true;
  }

  /** One expired name: renew from the balance, else the grace notice, else (when its day came) the delete. */
  async function handleExpired(row: LifecycleDomainRow, now: Date): Promise<void> {
    const info = await registry.info(row.name);
    // Not ours at the registry any more (transferred away, purged): the owner record is handled elsewhere.
    if (!info || !info.sponsoredByUs) return;
    // A renewal the customer paid whose job is still running (or retrying) renews this term: neither charged again nor deleted.
    if ((await renewals.paidInProgress([row.name])).has(row.name)) return;
    // Renewed from the balance, or by a renewal that completed or was paid meanwhile: nothing more for this term.
    if (row.autoRenew && (await autoRenew(row, info, now)) !== 'not-renewed') return;
    const deleteOn = await deleteDayOf(row);
    if (now.getTime() >= deleteOn.getTime()) {
      await deleteUnpaid(row, info, now);
      return;
    }
    await notify(row, 'expired', async () => {
      const { quote } = await renewalQuote(row);
      const price = quote ? formatMoney({ amount: quote.gross, currency: quote.currency }, row.user.language) : '–';
      const payLink = quote ? await optionalRenewalLink(row, now) : undefined;
      mail.lifecycle(row.user.login, row.user.language, {
        kind: 'expired-grace',
        domain: toDisplayName(row.name),
        expiredAt: row.expiresAt,
        deleteOn,
        autoRenew: row.autoRenew,
        price,
        link: '/user/domains',
        payLink,
      });
    });
  }

  /** Names in redemption or pending delete: the snapshot follows the registry; a purged name leaves the customer. */
  async function followDeletions(now: Date): Promise<void> {
    for (const deletion of await repository.openDeletions()) {
      try {
        const info = await registry.info(deletion.name);
        if (!info || !info.sponsoredByUs) {
          if (await repository.markReleased(deletion.id, now)) {
            await repository.removeCustomerDomain(deletion.name, deletion.userId);
            await deps.onDomainLeft?.(deletion.name);
          }
          continue;
        }
        // Restored (by the restore job, which records it itself): nothing to follow.
        if (info.rgpStatus === null || !(DELETED_RGP_STATUSES as readonly string[]).includes(info.rgpStatus)) continue;
        await repository.saveSnapshot(deletion.name, { rgpStatus: info.rgpStatus, statuses: info.statuses }, now);
      } catch (error) {
        log.warn({ err: error, domain: deletion.name }, 'lifecycle: following a deleted name failed');
      }
    }
  }

  /** One pass over all names due for something; a failure of one name does not stop the others. */
  async function sweep(): Promise<{ reminded: number; expired: number }> {
    const now = clock.now();
    const rows = await repository.domainsExpiringBefore(addDays(now, REMINDER_DAYS.first));
    let reminded = 0;
    let expired = 0;
    for (const row of rows) {
      try {
        if (row.expiresAt.getTime() > now.getTime()) {
          await remind(row, now);
          reminded += 1;
        } else {
          await handleExpired(row, now);
          expired += 1;
        }
      } catch (error) {
        log.warn({ err: error, domain: row.name }, 'lifecycle: a domain could not be processed; the next sweep tries again');
      }
    }
    await followDeletions(now);
    return { reminded, expired };
  }

  const periodic = createPeriodicSweep({
    kind: LIFECYCLE_SWEEP_JOB,
    intervalMs: LIFECYCLE_SWEEP_INTERVAL_MS,
    clock,
    jobs: unitOfWork.repos.jobs,
    sweep,
  });
  const { schedule } = periodic;

  return {
    handlers: { [LIFECYCLE_SWEEP_JOB]: periodic.handler },
    sweep,
    schedule,
    /**
     * Deletes one customer's expired, unpaid name now, by the same rules as the sweep's delete
     * (test set-ups of the browser tests, behind E2E_TEST_ROUTES; never in a normal start).
     */
    async deleteNowForTest(userId: number, name: string): Promise<boolean> {
      const row = await repository.ownedDomain(userId, name);
      if (!row) return false;
      const info = await registry.info(name);
      if (!info?.sponsoredByUs) return false;
      return deleteUnpaid(row, info, clock.now());
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
