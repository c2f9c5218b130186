import type { RegisterCart } from '@common/api/cart.contract';
import {
  AUTH_CODE_PATTERN,
  type TransferCheckView,
  type TransferList,
  type TransferListQuery,
  type TransferProblem,
} from '@common/api/transfer.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { priceView } from '@common/money/price-view';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { createKeyedSerializer } from '../../lib/keyed-serializer';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { ClientInfo } from '../../lib/client-info';
import type { Clock } from '../../lib/clock';
import { RegistryError, type DomainInfo, type PollMessage, type RegistryGateway } from '../../registry/registry-gateway';
import type { CartService } from '../cart/cart.service';
import { PermanentJobError, type JobHandler } from '../jobs/job-worker';
import type { OrderService } from '../order/order.service';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { PriceService } from '../price/price.service';
import type { SessionContext, SessionService } from '../session/session.service';
import { limitKeys } from '../user/account-limits';
import { POLL_INTERVAL_MS, TRANSFER_DOMAIN_JOB, TRANSFER_POLL_JOB } from './transfer-jobs';
import type { TransferFailure, TransferMail } from './transfer-mail';
import type { OwnedDomains } from './owned-domains';
import { asked, parseRegisteredName, transferLockedUntil } from './registry-calls';
import { presentTransfer } from './transfer.presenter';
import type { TransferRepository } from './transfer.repository';

/** One poll pass reads at most this many messages; the next pass continues. */
const MESSAGES_PER_PASS = 200;
/** A cancel that has been at the registry this long without finishing stopped with its server: another may take over. */
const CANCEL_CLAIM_STALE_MS = 2 * 60_000;

const PROBLEM_CODES: Record<TransferProblem, number> = {
  'not-registered': ErrorCode.TransferNotRegistered,
  'already-here': ErrorCode.TransferAlreadyHere,
  prohibited: ErrorCode.TransferProhibited,
  'too-soon': ErrorCode.TransferTooSoon,
  pending: ErrorCode.TransferAlreadyPending,
  redemption: ErrorCode.TransferInRedemption,
  'unknown-tld': ErrorCode.UnknownTld,
};

