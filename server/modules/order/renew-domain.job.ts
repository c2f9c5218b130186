import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { FastifyBaseLogger } from 'fastify';
import { RegistryError, type DomainInfo, type RegistryGateway } from '../../registry/registry-gateway';
import { addYears, sameUtcDate } from '../../registry/sandbox/sandbox-lifecycle';
import { backoffMs, PermanentJobError, type JobHandler } from '../jobs/job-worker';
import { failureCodeOf, PriceChangedJobError } from './price-changed';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';

export const RENEW_DOMAIN_JOB = 'renew-domain';
/**
 * After a renewal's last attempt failed and the registry could not say whether the name was
 * renewed (or the last renew's outcome was unknown): asks again later, refunds only once the
 * registry's expiry shows the renewal did not happen (decision 059, as settle-registration).
 */
export const SETTLE_RENEWAL_JOB = 'settle-renewal';
/** How long a renew whose reply was lost on the last attempt is given before info decides (as for a create). */
const SETTLE_GRACE_MS = 10 * 60_000;
/** About two days of asking (the backoff reaches one hour): after that the operator decides. */
const SETTLE_ATTEMPTS = 50;

/** The payload of a renew job: the order item, and the customer's paid expiry at payment time. */
export interface RenewJobPayload {
  orderItemId: number;
  /** ISO date-time: customer_domains.expires_at when the renewal was paid. */
  paidExpiry: string;
}

/** Years to add to `current` so that it reaches `target` (by UTC date); 0 when it does already. */
export function missingYears(current: Date, target: Date): number {
  let years = 0;
  while (addYears(current, years) < target && !sameUtcDate(addYears(current, years), target)) years += 1;
  return years;
}

