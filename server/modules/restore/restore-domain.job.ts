import { toDisplayName } from '@common/domain/domain-name';
import { formatMoney } from '@common/money/money';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { RegistryError, type DomainInfo, type RegistryGateway, type RestoreReport } from '../../registry/registry-gateway';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { InvoiceService } from '../invoice/invoice.service';
import { PermanentJobError, type JobHandler } from '../jobs/job-worker';
import { DELETED_RGP_STATUSES } from '../lifecycle/lifecycle.repository';
import { registrationData } from '../lifecycle/registration-data';
import type { MailService } from '../mail/mail.service';
import { orderStatusFrom } from '../order/order.service';
import { failureCodeOf, PriceChangedJobError } from '../order/price-changed';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import { paidShareOf, refundToOrigin } from '../payment/refund-routing';
import { DEFAULT_ACCOUNT_LIMIT } from '../prepaid-account/prepaid-account.service';

/** The durable job of each paid restore (an rgp order item). */
export const RESTORE_DOMAIN_JOB = 'restore-domain';

/** RFC 3915 §4.2.5: the two statements every restore report carries. */
export const RESTORE_STATEMENTS: [string, string] = [
  'This registrar has not restored the Registered Name in order to assume the rights to use or sell the Registered Name for itself or for any third party.',
  "The information in this report is true to best of this registrar's knowledge, and this registrar acknowledges that intentionally supplying false information in this report shall constitute an incurable material breach of the Registry-Registrar Agreement.",
];

export const RESTORE_REASON =
  'Registrant error: the renewal was not paid in time; the registrant has since paid for the restore and the renewal.';

/**
 * The restore of a paid rgp item (RFC 3915; docs/decisions/022-restore.md): the restore request,
 * then the report, then the customer's term and snapshot from what the registry reports. Each
 * step looks at the registry first, so a retry after a lost reply continues where the registry
 * is (a pending restore is reported, a restored name is only recorded) and never restores twice.
 * A name that can no longer be restored (pending delete, purged, not ours) is refunded to the
 * prepaid balance with a credit note.
 */
