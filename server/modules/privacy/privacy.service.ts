import type { PrivacyView } from '@common/api/privacy.contract';
import { parseDomainName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { monthsLeft } from '../cart/cart-pricing';
import type { CartRepository } from '../cart/cart.repository';
import type { JobHandler } from '../jobs/job-worker';
import type { OrderService } from '../order/order.service';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { PriceService } from '../price/price.service';
import type { SessionContext, SessionService } from '../session/session.service';
import type { PrivacySettingService } from '../transfer/privacy-setting.service';
import { PRIVACY_SERVICE_JOB } from './privacy-jobs';
import { presentPrivacy } from './privacy.presenter';
import type { PrivacyRepository, PrivacyTermRow } from './privacy.repository';

type UserSession = SessionContext & { user: { id: number } };

const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);

/** Privacy is on for WHOIS and RDAP only while it is switched on and paid for today (decision 028). */
export const privacyActive = (term: Pick<PrivacyTermRow, 'setting' | 'paidUntil'>, now: Date) =>
  term.setting && term.paidUntil !== null && term.paidUntil > now;

/**
 * WHOIS privacy is sold, not given away (docs/decisions/028-whois-privacy.md). A name with
 * privacy paid for today (bought with its registration or renewal, or for the rest of its term)
 * switches it on and off freely. Switching it on otherwise only puts the rest of the term into
 * the renew cart, priced by whole months left; the paid order turns it on (PRIVACY_SERVICE_JOB).
 * Switching it off takes effect at once and gives nothing back: the paid months stay paid, so it
 * can be switched on again free until they end.
 */
export function createPrivacyService(deps: {
  repository: PrivacyRepository;
  carts: CartRepository;
  /** The switch itself (customer_domain_states.privacy, with the registry's ownership check). */
  privacySettings: Pick<PrivacySettingService, 'setPrivacy'>;
  orders: Pick<OrderService, 'completeServiceItem' | 'refundItem'>;
  unitOfWork: UnitOfWork;
  prices: PriceService;
  sessions: Pick<SessionService, 'priceContext'>;
  clock: Clock;
}) {
  const { repository, carts, clock } = deps;

  /** The user's name, or 1080 (not the user's); a malformed name is 1050 as everywhere. */
  async function ownTerm(userId: number, input: string): Promise<PrivacyTermRow> {
    const parsed = parseDomainName(input);
    if (!parsed.ok || parsed.labels.length !== 2) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
    const term = await repository.find(parsed.ascii);
    if (!term || term.userId !== userId) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
    return term;
  }

  async function view(session: UserSession, name: string): Promise<PrivacyView> {
    const term = await repository.find(name);
    if (!term || term.userId !== session.user.id) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
    const [offers, context, inCart, activating] = await Promise.all([
      deps.prices.offers(),
      deps.sessions.priceContext(session),
      repository.inCart(session.user.id, name),
      repository.purchaseInProgress(session.user.id, name),
    ]);
    const now = clock.now();
    return presentPrivacy(name, term, {
      active: privacyActive(term, now),
      available: Boolean(offers.byTld.get(tldOf(name))?.privacy),
      inCart,
      activating,
      context,
      now,
    });
  }

  /** The paid order item: privacy on (the registry confirms the name is still ours), then the item completed with the term's end. */
  const serviceJob: JobHandler = {
    async run(payload) {
      const item = await deps.unitOfWork.repos.orders.item(Number(payload.orderItemId));
      if (!item || item.type !== 'Privacy' || (item.status !== 'pending' && item.status !== 'provisioning')) return;
      const order = await deps.unitOfWork.repos.orders.byId(item.orderId);
      if (!order) return;
      try {
        await deps.privacySettings.setPrivacy(order.userId, item.domain, true);
      } catch (error) {
        // The name left the customer (moved away, deleted) after the payment: nothing to switch on, the money goes back.
        if (error instanceof AppError && error.code === ErrorCode.DomainNotOwned) {
          await deps.orders.refundItem(item, order, `${item.domain} is no longer the customer's`);
          return;
        }
        throw error;
      }
      await deps.orders.completeServiceItem(item, order, item.expiresAt ?? clock.now(), async () => {});
    },
  };

  return {
    handlers: { [PRIVACY_SERVICE_JOB]: serviceJob } satisfies Record<string, JobHandler>,

    /** For WHOIS and RDAP: whether the holder's privacy is on and paid now. */
    async isActive(name: string): Promise<boolean> {
      const term = await repository.find(name);
      return Boolean(term && privacyActive(term, clock.now()));
    },

    /** GET /domain/privacy/{domain}: the switch, what is paid, and the price of the rest of the term. */
    async get(session: UserSession, input: string): Promise<PrivacyView> {
      const term = await ownTerm(session.user.id, input);
      return view(session, term.name);
    },

    /**
     * POST /domain/privacy/{domain}: off at once (nothing refunded); on at once when paid for
     * today, otherwise the rest of the term goes into the renew cart and privacy stays off
     * until that order is paid.
     */
    async set(session: UserSession, input: string, on: boolean): Promise<PrivacyView> {
      const term = await ownTerm(session.user.id, input);
      const now = clock.now();
      if (!on) {
        await deps.privacySettings.setPrivacy(session.user.id, term.name, false);
        return view(session, term.name);
      }
      if (!(await deps.prices.offers()).byTld.get(tldOf(term.name))?.privacy)
        throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'privacy' });
      if (term.paidUntil !== null && term.paidUntil > now) {
        await deps.privacySettings.setPrivacy(session.user.id, term.name, true);
        return view(session, term.name);
      }
      // Paid already and being switched on by its job: not sold a second time.
      if (await repository.purchaseInProgress(session.user.id, term.name)) return view(session, term.name);
      // The term has ended (grace period): there is no rest of it to sell; privacy comes with the renewal.
      if (monthsLeft(now, term.expiresAt) === 0) throw new AppError(ErrorCode.PrivacyNeedsRenewal, 409, { field: 'privacy' });
      const cartId = await carts.userCart(session.user.id, now);
      const inserted = await carts.insertItem({
        cartId,
        section: 'renew',
        type: 'Privacy',
        domain: term.name,
        serviceUntil: term.expiresAt,
        periodYears: 1,
        premium: false,
        addedAt: now,
      });
      if (!inserted) {
        // In the cart already (a second click, another tab): it covers the term as it is now.
        const existing = (await carts.listItems(cartId)).find(
          (row) => row.section === 'renew' && row.type === 'Privacy' && row.domain === term.name,
        );
        if (existing) await repository.retarget(existing.id, term.expiresAt);
      }
      return view(session, term.name);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