const RENEW_BLOCKING_RGP = new Set(['redemptionPeriod', 'pendingRestore', 'pendingDelete']);

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The durable job that renews one paid name (docs/decisions/020). The target is the paid expiry
 * (or the customer's term now, when it moved meanwhile) plus the years bought; the registry's
 * current expiry is read first, and only the years still
 * missing are renewed, with that expiry as curExpDate. So a retry after a lost reply, or a name
 * the registry auto-renewed at expiry, is not renewed twice. The renew carries what the customer
 * paid as the agreed fee (decision 068); a registry whose fee rose refuses it, and the item is
 * refunded as 'price-changed'. After the last attempt failed, the registry is asked first, as for
 * registrations (decision 059): an expiry that reached the target completes the item, one that did
 * not refunds it, and a registry that cannot answer refunds nothing: the settle-renewal job asks
 * again and the operator is told.
 */
export function createRenewDomainJob(deps: {
  unitOfWork: UnitOfWork;
  registry: RegistryGateway;
  clock: Clock;
  /** In one transaction: locks the order, sets the item completed with its expiry, runs `record`, settles the order. */
  complete(item: OrderItemRow, order: OrderRow, expiresAt: Date, record: (repos: Repositories) => Promise<void>): Promise<void>;
  refund(item: OrderItemRow, order: OrderRow, reason: string, failureCode?: string): Promise<void>;
  /** The operator is told at level error when a failed renewal cannot be settled yet. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}): Record<typeof RENEW_DOMAIN_JOB | typeof SETTLE_RENEWAL_JOB, JobHandler> {
  const { unitOfWork, registry, clock } = deps;

  async function load(payload: Record<string, unknown>): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
    const item = await unitOfWork.repos.orders.item(Number(payload.orderItemId));
    if (!item) return null;
    const order = await unitOfWork.repos.orders.byId(item.orderId);
    return order ? { item, order } : null;
  }

  /**
   * The expiry the renewal must reach: the paid expiry (or the customer's term now, when it moved
   * meanwhile) plus the years bought. Null when the name is no longer the customer's.
   */
  async function targetOf(item: OrderItemRow, order: OrderRow, paidExpiry: Date): Promise<Date | null> {
    // The customer's term may have moved since the payment (the balance paid the registry's
    // auto-renewal at expiry): this renewal then adds its years to that term, not to the old one.
    const owned = (await unitOfWork.repos.orders.customerDomainsOf(order.userId)).find((domain) => domain.name === item.domain);
    if (!owned) return null;
    const base = owned.expiresAt > paidExpiry ? owned.expiresAt : paidExpiry;
    return addYears(base, item.periodYears);
  }

  const completeWith = (item: OrderItemRow, order: OrderRow, expiresAt: Date) =>
    deps.complete(item, order, expiresAt, (repos) =>
      // The customer's paid term moves to the new expiry (only forward) and its snapshot is marked stale.
      repos.renewals.recordRenewal(item.domain, order.userId, expiresAt),
    );

  /**
   * The registry's answer decides a failed renewal: renewed by the paid period (its expiry reached
   * the target) completes the item, anything else refunds it. `info` is that answer.
   */
  async function settleWith(
    info: DomainInfo | null,
    found: { item: OrderItemRow; order: OrderRow },
    paidExpiry: Date,
    reason: string,
    failureCode?: string,
  ): Promise<void> {
    const { item, order } = found;
    const target = Number.isNaN(paidExpiry.getTime()) ? null : await targetOf(item, order, paidExpiry);
    if (info?.sponsoredByUs && target && missingYears(info.expiresAt, target) === 0) {
      await completeWith(item, order, info.expiresAt);
      return;
    }
    await deps.refund(item, order, reason, failureCode);
  }

  /** The item stays provisioning (the customer sees it pending) and the settle job asks the registry later. */
  async function settleLater(
    item: OrderItemRow,
    payload: Record<string, unknown>,
    reason: string,
    delayMs: number,
    why: string,
    failureCode?: string,
  ): Promise<void> {
    const now = clock.now();
    await unitOfWork.repos.jobs.enqueue(
      {
        kind: SETTLE_RENEWAL_JOB,
        payload: { orderItemId: item.id, paidExpiry: payload.paidExpiry, reason, ...(failureCode ? { failureCode } : {}) },
        uniqueKey: `${SETTLE_RENEWAL_JOB}:${item.id}`,
        maxAttempts: SETTLE_ATTEMPTS,
        runAt: new Date(now.getTime() + delayMs),
      },
      now,
    );
    deps.log?.error(
      { orderItemId: item.id, domain: item.domain, why },
      `renewal of ${item.domain} failed and the registry could not say whether it is renewed: not refunded, asked again later`,
    );
  }

  const renewDomain: JobHandler = {
    async run(payload) {
      const found = await load(payload);
      if (!found) return;
      const { item, order } = found;
      if (item.status !== 'pending' && item.status !== 'provisioning') return;
      const paidExpiry = new Date(String(payload.paidExpiry));
      if (Number.isNaN(paidExpiry.getTime())) throw new PermanentJobError(`renewal of ${item.domain} has no paid expiry`);
      await unitOfWork.run(async (repos) => {
        await repos.orders.lock(order.id);
        await repos.orders.setItemStatus(item.id, ['pending'], { status: 'provisioning' }, clock.now());
        if (order.status === 'paid') await repos.orders.setStatus(order.id, 'provisioning', clock.now());
      });
      const target = await targetOf(item, order, paidExpiry);
      if (!target) throw new PermanentJobError(`${item.domain} is no longer the customer's`);
      const info = await registry.info(item.domain);
      if (!info || !info.sponsoredByUs) throw new PermanentJobError(`${item.domain} is not registered with the shop`);
      if (info.rgpStatus && RENEW_BLOCKING_RGP.has(info.rgpStatus)) throw new PermanentJobError(`${item.domain} is in ${info.rgpStatus}`);
      let expiresAt = info.expiresAt;
      const years = missingYears(info.expiresAt, target);
      if (years > 0) {
        try {
          ({ expiresAt } = await registry.renew({
            name: item.domain,
            currentExpiry: info.expiresAt,
            periodYears: years,
            // The most the registry may charge: what the customer paid (the fee extension, decision 068).
            fee:
              item.agreedFee !== null
                ? { currency: 'EUR', amount: item.agreedFee, ratesAtPayment: order.exchangeRates ?? undefined }
                : undefined,
          }));
        } catch (error) {
          // 2306 curExpDate mismatch: the expiry moved meanwhile (another attempt); the retry reads it again.
          if (!(error instanceof RegistryError) || error.transient || error.eppCode === 2306) throw error;
          if (error.priceChanged) throw new PriceChangedJobError(error.message);
          throw new PermanentJobError(error.message);
        }
      }
      await completeWith(item, order, expiresAt);
    },
    async onFinalFailure(payload, error) {
      const found = await load(payload);
      if (!found) return;
      if (found.item.status !== 'pending' && found.item.status !== 'provisioning') return;
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'renewal failed';
      const failureCode = failureCodeOf(error);
      // A renew sent on the last attempt whose reply was lost may still be carried out: info decides after a grace period.
      if ((error as { outcomeUnknown?: unknown } | null)?.outcomeUnknown === true) {
        await settleLater(found.item, payload, reason, SETTLE_GRACE_MS, 'the outcome of the last renew is unknown', failureCode);
        return;
      }
      let info: DomainInfo | null;
      try {
        info = await registry.info(found.item.domain);
      } catch (infoError) {
        await settleLater(found.item, payload, reason, backoffMs(1), describeError(infoError), failureCode);
        return;
      }
      await settleWith(info, found, new Date(String(payload.paidExpiry)), reason, failureCode);
    },
  };

  const settleRenewal: JobHandler = {
    async run(payload) {
      const found = await load(payload);
      if (!found) return;
      if (found.item.status !== 'pending' && found.item.status !== 'provisioning') return;
      const reason = typeof payload.reason === 'string' ? payload.reason : 'renewal failed';
      const failureCode = typeof payload.failureCode === 'string' ? payload.failureCode : undefined;
      // A registry that cannot answer throws here: the job tries again after its backoff.
      await settleWith(await registry.info(found.item.domain), found, new Date(String(payload.paidExpiry)), reason, failureCode);
    },
    async onFinalFailure(payload, error) {
      const found = await load(payload);
      // Never refunded while the name may be renewed: the operator settles it by hand.
      deps.log?.error(
        { orderItemId: Number(payload.orderItemId), domain: found?.item.domain, why: describeError(error) },
        `renewal of ${found?.item.domain ?? 'an order item'} could not be settled: the registry did not answer; neither completed nor refunded`,
      );
    },
  };

  return { [RENEW_DOMAIN_JOB]: renewDomain, [SETTLE_RENEWAL_JOB]: settleRenewal };
}
