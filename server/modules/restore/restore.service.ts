import type { RestorableDomain, RestoreCart, RestoreList, UndeleteResult } from '@common/api/restore.contract';
import { parseDomainName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import type { CartItemRow, UserRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { DomainInfo, RegistryGateway } from '../../registry/registry-gateway';
import { addDays, addYears } from '../../registry/sandbox/sandbox-lifecycle';
import { priceSection } from '../cart/cart-pricing';
import type { CartRepository } from '../cart/cart.repository';
import type { CartService } from '../cart/cart.service';
import type { InvoiceService } from '../invoice/invoice.service';
import type { JobWorker } from '../jobs/job-worker';
import { InsufficientBalanceMarker, payFromBalance } from '../lifecycle/balance-order';
import { premiumFees, type DomainQuoter } from '../lifecycle/domain-quote';
import { DELETED_RGP_STATUSES } from '../lifecycle/lifecycle.repository';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { UnpaidOrders } from '../payment/unpaid-orders';
import type { PriceService } from '../price/price.service';
import type { SessionContext, SessionService } from '../session/session.service';
import { RESTORE_DOMAIN_JOB } from './restore-domain.job';
import { presentRestorableDomain } from './restore.presenter';
import { DAY_MS } from '@common/time/durations';

type UserSession = SessionContext & { user: UserRow };

const FALLBACK_REDEMPTION_DAYS = 30;

/**
 * The renewal years a restore of this name includes: the years between the customer's paid term
 * and the registry's expiry after the restore (the registry renews a restored name whose expiry
 * has passed; a registry without auto-renew grace keeps the auto-renew year it charged at expiry).
 * 1 for a name the lifecycle deleted, 0 for one whose paid term still runs.
 */
export function renewalYearsOf(info: Pick<DomainInfo, 'expiresAt'>, paidExpiry: Date, now: Date): number {
  let restored = info.expiresAt;
  while (restored.getTime() <= now.getTime()) restored = addYears(restored, 1);
  let years = 0;
  // A day's tolerance: the two terms may differ by the time of day the registry counts in.
  while (years < 10 && addYears(paidExpiry, years).getTime() < restored.getTime() - DAY_MS) years += 1;
  return years;
}

/**
 * Restore from redemption (docs/decisions/022-restore.md): the list of the customer's deleted
 * names with their restore price, the rgp section of the cart, its checkout guard, and the
 * one-step undelete paid from the prepaid balance. The restore itself is the RESTORE_DOMAIN_JOB.
 */
export function createRestoreService(deps: {
  unitOfWork: UnitOfWork;
  registry: RegistryGateway;
  carts: CartRepository;
  cart: Pick<CartService, 'listAll'>;
  prices: PriceService;
  sessions: Pick<SessionService, 'priceContext'>;
  quoter: DomainQuoter;
  invoices: Pick<InvoiceService, 'issue'>;
  worker: Pick<JobWorker, 'wake'>;
  clock: Clock;
  /** The payment service's: cancels the user's unpaid orders of a section (here: those with the name). */
  supersedeUnpaidOrders: UnpaidOrders['supersede'];
}) {
  const { unitOfWork, registry, carts, prices, sessions, quoter, clock } = deps;
  const lifecycle = unitOfWork.repos.lifecycle;
  const restores = unitOfWork.repos.restores;

  async function redemptionDaysOf(name: string): Promise<number> {
    return (await registry.policy(name.slice(name.lastIndexOf('.') + 1)))?.redemptionDays ?? FALLBACK_REDEMPTION_DAYS;
  }

  /**
   * The user's name as the registry has it now, checked for a restore: 6201 when it is not the
   * user's (or not sponsored by the shop), 6304 when it is not in redemption, 6305 while a paid
   * restore of it is running.
   */
  async function restorable(userId: number, input: string): Promise<{ name: string; info: DomainInfo; paidExpiry: Date }> {
    const parsed = parseDomainName(input);
    if (!parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
    const owned = await lifecycle.ownedDomain(userId, parsed.ascii);
    if (!owned) throw new AppError(ErrorCode.RestoreNotAllowed, 403, { field: 'domain' });
    const info = await registry.info(parsed.ascii);
    if (!info || !info.sponsoredByUs) throw new AppError(ErrorCode.RestoreNotAllowed, 403, { field: 'domain' });
    await lifecycle.saveSnapshot(parsed.ascii, { rgpStatus: info.rgpStatus, statuses: info.statuses }, clock.now());
    if ((await restores.restoresRunning(userId, [parsed.ascii])).has(parsed.ascii))
      throw new AppError(ErrorCode.RestoreInProgress, 409, { field: 'domain' });
    if (info.rgpStatus !== 'redemptionPeriod') throw new AppError(ErrorCode.DomainNotInRedemption, 409, { field: 'domain' });
    return { name: parsed.ascii, info, paidExpiry: owned.expiresAt };
  }

  async function rgpCart(session: SessionContext): Promise<RestoreCart> {
    return (await deps.cart.listAll(session)).rgp;
  }

  return {
    /** GET /domain/restore/list: the user's names in redemption (read again from the registry), priced as the rgp cart prices them. */
    async list(session: UserSession): Promise<RestoreList> {
      const userId = session.user.id;
      const now = clock.now();
      const names = await lifecycle.deletedNamesOf(userId);
      const [offers, context, cartId] = await Promise.all([prices.offers(), sessions.priceContext(session), carts.findUserCart(userId)]);
      const cartRows =
        cartId === null ? [] : (await carts.listItems(cartId)).filter((row) => row.section === 'rgp' && row.type === 'Domain');
      const running = await restores.restoresRunning(
        userId,
        names.map((entry) => entry.name),
      );
      const premium = await premiumFees(
        registry,
        names.map((entry) => entry.name),
      );
      const domains: RestorableDomain[] = [];
      for (const entry of names) {
        const info = await registry.info(entry.name);
        if (!info || !info.sponsoredByUs) continue;
        await lifecycle.saveSnapshot(entry.name, { rgpStatus: info.rgpStatus, statuses: info.statuses }, now);
        if (!(DELETED_RGP_STATUSES as readonly string[]).includes(info.rgpStatus ?? '')) continue;
        const rgpStatus = info.rgpStatus as RestorableDomain['rgp_status'];
        const renewalYears = renewalYearsOf(info, entry.expiresAt, now);
        const row = {
          id: 0,
          cartId: 0,
          section: 'rgp',
          type: 'Domain',
          domain: entry.name,
          name: '',
          level: null,
          privacyLevel: 0,
          periodYears: renewalYears,
          idnLanguage: null,
          premium: premium.has(entry.name),
          // The registry's restore fee of a premium name (cart-pricing, decision 070).
          premiumPrice: premium.get(entry.name)?.restore ?? null,
          premiumRenewPrice: premium.get(entry.name)?.renew ?? null,
          addedAt: now,
        } as CartItemRow;
        const [line] = priceSection([row], offers, new Map(), now);
        const [deletion] = await lifecycle.openDeletions(entry.name);
        const inCart = cartRows.find((cartRow) => cartRow.domain === entry.name);
        domains.push(
          presentRestorableDomain(entry, {
            rgpStatus,
            running: running.has(entry.name),
            renewalYears,
            net: line ? line.net : null,
            context,
            restoreUntil: deletion ? addDays(deletion.deletedAt, await redemptionDaysOf(entry.name)) : null,
            inCart,
          }),
        );
      }
      return { domains };
    },

    /** POST /cart/rgp/add/domain/{domain}: 6201, 6304, 6305, 1302 already in the cart. */
    async addToCart(session: UserSession, input: string): Promise<RestoreCart> {
      const { name, info, paidExpiry } = await restorable(session.user.id, input);
      const offers = await prices.offers();
      if (!offers.byTld.has(name.slice(name.lastIndexOf('.') + 1))) throw new AppError(ErrorCode.UnknownTld, 409, { field: 'domain' });
      const cartId = await carts.userCart(session.user.id, clock.now());
      const fees = (await premiumFees(registry, [name])).get(name) ?? null;
      const inserted = await carts.insertItem({
        cartId,
        section: 'rgp',
        type: 'Domain',
        domain: name,
        periodYears: renewalYearsOf(info, paidExpiry, clock.now()),
        premium: fees !== null,
        // The registry's restore fee of a premium name, where it is not its standard one (cart-pricing, decision 070).
        premiumPrice: fees?.restore ?? null,
        premiumRenewPrice: fees?.renew ?? null,
        addedAt: clock.now(),
      });
      if (!inserted) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'domain' });
      return rgpCart(session);
    },

    /**
     * POST /cart/rgp/remove/{id}: an item that is not in the caller's restore cart (another
     * customer's id, or gone already) answers 1072 and changes nothing, as the renew cart's does.
     */
    async removeFromCart(session: UserSession, itemId: number): Promise<RestoreCart> {
      const cartId = await carts.findUserCart(session.user.id);
      const item = cartId === null ? undefined : (await carts.listItems(cartId)).find((row) => row.id === itemId && row.section === 'rgp');
      if (!item) throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'id' });
      await carts.deleteItem(cartId!, item.id);
      return rgpCart(session);
    },

    /** The checkout guard of the rgp section: every name still the user's and in redemption, none restoring already. */
    async checkCheckout(userId: number, domains: string[]): Promise<void> {
      for (const domain of domains) await restorable(userId, domain);
    },

    /**
     * POST /domain/undelete/{domain}: the restore in one step, paid from the prepaid balance
     * (decision 022). A repeated request while the first one's restore runs is refused with 6305;
     * two at once both pass that check, but the payment's idempotency key (the name and the
     * registry's last change of it) lets only one pay: the other answers the same order.
     */
    async undelete(session: UserSession, input: string): Promise<UndeleteResult> {
      const user = session.user;
      const { name, info, paidExpiry } = await restorable(user.id, input);
      const account = await unitOfWork.repos.accounts.find(user.id);
      if (!account) throw new AppError(ErrorCode.AccountMissing, 400, { field: 'method' });
      const quote = await quoter.quote(
        user,
        { section: 'rgp', domain: name, periodYears: renewalYearsOf(info, paidExpiry, clock.now()) },
        account.currency,
      );
      if (!quote) throw new AppError(ErrorCode.UnknownTld, 409, { field: 'domain' });
      // The registry's last change of the name; an earlier undelete of the same state that was refunded (its restore failed) does not answer this one: a new attempt gets its own key.
      let key = `undelete:${name}:${info.updatedAt.toISOString()}`;
      for (let attempt = 2; ; attempt += 1) {
        const earlier = await unitOfWork.repos.payments.byKey(user.id, key);
        const earlierOrder = earlier ? await unitOfWork.repos.orders.byPayment(earlier.id) : undefined;
        if (earlierOrder?.status !== 'refunded') break;
        key = `undelete:${name}:${info.updatedAt.toISOString()}:${attempt}`;
      }
      const now = clock.now();
      const contact = {
        name: info.registrant?.name ?? user.login,
        org: info.registrant?.org ?? '',
        street: info.registrant?.street ?? [],
        city: info.registrant?.city ?? '',
        state: info.registrant?.stateOrProvince ?? '',
        postal_code: info.registrant?.postalCode ?? '',
        country: info.registrant?.countryCode ?? 'DE',
        phone: info.registrant?.phone ?? '',
        email: info.registrant?.email ?? user.login,
      };
      let paid;
      try {
        paid = await unitOfWork.run(async (repos) => {
          // The payer's lock first, as every payment takes it (decision 015): a restore of this
          // name paid by card at this moment is either seen as running here, or finds its order
          // cancelled by this one and is refunded; never both restores paid.
          await repos.payments.lockPayer(user.id);
          if ((await repos.restores.restoresRunning(user.id, [name])).has(name))
            throw new AppError(ErrorCode.RestoreInProgress, 409, { field: 'domain' });
          const result = await payFromBalance(repos, deps.invoices, {
            userId: user.id,
            idempotencyKey: key,
            quote,
            contact,
            language: session.language,
            itemStatus: 'pending',
            now,
          });
          if (result.status !== 'paid') return result;
          // An unpaid restore of the name (a cart waiting for its bank transfer) is cancelled, as a new cart commit would: it can never pay the same restore again.
          await deps.supersedeUnpaidOrders(repos, user.id, 'rgp', now, name);
          for (const item of result.items)
            await repos.jobs.enqueue(
              { kind: RESTORE_DOMAIN_JOB, payload: { orderItemId: item.id }, uniqueKey: `${RESTORE_DOMAIN_JOB}:${item.id}`, runAt: now },
              now,
            );
          await repos.orders.removeFromUserCart(user.id, 'rgp', [name]);
          return result;
        });
      } catch (error) {
        if (error instanceof InsufficientBalanceMarker) throw new AppError(ErrorCode.InsufficientBalance, 402, { field: 'method' });
        throw error;
      }
      if (paid.status === 'insufficient') throw new AppError(ErrorCode.InsufficientBalance, 402, { field: 'method' });
      if (paid.status === 'no-account') throw new AppError(ErrorCode.PaymentMethodUnavailable, 400, { field: 'method' });
      const payment = await unitOfWork.repos.payments.byKey(user.id, key);
      const order = payment ? await unitOfWork.repos.orders.byPayment(payment.id) : undefined;
      if (!payment || !order) throw new AppError(ErrorCode.Unknown, 500);
      if (paid.status === 'paid') deps.worker.wake();
      return { domain: name, order_id: order.id, payment_id: payment.id, status: order.status as UndeleteResult['status'] };
    },
  };
}

export type RestoreService = ReturnType<typeof createRestoreService>;