export function createRestoreDomainJob(deps: {
  unitOfWork: UnitOfWork;
  registry: RegistryGateway;
  referenceData: ReferenceDataService;
  invoices: Pick<InvoiceService, 'issueCreditNote'>;
  mail: MailService;
  clock: Clock;
}) {
  const { unitOfWork, registry, clock, mail } = deps;
  const lifecycle = unitOfWork.repos.lifecycle;
  const restores = unitOfWork.repos.restores;

  async function load(payload: Record<string, unknown>): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
    const item = await unitOfWork.repos.orders.item(Number(payload.orderItemId));
    if (!item) return null;
    const order = await unitOfWork.repos.orders.byId(item.orderId);
    return order ? { item, order } : null;
  }

  async function settleOrder(repos: Repositories, orderId: number): Promise<void> {
    const items = await repos.orders.itemsOf([orderId]);
    await repos.orders.setStatus(orderId, orderStatusFrom(items), clock.now());
  }

  async function complete(item: OrderItemRow, order: OrderRow, info: DomainInfo): Promise<void> {
    const now = clock.now();
    const [deletion] = await lifecycle.openDeletions(item.domain);
    const done = await unitOfWork.run(async (repos) => {
      await repos.orders.lock(order.id);
      const changed = await repos.orders.setItemStatus(
        item.id,
        ['pending', 'provisioning'],
        { status: 'completed', expiresAt: info.expiresAt },
        now,
      );
      if (!changed) return false;
      const tx = repos.lifecycle;
      await tx.setExpiry(item.domain, order.userId, info.expiresAt);
      await tx.saveSnapshot(item.domain, { rgpStatus: info.rgpStatus, statuses: info.statuses, nameservers: info.nameservers }, now);
      if (deletion) await tx.markRestored(deletion.id, now);
      await settleOrder(repos, order.id);
      return true;
    });
    if (!done) return;
    const user = await unitOfWork.repos.orders.userMail(order.userId);
    if (user)
      mail.lifecycle(user.login, order.language, {
        kind: 'restored',
        domain: toDisplayName(item.domain),
        expiresAt: info.expiresAt,
        link: '/user/domains',
      });
  }

  async function report(item: OrderItemRow, before: DomainInfo): Promise<void> {
    const [deletion] = await lifecycle.openDeletions(item.domain);
    const restoreReport: RestoreReport = {
      preData: JSON.stringify(deletion?.preData ?? registrationData(before)),
      postData: JSON.stringify(registrationData(before)),
      // Without the shop's own record (a name deleted before the lifecycle kept one), the registry's last change is the delete.
      deletedAt: deletion?.deletedAt ?? before.updatedAt,
      restoredAt: clock.now(),
      reason: RESTORE_REASON,
      statements: RESTORE_STATEMENTS,
    };
    await registry.restore({ name: item.domain, op: 'report', report: restoreReport });
  }

  const handler: JobHandler = {
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
      try {
        let info = await registry.info(item.domain);
        if (!info || !info.sponsoredByUs) throw new PermanentJobError(`${item.domain} is no longer registered with the shop`);
        // A live name that another restore completed since this order was made (an undelete while this one waited for its payment) is not this item's: refunded.
        if (
          !(DELETED_RGP_STATUSES as readonly string[]).includes(info.rgpStatus ?? '') &&
          (await restores.restoredByAnother(item.id, item.domain, order.createdAt))
        ) {
          throw new PermanentJobError(`${item.domain} was restored by another order`);
        }
        if (info.rgpStatus === 'pendingDelete') throw new PermanentJobError(`${item.domain} is in pendingDelete and cannot be restored`);
        if (info.rgpStatus === 'redemptionPeriod') {
          // The most the registry may charge: what the customer paid (the fee extension's <fee:update>, decision 068).
          await registry.restore({
            name: item.domain,
            op: 'request',
            fee:
              item.agreedFee !== null
                ? { currency: 'EUR', amount: item.agreedFee, ratesAtPayment: order.exchangeRates ?? undefined }
                : undefined,
          });
          info = (await registry.info(item.domain))!;
        }
        // pendingRestore: our request (of this attempt or an earlier one whose reply was lost) waits for its report.
        if (info.rgpStatus === 'pendingRestore') {
          await report(item, info);
          info = (await registry.info(item.domain))!;
        }
        // Any other state is a live name again: restored by this item's job, possibly in an attempt whose reply was lost.
        if (info.rgpStatus === 'redemptionPeriod' || info.rgpStatus === 'pendingRestore' || info.rgpStatus === 'pendingDelete') {
          throw new Error(`${item.domain} is still in ${info.rgpStatus} after the restore`);
        }
        await complete(item, order, info);
      } catch (error) {
        if (error instanceof RegistryError && error.priceChanged) throw new PriceChangedJobError(error.message);
        if (error instanceof RegistryError && !error.transient && error.eppCode !== 2304) throw new PermanentJobError(error.message);
        throw error;
      }
    },

    async onFinalFailure(payload, error) {
      const found = await load(payload);
      if (!found) return;
      const { item, order } = found;
      const data = await deps.referenceData.get();
      const refund = await unitOfWork.run(async (repos) => {
        await repos.orders.lock(order.id);
        const reason = error instanceof Error ? error.message.slice(0, 300) : 'restore failed';
        if (
          !(await repos.orders.setItemStatus(
            item.id,
            ['pending', 'provisioning'],
            { status: 'refunded', failureReason: reason, ...(failureCodeOf(error) ? { failureCode: failureCodeOf(error) } : {}) },
            clock.now(),
          ))
        )
          return null;
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
        await settleOrder(repos, order.id);
        return { amount: routed?.amount ?? 0, currency: routed?.currency ?? order.currency, destination: routed?.destination ?? 'balance' };
      });
      if (!refund) return;
      // The order service's refund sends no mail for an rgp item: the customer learns of it here.
      const user = await unitOfWork.repos.orders.userMail(order.userId);
      if (user)
        mail.lifecycle(user.login, order.language, {
          kind: 'restore-failed',
          domain: toDisplayName(item.domain),
          amount: formatMoney(refund, order.language),
          refundedAt: clock.now(),
          refundedTo: refund.destination,
          link: '/user/domains',
        });
    },
  };

  return { handlers: { [RESTORE_DOMAIN_JOB]: handler } };
}
