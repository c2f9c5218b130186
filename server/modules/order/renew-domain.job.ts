import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { RegistryError, type RegistryGateway } from '../../registry/registry-gateway';
import { addYears, sameUtcDate } from '../../registry/sandbox/sandbox-lifecycle';
import { PermanentJobError, type JobHandler } from '../jobs/job-worker';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';

export const RENEW_DOMAIN_JOB = 'renew-domain';

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

/**
 * The durable job that renews one paid name (docs/decisions/020). The target is the paid expiry
 * (or the customer's term now, when it moved meanwhile) plus the years bought; the registry's
 * current expiry is read first, and only the years still
 * missing are renewed, with that expiry as curExpDate. So a retry after a lost reply, or a name
 * the registry auto-renewed at expiry, is not renewed twice. A permanent refusal refunds the item
 * to the prepaid balance (onFinalFailure, like the registration job).
 */
export function createRenewDomainJob(deps: {
  unitOfWork: UnitOfWork;
  registry: RegistryGateway;
  clock: Clock;
  /** In one transaction: locks the order, sets the item completed with its expiry, runs `record`, settles the order. */
  complete(item: OrderItemRow, order: OrderRow, expiresAt: Date, record: (repos: Repositories) => Promise<void>): Promise<void>;
  refund(item: OrderItemRow, order: OrderRow, reason: string): Promise<void>;
}): JobHandler {
  const { unitOfWork, registry, clock } = deps;

  async function load(payload: Record<string, unknown>): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
    const item = await unitOfWork.repos.orders.item(Number(payload.orderItemId));
    if (!item) return null;
    const order = await unitOfWork.repos.orders.byId(item.orderId);
    return order ? { item, order } : null;
  }

  return {
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
      // The customer's term may have moved since the payment (the balance paid the registry's
      // auto-renewal at expiry): this renewal then adds its years to that term, not to the old one.
      const owned = (await unitOfWork.repos.orders.customerDomainsOf(order.userId)).find((domain) => domain.name === item.domain);
      if (!owned) throw new PermanentJobError(`${item.domain} is no longer the customer's`);
      const base = owned.expiresAt > paidExpiry ? owned.expiresAt : paidExpiry;
      const target = addYears(base, item.periodYears);
      const info = await registry.info(item.domain);
      if (!info || !info.sponsoredByUs) throw new PermanentJobError(`${item.domain} is not registered with the shop`);
      if (info.rgpStatus && RENEW_BLOCKING_RGP.has(info.rgpStatus)) throw new PermanentJobError(`${item.domain} is in ${info.rgpStatus}`);
      let expiresAt = info.expiresAt;
      const years = missingYears(info.expiresAt, target);
      if (years > 0) {
        try {
          ({ expiresAt } = await registry.renew({ name: item.domain, currentExpiry: info.expiresAt, periodYears: years }));
        } catch (error) {
          // 2306 curExpDate mismatch: the expiry moved meanwhile (another attempt); the retry reads it again.
          if (!(error instanceof RegistryError) || error.transient || error.eppCode === 2306) throw error;
          throw new PermanentJobError(error.message);
        }
      }
      await deps.complete(item, order, expiresAt, (repos) =>
        // The customer's paid term moves to the new expiry (only forward) and its snapshot is marked stale.
        repos.renewals.recordRenewal(item.domain, order.userId, expiresAt),
      );
    },
    async onFinalFailure(payload, error) {
      const found = await load(payload);
      if (!found) return;
      await deps.refund(found.item, found.order, error instanceof Error ? error.message.slice(0, 300) : 'renewal failed');
    },
  };
}