/** A refusal that ends the transfer job for good, with the reason the customer's mail gives. */
class TransferRefused extends PermanentJobError {
  constructor(
    public readonly why: TransferFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Transfers in and out (docs/decisions/023-transfers.md).
 * In: a name registered elsewhere is checked at the registry, goes into the register cart with
 * its auth code, is paid with the cart, requested at the registry by a durable job (asking first
 * whether an earlier attempt got through), and settled by the poll reader when the registry tells
 * us it was approved (by the other registrar or after five days), rejected; or by the customer's
 * cancel. Out: names of ours that another registrar took are settled by the same poll reader; the
 * owner's auth code, registrar lock and WHOIS privacy are auth-code.service.ts,
 * transfer-lock.service.ts and privacy-setting.service.ts.
 */
export function createTransferService(deps: {
  repository: TransferRepository;
  unitOfWork: UnitOfWork;
  orders: Pick<OrderService, 'completeItem' | 'refundItem'>;
  registry: RegistryGateway;
  cart: Pick<CartService, 'addTransfer' | 'hasTransfer' | 'updateTransferCode'>;
  prices: PriceService;
  sessions: Pick<SessionService, 'priceContext'>;
  /** The snapshot of a name of ours that another registrar asked for. */
  owned: Pick<OwnedDomains, 'refreshSnapshot'>;
  limiter: AttemptLimiter;
  sendMail: (to: string, language: 'en' | 'de', mail: TransferMail) => void;
  /** A customer's name moved to another registrar (its DNS zone goes: dns-zone/zone-lifecycle.ts). */
  onDomainLeft?: (name: string) => Promise<void>;
  /** Until when a name may not move to another registrar after a change of registrant (ownership module, decision 050); null when it may. */
  registrantChangeLock?: (name: string) => Promise<Date | null>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repository, unitOfWork, orders, registry, clock, log } = deps;
  const { refreshSnapshot } = deps.owned;
  const serially = createKeyedSerializer();

  /** Whether the name can move here now, as the registry's data says (the request decides). */
  async function eligibility(ascii: string, tld: string): Promise<{ problem: TransferProblem | null; lockedUntil: Date | null }> {
    const info = await asked(() => registry.info(ascii));
    if (!info) return { problem: 'not-registered', lockedUntil: null };
    if (info.sponsoredByUs) return { problem: 'already-here', lockedUntil: null };
    if (info.rgpStatus === 'redemptionPeriod' || info.rgpStatus === 'pendingRestore' || info.rgpStatus === 'pendingDelete')
      return { problem: 'redemption', lockedUntil: null };
    if (info.pendingTransfer) return { problem: 'pending', lockedUntil: null };
    if (info.statuses.some((status) => status.endsWith('TransferProhibited'))) return { problem: 'prohibited', lockedUntil: null };
    const until = await transferLockedUntil(registry, info, tld);
    if (clock.now() < until) return { problem: 'too-soon', lockedUntil: until };
    return { problem: null, lockedUntil: null };
  }

  async function load(orderItemId: number): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
    const item = await unitOfWork.repos.orders.item(orderItemId);
    if (!item || item.type !== 'Transfer') return null;
    const order = await unitOfWork.repos.orders.byId(item.orderId);
    return order ? { item, order } : null;
  }

  /**
   * Checks the auth code at the registry (domain:info with authInfo) before the transfer is
   * ordered, so a wrong code is corrected in the cart instead of being paid and refunded. Wrong
   * codes count against the customer and name, the name and the address, so the shop cannot be
   * used to guess codes.
   */
  async function verifyCode(session: SessionContext, client: ClientInfo, ascii: string, code: string): Promise<void> {
    // One check at a time per address and per name: a burst of parallel guesses would otherwise
    // all pass the limit below before the registry's first "wrong" is counted.
    return serially(`ip:${client.ip}`, () => serially(`name:${ascii}`, () => verifyCodeNow(session, client, ascii, code)));
  }

  async function verifyCodeNow(session: SessionContext, client: ClientInfo, ascii: string, code: string): Promise<void> {
    const keys = limitKeys.transferCode(session.user ? `user:${session.user.id}` : `session:${session.tokenHash}`, ascii, client.ip);
    // As account-limits' guard, but on the field, so the form shows the wait under the auth code.
    const wait = await deps.limiter.retryAfter(keys);
    if (wait > 0) throw new AppError(ErrorCode.TooManyRequests, 429, { field: 'auth_code', headers: { 'retry-after': String(wait) } });
    let info: DomainInfo | null;
    try {
      info = await asked(() => registry.infoWithAuth(ascii, code));
    } catch (error) {
      // 2202 invalid authorization information; 2201 is what some registries answer instead.
      if (!(error instanceof RegistryError) || (error.eppCode !== 2202 && error.eppCode !== 2201)) throw error;
      await deps.limiter.record(keys);
      throw new AppError(ErrorCode.AuthCodeWrong, 400, { field: 'auth_code' });
    }
    // Deleted since it went into the cart (a code correction): no code can be right.
    if (!info) throw new AppError(ErrorCode.TransferNotRegistered, 409, { field: 'domain' });
  }

  /** The auth code typed by the customer, trimmed, or 1096 when no registry would take its form. */
  function authCodeOf(input: string): string {
    const code = input.trim();
    if (!AUTH_CODE_PATTERN.test(code)) throw new AppError(ErrorCode.AuthCodeFormat, 400, { field: 'auth_code' });
    return code;
  }

  /** Gives the item's price back where it came from (decision 015), with a mail that says why; once per item. */
  async function refund(item: OrderItemRow, order: OrderRow, why: TransferFailure, detail: string): Promise<void> {
    // The reason as a code for the order pages (they show it in the customer's language); written
    // first, while the item is open, so the refund below never leaves a refunded item without one.
    await unitOfWork.repos.orders.setItemStatus(item.id, ['pending', 'provisioning'], { failureCode: why }, clock.now());
    await orders.refundItem(item, order, detail.slice(0, 300), (to, language, amount, refundedTo) =>
      deps.sendMail(to, language, {
        kind: 'transfer-refunded',
        domain: toDisplayName(item.domain),
        orderId: order.id,
        amount,
        why,
        detail,
        refundedTo,
      }),
    );
  }

  /** The registry approved (or auto-approved) an incoming transfer: the name becomes the customer's. */
  async function settleApproved(orderItemId: number): Promise<void> {
    const found = await load(orderItemId);
    if (!found) return;
    const info = await registry.info(found.item.domain);
    // The message came before the registry shows the new sponsor: the next pass looks again.
    if (!info?.sponsoredByUs) throw new Error(`${found.item.domain}: transfer approved, but the registry does not show us as sponsor yet`);
    const now = clock.now();
    const why: TransferFailure = 'refused';
    const detail = `${found.item.domain} belongs to another customer of ours`;
    const completed = await orders.completeItem(
      found.item,
      found.order,
      { createdAt: info.transferredAt ?? now, expiresAt: info.expiresAt },
      (to, language, amount, refundedTo) =>
        deps.sendMail(to, language, {
          kind: 'transfer-refunded',
          domain: toDisplayName(found.item.domain),
          orderId: found.order.id,
          amount,
          why,
          detail,
          refundedTo,
        }),
    );
    if (!completed) {
      // Another customer owns the name: refunded instead (completeItem did), the transfer failed.
      await repository.setState(orderItemId, ['requested', 'pending'], { state: 'failed', settledAt: now }, now);
      return;
    }
    await repository.setState(orderItemId, ['requested', 'pending'], { state: 'approved', expiresAt: info.expiresAt, settledAt: now }, now);
  }

  /** A transfer that will not happen: refunded first (once per item), then marked; a retry finishes both. */
  async function settleFailed(
    orderItemId: number,
    state: 'rejected' | 'cancelled' | 'failed',
    why: TransferFailure,
    detail: string,
  ): Promise<void> {
    const found = await load(orderItemId);
    if (!found) return;
    await refund(found.item, found.order, why, detail);
    const now = clock.now();
    await repository.setState(orderItemId, ['requested', 'pending'], { state, settledAt: now }, now);
  }

  async function handleMessage(message: PollMessage): Promise<void> {
    const name = message.name;
    if (!name) return;
    switch (message.kind) {
      case 'transfer-approved':
      case 'transfer-completed': {
        const open = await repository.openByDomain(name);
        if (open) return settleApproved(open.orderItemId);
        // Not an open transfer of ours: one of our customers' names moved away.
        const info = await registry.info(name);
        if (info?.sponsoredByUs) return;
        const owner = await repository.customerDomain(name);
        if (owner && (await repository.removeCustomerDomain(name))) {
          await deps.onDomainLeft?.(name);
          const user = await unitOfWork.repos.orders.userMail(owner.userId);
          if (user) deps.sendMail(user.login, user.language, { kind: 'transferred-away', domain: toDisplayName(name) });
        }
        return;
      }
      case 'transfer-rejected': {
        const open = await repository.openByDomain(name);
        if (open) await settleFailed(open.orderItemId, 'rejected', 'rejected', message.message);
        return;
      }
      case 'transfer-cancelled': {
        // Our own request withdrawn (a cancel whose refund did not happen: the server stopped between):
        // nothing moves, so the item is refunded once, unless the registry shows the name coming (or come) to us.
        const open = await repository.openByDomain(name);
        if (open?.state === 'pending') {
          const info = await registry.info(name);
          if (!info?.sponsoredByUs && !info?.pendingTransfer)
            return settleFailed(open.orderItemId, 'cancelled', 'cancelled', message.message);
        }
        return refreshSnapshot(name);
      }
      case 'transfer-requested': {
        // Transfer Policy II.C.2: no transfer away within 60 days of a change of registrant (unless opted out before it).
        if (await deps.registrantChangeLock?.(name)) {
          try {
            await registry.transfer({ op: 'reject', name });
          } catch (error) {
            // Already settled (withdrawn, or not pending any more): nothing to reject.
            if (!(error instanceof RegistryError) || error.transient) throw error;
          }
        }
        return refreshSnapshot(name);
      }
      default:
        // Not about transfers (auto-renewals, deletions, restores): the lifecycle reads the registry itself.
        return;
    }
  }

  /** Enqueues the poll pass due at `at` (one job per minute slot: the unique key). */
  async function schedule(at: Date = clock.now()): Promise<void> {
    const slot = Math.floor(at.getTime() / POLL_INTERVAL_MS) * POLL_INTERVAL_MS;
    const key = `${TRANSFER_POLL_JOB}:${new Date(slot).toISOString()}`;
    await unitOfWork.repos.jobs.enqueue(
      {
        kind: TRANSFER_POLL_JOB,
        payload: { slot: new Date(slot).toISOString() },
        uniqueKey: key,
        maxAttempts: 3,
        runAt: new Date(Math.max(slot, at.getTime())),
      },
      clock.now(),
    );
  }

  /** Reads and settles the registry's messages; each is acknowledged only after it was handled. */
  async function poll(): Promise<number> {
    let handled = 0;
    for (; handled < MESSAGES_PER_PASS; handled++) {
      const message = await registry.poll();
      if (!message) break;
      await handleMessage(message);
      try {
        await registry.ack(message.id);
      } catch (error) {
        // Another pass (a second server, a cancel's pass) handled and acknowledged it meanwhile.
        if (!(error instanceof RegistryError && error.eppCode === 2303)) throw error;
      }
    }
    return handled;
  }

  const transferJob: JobHandler = {
    async run(payload) {
      const found = await load(Number(payload.orderItemId));
      if (!found) return;
      const { item, order } = found;
      if (item.status !== 'pending' && item.status !== 'provisioning') return;
      await unitOfWork.run(async (repos) => {
        await repos.orders.lock(order.id);
        await repos.orders.setItemStatus(item.id, ['pending'], { status: 'provisioning' }, clock.now());
        if (order.status === 'paid') await repos.orders.setStatus(order.id, 'provisioning', clock.now());
      });
      const row = await repository.start({ orderItemId: item.id, userId: order.userId, domain: item.domain }, clock.now());
      if (!row) throw new TransferRefused('refused', `another transfer of ${item.domain} is in progress`);
      if (row.state !== 'requested') return;

      // Query first: an earlier attempt may have reached the registry and lost its answer.
      const info = await registry.info(item.domain);
      if (info?.sponsoredByUs) {
        // Ours already: our own earlier attempt only when no other customer holds the name (another
        // customer's transfer or registration got there first: nothing moves for this order).
        const owner = await repository.customerDomain(item.domain);
        if (owner && owner.userId !== order.userId)
          throw new TransferRefused('refused', `${item.domain} belongs to another customer of ours`);
        await settleApproved(item.id);
        return;
      }
      if (info?.pendingTransfer) {
        try {
          const earlier = await registry.transfer({ op: 'query', name: item.domain });
          await repository.setState(
            item.id,
            ['requested'],
            { state: 'pending', requestedAt: earlier.requestedAt, actBy: earlier.actBy },
            clock.now(),
          );
          return;
        } catch (error) {
          // 2201: someone else's transfer is pending; the request below is refused with 2300.
          if (!(error instanceof RegistryError) || error.transient) throw error;
        }
      }
      try {
        const result = await registry.transfer({ op: 'request', name: item.domain, authInfo: item.authInfo ?? '', periodYears: 1 });
        await repository.setState(
          item.id,
          ['requested'],
          { state: 'pending', requestedAt: result.requestedAt, actBy: result.actBy },
          clock.now(),
        );
      } catch (error) {
        if (!(error instanceof RegistryError) || error.transient) throw error;
        if (error.eppCode === 2202) throw new TransferRefused('auth-code', `${item.domain}: invalid auth code`);
        throw new TransferRefused('refused', `${item.domain}: ${error.message}`);
      }
    },
    async onFinalFailure(payload, error) {
      const found = await load(Number(payload.orderItemId));
      if (!found) return;
      const why = error instanceof TransferRefused ? error.why : 'refused';
      const detail = error instanceof Error ? error.message : 'transfer failed';
      const { item, order } = found;
      if (!(error instanceof TransferRefused)) {
        // Retries ran out on errors, not on a refusal: a request may have reached the registry and
        // lost its answer. Pending there, it is left to the poll reader (no refund). A registry
        // still unavailable throws here: the worker runs this compensation again later.
        const info = await registry.info(item.domain);
        // Approved meanwhile (the losing registrar or the registry's five days): the name is ours,
        // so it is the customer's, not a refund (settleApproved refunds when another customer holds it).
        if (info?.sponsoredByUs) return settleApproved(item.id);
        if (info?.pendingTransfer) {
          try {
            const earlier = await registry.transfer({ op: 'query', name: item.domain });
            const now = clock.now();
            const pending =
              (await repository.setState(
                item.id,
                ['requested'],
                { state: 'pending', requestedAt: earlier.requestedAt, actBy: earlier.actBy },
                now,
              )) || (await repository.byItem(item.id))?.state === 'pending';
            if (pending) return;
          } catch (queryError) {
            // 2201: the pending transfer is someone else's; ours never got there.
            if (!(queryError instanceof RegistryError) || queryError.transient) throw queryError;
          }
        }
      }
      await refund(item, order, why, detail);
      const now = clock.now();
      // The row may be missing when the job never got that far; the list then shows the refunded item as failed.
      await repository.setState(item.id, ['requested'], { state: 'failed', settledAt: now }, now);
    },
  };

  const pollJob: JobHandler = {
    async run() {
      // The next pass is recorded first, a minute from now (not from the slot: after a long stop one pass catches up).
      await schedule(new Date(clock.now().getTime() + POLL_INTERVAL_MS));
      await poll();
    },
  };

  return {
    handlers: { [TRANSFER_DOMAIN_JOB]: transferJob, [TRANSFER_POLL_JOB]: pollJob } satisfies Record<string, JobHandler>,
    schedule,
    /** One pass over the registry's messages now (tests; the poll job runs it every minute). */
    poll,

    /** GET /domain/transfer/check/{domain}: whether the name can be transferred in, and at what price. */
    async check(session: SessionContext, input: string): Promise<TransferCheckView> {
      const { ascii, tld } = parseRegisteredName(input);
      const [offers, context] = await Promise.all([deps.prices.offers(), deps.sessions.priceContext(session)]);
      const entry = offers.byTld.get(tld);
      const view = { domain: ascii, domain_utf8: toDisplayName(ascii) };
      if (!entry) return { ...view, transferable: false, problem: 'unknown-tld', locked_until: null, price: null };
      const { problem, lockedUntil: until } = await eligibility(ascii, tld);
      const net = offers.promotionsOf(tld).transfer?.price ?? entry.net.transfer;
      return {
        ...view,
        transferable: problem === null,
        problem,
        locked_until: until?.toISOString() ?? null,
        price: priceView(net, context),
      };
    },

    /**
     * POST /cart/add/transfer/{domain}: checks the name again and its auth code at the registry,
     * and puts it into the register cart with the code.
     */
    async addToCart(session: SessionContext, input: string, authCode: string, client: ClientInfo): Promise<RegisterCart> {
      const { ascii, tld } = parseRegisteredName(input);
      const code = authCodeOf(authCode);
      if (!(await deps.prices.offers()).byTld.has(tld)) throw new AppError(ErrorCode.UnknownTld, 400, { field: 'domain' });
      const { problem } = await eligibility(ascii, tld);
      if (problem) throw new AppError(PROBLEM_CODES[problem], 409, { field: 'domain' });
      await verifyCode(session, client, ascii, code);
      return deps.cart.addTransfer(session, ascii, code);
    },

    /** POST /cart/update/transfer/{domain}: a corrected auth code for a transfer in the cart, checked the same way. */
    async updateCode(session: SessionContext, input: string, authCode: string, client: ClientInfo): Promise<RegisterCart> {
      const { ascii } = parseRegisteredName(input);
      const code = authCodeOf(authCode);
      if (!(await deps.cart.hasTransfer(session, ascii))) throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'domain' });
      await verifyCode(session, client, ascii, code);
      return deps.cart.updateTransferCode(session, ascii, code);
    },

