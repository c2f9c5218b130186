import type { OrderList, OrderView } from '@common/api/order.contract';
import type { Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import type { OrderItemRow, OrderRow, RefundDestination } from '../../db/schema/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { RegistryError, type DomainInfo, type RegistryGateway } from '../../registry/registry-gateway';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { InvoiceService } from '../invoice/invoice.service';
import { backoffMs, PermanentJobError, type JobHandler } from '../jobs/job-worker';
import type { MailService } from '../mail/mail.service';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import { paidShareOf, refundToOrigin } from '../payment/refund-routing';
import { DEFAULT_ACCOUNT_LIMIT } from '../prepaid-account/prepaid-account.service';
import { presentOrder } from './order.presenter';
import { NameTakenJobError } from './name-taken';
import { failureCodeOf, PriceChangedJobError } from './price-changed';
import { createRenewDomainJob } from './renew-domain.job';
import type { RegistryTransactionRepository } from '../../registry/registry-transactions.repository';

export const REGISTER_DOMAIN_JOB = 'register-domain';
/**
 * After the registration's last attempt failed and the registry could not say whether the name is
 * ours (or a create's outcome was still unknown): asks again later, refunds only once the registry
 * says the name is not ours (decision 059).
 */
export const SETTLE_REGISTRATION_JOB = 'settle-registration';
/** How long a create whose reply was lost on the last attempt is given before info decides. */
export const SETTLE_GRACE_MS = 10 * 60_000;
/** About two days of asking (the backoff reaches one hour): after that the operator decides. */
const SETTLE_ATTEMPTS = 50;

/** complete() found the name owned by another customer: its transaction rolls back. */
class OwnedByAnother extends Error {}

/** The order's state from its items: done when every domain is registered (or transferred) or refunded. */
export function orderStatusFrom(items: Pick<OrderItemRow, 'type' | 'status'>[]): OrderRow['status'] {
  // An order's state follows its names; an order of mailboxes for names owned already (decision 043) follows its mailboxes.
  const names = items.filter((item) => item.type === 'Domain' || item.type === 'Transfer');
  const domains = names.length > 0 ? names : items.filter((item) => item.type === 'Mailbox');
  if (domains.length === 0) return 'completed';
  const open = domains.some((item) => item.status === 'pending' || item.status === 'provisioning');
  if (open) return 'provisioning';
  if (domains.every((item) => item.status === 'refunded')) return 'refunded';
  if (domains.every((item) => item.status === 'failed' || item.status === 'refunded')) return 'failed';
  return 'completed';
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

interface RegistrantJson {
  name: string;
  org: string;
  street: string[];
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
  email: string;
}

/**
 * Orders (spec §7 GET /user/orders) and their provisioning: each paid domain is registered by a
 * durable job (docs/decisions/016); a name taken meanwhile is refunded where its money came from.
 */
export function createOrderService(deps: {
  unitOfWork: UnitOfWork;
  registry: RegistryGateway;
  referenceData: ReferenceDataService;
  invoices: Pick<InvoiceService, 'issueCreditNote'>;
  mail: MailService;
  clock: Clock;
  defaultNameservers: string[];
  nameserversFor?: (userId: number) => Promise<string[] | null>;
  onDomainArrived?: (name: string, userId: number) => Promise<void>;
  /** A renew order's Domain line completing: its Mailbox lines complete and extend the domain's mailboxes in the same transaction (decision 043); `after` runs once committed when a mailbox changed. */
  onRenewed?: {
    inTransaction(repos: Repositories, order: OrderRow, item: OrderItemRow, expiresAt: Date): Promise<boolean>;
    after(): Promise<void>;
  };
  /** The EPP transaction ids sent for the items (decision 045); none on the sandbox. */
  registryTransactions?: Pick<RegistryTransactionRepository, 'ofOrderItems'>;
  /** The operator is told at level error when a failed registration cannot be settled yet. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { unitOfWork, registry, referenceData, mail, clock } = deps;

  async function view(order: OrderRow, language: Language): Promise<OrderView> {
    const [items, methods, refunds] = await Promise.all([
      unitOfWork.repos.orders.itemsOf([order.id]),
      unitOfWork.repos.orders.paymentMethods([order.paymentId]),
      unitOfWork.repos.refunds.ofPayments([order.paymentId]),
    ]);
    const transactions = (await deps.registryTransactions?.ofOrderItems(items.map((item) => item.id))) ?? [];
    return presentOrder(order, items, methods.get(order.paymentId) ?? '', language, refunds, transactions);
  }

  /** Sets the order's state from its items, inside the caller's transaction; answers it. */
  async function settleOrder(repos: Repositories, orderId: number): Promise<OrderRow['status']> {
    const items = await repos.orders.itemsOf([orderId]);
    const status = orderStatusFrom(items);
    await repos.orders.setStatus(orderId, status, clock.now());
    return status;
  }

  async function mailCompleted(order: OrderRow): Promise<void> {
    const user = await unitOfWork.repos.orders.userMail(order.userId);
    if (!user) return;
    const items = await unitOfWork.repos.orders.itemsOf([order.id]);
    const domains = items
      .filter((item) => (item.type === 'Domain' || item.type === 'Transfer') && item.status === 'completed' && item.expiresAt)
      .map((item) => ({ name: item.domain, expiresAt: item.expiresAt! }));
    if (domains.length > 0) mail.orderCompleted(user.login, order.language, order.id, domains, order.section === 'renew');
  }

  /**
   * An item done at the registry becomes the customer's domain. When another customer owns the name
   * already, nothing is completed (the transaction rolls back) and the item is refunded instead;
   * answers whether the item was completed. The same user's row (a retry) counts as done.
   */
  async function complete(
    item: OrderItemRow,
    order: OrderRow,
    created: { createdAt: Date; expiresAt: Date },
    notifyRefund?: (to: string, language: Language, amount: string, refundedTo: RefundDestination) => void,
  ): Promise<boolean> {
    let status: OrderRow['status'] | null;
    try {
      status = await unitOfWork.run(async (repos) => {
        // Two items of one order finishing at once must not each see the other still open.
        await repos.orders.lock(order.id);
        const changed = await repos.orders.setItemStatus(
          item.id,
          ['pending', 'provisioning'],
          { status: 'completed', expiresAt: created.expiresAt },
          clock.now(),
        );
        if (!changed) return null;
        const added = await repos.orders.addCustomerDomain({
          name: item.domain,
          userId: order.userId,
          orderItemId: item.id,
          registeredAt: created.createdAt,
          expiresAt: created.expiresAt,
        });
        if (!added && !(await repos.orders.customerDomainsOf(order.userId)).some((row) => row.name === item.domain))
          throw new OwnedByAnother();
        return settleOrder(repos, order.id);
      });
    } catch (error) {
      if (!(error instanceof OwnedByAnother)) throw error;
      await refund(item, order, `${item.domain} belongs to another customer`, notifyRefund);
      return false;
    }
    if (status === 'completed') await mailCompleted(order);
    // Its DNS zone, when it came with the shop's nameservers (dns-zone/zone-lifecycle.ts).
    if (status !== null) await deps.onDomainArrived?.(item.domain, order.userId);
    return true;
  }

  /**
   * Gives the item's price back where the order's money came from (decision 015: the card or
   * PayPal account through the gateway, else the prepaid balance, opened if needed); once per item.
   */
  async function refund(
    item: OrderItemRow,
    order: OrderRow,
    reason: string,
    notify?: (to: string, language: Language, amount: string, refundedTo: RefundDestination) => void,
    /** The reason as a code the pages word (order_items.failure_code), e.g. 'price-changed'. */
    failureCode?: string,
  ): Promise<void> {
    const data = await referenceData.get();
    const result = await unitOfWork.run(async (repos) => {
      await repos.orders.lock(order.id);
      const changed = await repos.orders.setItemStatus(
        item.id,
        ['pending', 'provisioning'],
        { status: 'refunded', failureReason: reason, ...(failureCode ? { failureCode } : {}) },
        clock.now(),
      );
      if (!changed) return null;
      const payment = (await repos.payments.byId(order.paymentId))!;
      const share = paidShareOf(item, await repos.orders.itemsOf([order.id]), order.gross);
      const routed = await refundToOrigin(repos, {
        payment,
        reference: `order-item:${item.id}`,
        amount: share,
        reason: 'item-failed',
        now: clock.now(),
        exchangeRates: data.exchangeRates,
        accountLimit: DEFAULT_ACCOUNT_LIMIT,
      });
      await deps.invoices.issueCreditNote(repos, order, item, clock.now(), {
        gross: routed?.paymentAmount ?? share,
        refundedTo: routed?.destination ?? 'balance',
      });
      const status = await settleOrder(repos, order.id);
      return {
        amount: routed?.amount ?? 0,
        currency: routed?.currency ?? order.currency,
        destination: routed?.destination ?? 'balance',
        status,
      };
    });
    if (!result) return;
    // Restores bring their own mails; a renewal's refund says it could not be renewed (decision 020).
    if (order.section === 'rgp') return;
    const user = await unitOfWork.repos.orders.userMail(order.userId);
    const amount = formatMoney({ amount: result.amount, currency: result.currency }, order.language);
    // A transfer brings its own mail (it says why: wrong auth code, rejected, cancelled).
    if (user)
      (
        notify ??
        ((to, language, sum, refundedTo) =>
          mail.registrationRefunded(to, language, order.id, item.domain, sum, order.section === 'renew', refundedTo))
      )(user.login, order.language, amount, result.destination);
    // A mailbox line refunded after its domain completed changes nothing the order mail said (decision 043).
    if (result.status === 'completed' && item.type !== 'Mailbox') await mailCompleted(order);
  }

  /** A renewal done at the registry: the item completed, the customer's paid term moved, the order settled. */
  async function completeRenewal(
    item: OrderItemRow,
    order: OrderRow,
    expiresAt: Date,
    record: (repos: Repositories) => Promise<void>,
  ): Promise<void> {
    let mailboxesChanged = false;
    const status = await unitOfWork.run(async (repos) => {
      await repos.orders.lock(order.id);
      const changed = await repos.orders.setItemStatus(
        item.id,
        ['pending', 'provisioning'],
        { status: 'completed', expiresAt },
        clock.now(),
      );
      if (!changed) return null;
      await record(repos);
      if (deps.onRenewed && item.type === 'Domain' && order.section === 'renew')
        mailboxesChanged = await deps.onRenewed.inTransaction(repos, order, item, expiresAt);
      return settleOrder(repos, order.id);
    });
    if (mailboxesChanged) await deps.onRenewed?.after();
    if (status === 'completed') await mailCompleted(order);
  }

  async function load(payload: Record<string, unknown>): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
    const item = await unitOfWork.repos.orders.item(Number(payload.orderItemId));
    if (!item) return null;
    const order = await unitOfWork.repos.orders.byId(item.orderId);
    return order ? { item, order } : null;
  }

  const registerDomain: JobHandler = {
    async run(payload) {
      const found = await load(payload);
      if (!found) return;
      const { item, order } = found;
      if (item.status !== 'pending' && item.status !== 'provisioning') return;
      await unitOfWork.run(async (repos) => {
        await repos.orders.lock(order.id);
        await repos.orders.setItemStatus(item.id, ['pending'], { status: 'provisioning' }, clock.now());
        if (order.status === 'paid') await repos.orders.setStatus(order.id, 'provisioning', clock.now());
      });
      const contact = order.contact as unknown as RegistrantJson;
      let created: { createdAt: Date; expiresAt: Date };
      try {
        created = await registry.create({
          name: item.domain,
          periodYears: item.periodYears,
          registrant: {
            name: contact.name,
            org: contact.org || null,
            street: contact.street,
            city: contact.city,
            stateOrProvince: contact.state || null,
            postalCode: contact.postal_code,
            countryCode: contact.country,
            phone: contact.phone,
            email: contact.email,
          },
          // The owner's default nameserver template, else the shop's nameservers (DEFAULT_NAMESERVERS).
          nameservers: (await deps.nameserversFor?.(order.userId)) ?? deps.defaultNameservers,
          authInfo: item.authInfo ?? '',
          idnLanguage: item.idnLanguage ?? undefined,
          // The most the registry may charge: what the customer paid (the fee extension, decision 068).
          fee:
            item.agreedFee !== null
              ? { currency: 'EUR', amount: item.agreedFee, ratesAtPayment: order.exchangeRates ?? undefined }
              : undefined,
        });
      } catch (error) {
        if (!(error instanceof RegistryError) || error.transient) throw error;
        if (error.priceChanged) throw new PriceChangedJobError(error.message);
        if (error.eppCode === 2302) {
          // Our own create of an earlier attempt (the server stopped before recording it) carries
          // this item's auth code; anyone else's name does not.
          const info = await registry.info(item.domain);
          if (info?.sponsoredByUs && info.authInfo !== null && info.authInfo === item.authInfo) {
            await complete(item, order, { createdAt: info.createdAt, expiresAt: info.expiresAt });
            return;
          }
          throw new NameTakenJobError(`${item.domain} is taken`);
        }
        throw new PermanentJobError(error.message);
      }
      await complete(item, order, created);
    },
    async onFinalFailure(payload, error) {
      const found = await load(payload);
      if (!found) return;
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'registration failed';
      // A create sent on the last attempt whose reply was lost may still be carried out: info
      // decides only after a grace period.
      if ((error as { outcomeUnknown?: unknown } | null)?.outcomeUnknown === true) {
        await settleLater(found.item, reason, SETTLE_GRACE_MS, 'the outcome of the last create is unknown');
        return;
      }
      const failureCode = failureCodeOf(error);
      let info: DomainInfo | null;
      try {
        info = await registry.info(found.item.domain);
      } catch (infoError) {
        await settleLater(found.item, reason, backoffMs(1), describeError(infoError), failureCode);
        return;
      }
      await settleWith(info, found.item, found.order, reason, failureCode);
    },
  };

  /**
   * Before a failed registration is refunded the registry is asked for the name: a late create of
   * ours (our registrar, this item's auth code, as for 2302) completes the item; a name that is not
   * there or not ours is refunded. `info` is the registry's answer; a registry that cannot answer settles nothing.
   */
  async function settleWith(
    info: DomainInfo | null,
    item: OrderItemRow,
    order: OrderRow,
    reason: string,
    failureCode?: string,
  ): Promise<void> {
    if (info?.sponsoredByUs && info.authInfo !== null && info.authInfo === item.authInfo) {
      await complete(item, order, { createdAt: info.createdAt, expiresAt: info.expiresAt });
      return;
    }
    await refund(item, order, reason, undefined, failureCode);
  }

  /** The item stays provisioning (the customer sees it pending) and the settle job asks the registry later. */
  async function settleLater(item: OrderItemRow, reason: string, delayMs: number, why: string, failureCode?: string): Promise<void> {
    const now = clock.now();
    await unitOfWork.repos.jobs.enqueue(
      {
        kind: SETTLE_REGISTRATION_JOB,
        payload: { orderItemId: item.id, reason, ...(failureCode ? { failureCode } : {}) },
        uniqueKey: `${SETTLE_REGISTRATION_JOB}:${item.id}`,
        maxAttempts: SETTLE_ATTEMPTS,
        runAt: new Date(now.getTime() + delayMs),
      },
      now,
    );
    deps.log?.error(
      { orderItemId: item.id, domain: item.domain, why },
      `registration of ${item.domain} failed and the registry could not say whether it is registered: not refunded, asked again later`,
    );
  }

  const settleRegistration: JobHandler = {
    async run(payload) {
      const found = await load(payload);
      if (!found) return;
      if (found.item.status !== 'pending' && found.item.status !== 'provisioning') return;
      const reason = typeof payload.reason === 'string' ? payload.reason : 'registration failed';
      const failureCode = typeof payload.failureCode === 'string' ? payload.failureCode : undefined;
      // A registry that cannot answer throws here: the job tries again after its backoff.
      await settleWith(await registry.info(found.item.domain), found.item, found.order, reason, failureCode);
    },
    async onFinalFailure(payload, error) {
      const found = await load(payload);
      // Never refunded while the name may be registered: the operator settles it by hand.
      deps.log?.error(
        { orderItemId: Number(payload.orderItemId), domain: found?.item.domain, why: describeError(error) },
        `registration of ${found?.item.domain ?? 'an order item'} could not be settled: the registry did not answer; neither completed nor refunded`,
      );
    },
  };

  return {
    handlers: {
      [REGISTER_DOMAIN_JOB]: registerDomain,
      [SETTLE_REGISTRATION_JOB]: settleRegistration,
      ...createRenewDomainJob({
        unitOfWork,
        registry,
        clock,
        complete: completeRenewal,
        refund: (item, order, reason, failureCode) => refund(item, order, reason, undefined, failureCode),
        log: deps.log,
      }),
    },
    view,
    /** For the transfer module: an item done at the registry becomes the customer's domain; or its price goes back to the balance. */
    completeItem: complete,
    refundItem: refund,
    /** For a service bought for a term (WHOIS privacy, decision 028): the item completed with the term's end, `record` in the same transaction. */
    completeServiceItem: completeRenewal,

    async list(userId: number, language: Language, page: number, perPage: number): Promise<OrderList> {
      const [rows, total] = await Promise.all([
        unitOfWork.repos.orders.listOfUser(userId, perPage, (page - 1) * perPage),
        unitOfWork.repos.orders.countOfUser(userId),
      ]);
      const paymentIds = rows.map((row) => row.paymentId);
      const [items, methods, refunds] = await Promise.all([
        unitOfWork.repos.orders.itemsOf(rows.map((row) => row.id)),
        unitOfWork.repos.orders.paymentMethods(paymentIds),
        unitOfWork.repos.refunds.ofPayments(paymentIds),
      ]);
      const transactions = (await deps.registryTransactions?.ofOrderItems(items.map((item) => item.id))) ?? [];
      const orders = rows.map((row) =>
        presentOrder(
          row,
          items.filter((item) => item.orderId === row.id),
          methods.get(row.paymentId) ?? '',
          language,
          refunds.filter((refund) => refund.paymentId === row.paymentId),
          transactions,
        ),
      );
      return { orders, total, page, per_page: perPage };
    },

    /** The names a user owns through the shop, with their expiry (for "my domains"). */
    domainsOf: (userId: number) => unitOfWork.repos.orders.customerDomainsOf(userId),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