    /** GET /domain/transfer/list */
    async list(userId: number, query: TransferListQuery): Promise<TransferList> {
      const { rows, total } = await repository.list(userId, query.state === 'open', query.per_page, (query.page - 1) * query.per_page);
      return { transfers: rows.map(presentTransfer), total, page: query.page, per_page: query.per_page };
    },

    /**
     * POST /domain/transfer/cancel/{id}: withdraws a pending request at the registry. Nothing was
     * moved and the registry charges only a completed transfer, so the full price goes back to the
     * balance. One cancel at a time goes to the registry (a claim on the row): a concurrent or
     * later one is answered 1089 (already cancelled), one after the registry settled it otherwise 1097.
     */
    async cancel(userId: number, id: number): Promise<TransferList['transfers'][number]> {
      const found = await repository.ofUser(userId, id);
      if (!found) throw new AppError(ErrorCode.TransferNotFound, 404, { field: 'id' });
      const alreadyCancelled = () => new AppError(ErrorCode.TransferAlreadyCancelled, 409, { field: 'id' });
      if (found.transfer?.state === 'cancelled') throw alreadyCancelled();
      if (found.transfer?.state !== 'pending') throw new AppError(ErrorCode.TransferNotCancellable, 409, { field: 'id' });
      const now = clock.now();
      if (!(await repository.claimCancel(id, now, new Date(now.getTime() - CANCEL_CLAIM_STALE_MS)))) {
        // Another cancel holds the claim (still at the registry) or has finished: the real state, not a registry error.
        const state = (await repository.byItem(id))?.state;
        if (state === 'pending' || state === 'cancelled') throw alreadyCancelled();
        throw new AppError(ErrorCode.TransferNotCancellable, 409, { field: 'id' });
      }
      try {
        try {
          await asked(() => registry.transfer({ op: 'cancel', name: found.transfer!.domain }));
        } catch (error) {
          if (!(error instanceof RegistryError)) throw error;
          // The registry settled it meanwhile (approved, rejected): the poll reader records which.
          await poll().catch((pollError: unknown) => log.warn({ err: pollError }, 'transfer poll after a refused cancel failed'));
          // Still pending here, but nothing pending (nor moved to us) there: an earlier cancel went
          // through and stopped before its refund (the registry tells the losing side only): settled now.
          const state = (await repository.byItem(id))?.state;
          if (state === 'cancelled') throw alreadyCancelled();
          const info = state === 'pending' ? await asked(() => registry.info(found.transfer!.domain)) : null;
          if (!info || info.sponsoredByUs || info.pendingTransfer)
            throw new AppError(ErrorCode.TransferNotCancellable, 409, { field: 'id' });
        }
        await settleFailed(id, 'cancelled', 'cancelled', 'cancelled by the customer');
      } catch (error) {
        // Not cancelled (the registry did not answer, or refused): the next cancel may try at once.
        await repository.releaseCancel(id);
        throw error;
      }
      const row = await repository.one(userId, id);
      if (!row) throw new AppError(ErrorCode.TransferNotFound, 404, { field: 'id' });
      return presentTransfer(row);
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
