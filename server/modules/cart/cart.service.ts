import type { AllCarts, CartSuggestion, RegisterCart } from '@common/api/cart.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { idnLanguage, labelFitsLanguage, needsIdnLanguage } from '@common/domain/idn-languages';
import { ErrorCode } from '@common/errors/error-codes';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { CartItemRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { RegistryGateway } from '../../registry/registry-gateway';
import type { PriceService } from '../price/price.service';
import type { SessionContext, SessionService } from '../session/session.service';
import { presentRegisterCart, presentSection, type ItemPrice } from './cart.presenter';
import type { CartRepository } from './cart.repository';

/** A cart holds at most this many items; more is a mistake or abuse, not a purchase. */
export const CART_MAX_ITEMS = 100;
/** The TLDs offered with a name in the cart, when free ("bundles"). */
const BUNDLE_TLDS = ['com', 'de', 'net', 'org', 'eu', 'info'];
const SUGGESTIONS_PER_KIND = 5;
/**
 * Suggestions are a courtesy: a slow registry (some answer in over a second) must not hold up
 * every cart answer, so names not answered within this time are left out.
 */
const SUGGESTIONS_BUDGET_MS = 250;

/** The items an async iterable yields until a deadline; then it is ended. */
async function* withDeadline<T>(source: AsyncIterable<T>, ms: number): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), deadline]);
      if (next === 'timeout' || next.done) return;
      yield next.value;
    }
  } finally {
    clearTimeout(timer);
    // Not awaited: a source waiting on a slow registry would hold up the answer.
    iterator.return?.()?.catch(() => {});
  }
}

export function createCartService(deps: { carts: CartRepository; sessions: SessionService; registry: RegistryGateway; prices: PriceService; clock: Clock }) {
  const { carts, sessions, registry, prices, clock } = deps;

  /** The cart of a session: the user's when logged in, else the visitor's (created when asked to). */
  async function cartOf(session: SessionContext, create: boolean): Promise<{ cartId: number | null; session: SessionContext }> {
    if (session.user) return { cartId: await carts.userCart(session.user.id, clock.now()), session };
    if (session.cartId !== null || !create) return { cartId: session.cartId, session };
    const created = await carts.createCart(clock.now());
    const claimed = await sessions.claimCart(session, created);
    if (claimed.cartId !== created) await carts.deleteCart(created);
    return { cartId: claimed.cartId, session: claimed };
  }

  /** What each item costs now: first year at the premium or promotion price, later years at renewal. */
  async function itemPrices(): Promise<ItemPrice> {
    const offers = await prices.offers();
    return (item) => {
      const tld = offers.byTld.get(item.domain.slice(item.domain.lastIndexOf('.') + 1));
      if (!tld) return undefined;
      const promotion = offers.promotionsOf(tld.tld);
      if (item.section === 'rgp') return tld.net.rgp;
      const renewal = item.premiumRenewPrice ?? tld.net.renewal;
      if (item.section === 'renew') return (promotion.renewal?.price ?? renewal) + renewal * (item.periodYears - 1);
      const first = item.premiumPrice ?? promotion.registration?.price ?? tld.net.registration;
      return first + renewal * (item.periodYears - 1);
    };
  }

  /** Free names of the same label in the main TLDs, and in TLDs with a running promotion. */
  async function suggestionsFor(rows: CartItemRow[], context: PriceContext): Promise<{ bundles: CartSuggestion[]; promos: CartSuggestion[] }> {
    const registerRows = rows.filter((row) => row.section === 'register' && row.type === 'Domain');
    if (registerRows.length === 0) return { bundles: [], promos: [] };
    const inCart = new Set(registerRows.map((row) => row.domain));
    const offers = await prices.offers();
    const label = registerRows[registerRows.length - 1].domain.split('.')[0];
    const isIdn = label.startsWith('xn--');
    const bundleNames = BUNDLE_TLDS.filter((tld) => offers.byTld.has(tld)).map((tld) => `${label}.${tld}`);
    const promoTlds = [...new Set(offers.promotions.filter((promotion) => promotion.kind === 'registration').map((promotion) => promotion.tld))];
    const promoNames = promoTlds.map((tld) => `${label}.${tld}`).filter((name) => !bundleNames.includes(name));
    const candidates = isIdn ? [] : [...bundleNames, ...promoNames];
    const available = new Map<string, number>();
    for await (const result of withDeadline(registry.check(candidates), SUGGESTIONS_BUDGET_MS)) {
      const tld = offers.byTld.get(result.name.slice(result.name.lastIndexOf('.') + 1));
      if (result.available && tld) available.set(result.name, result.premium?.registerPrice ?? offers.promotionsOf(tld.tld).registration?.price ?? tld.net.registration);
    }
    const toSuggestion = (name: string): CartSuggestion => ({
      suggested_name: name,
      suggested_name_utf8: toDisplayName(name),
      price: priceView(available.get(name)!, context),
      in_cart: inCart.has(name),
    });
    const pick = (names: string[]) => names.filter((name) => available.has(name)).slice(0, SUGGESTIONS_PER_KIND).map(toSuggestion);
    return { bundles: pick(bundleNames), promos: pick(promoNames) };
  }

  async function registerCart(cartId: number | null, context: PriceContext): Promise<RegisterCart> {
    const rows = cartId === null ? [] : await carts.listItems(cartId);
    const price = await itemPrices();
    const section = presentSection(rows.filter((row) => row.section === 'register'), price, context);
    return presentRegisterCart(section, await suggestionsFor(rows, context));
  }

  return {
    /** All three sections (spec §7 GET /cart/list/all). */
    async listAll(session: SessionContext): Promise<AllCarts> {
      const { cartId } = await cartOf(session, false);
      const context = await sessions.priceContext(session);
      const rows = cartId === null ? [] : await carts.listItems(cartId);
      const price = await itemPrices();
      return {
        register: presentRegisterCart(presentSection(rows.filter((row) => row.section === 'register'), price, context), await suggestionsFor(rows, context)),
        renew: presentSection(rows.filter((row) => row.section === 'renew'), price, context),
        rgp: presentSection(rows.filter((row) => row.section === 'rgp'), price, context),
      };
    },

    /** Item counts per section, for the cart badge; no cart means no query. */
    async counts(session: SessionContext): Promise<Record<'register' | 'renew' | 'rgp', number>> {
      const cartId = session.user ? await carts.findUserCart(session.user.id) : session.cartId;
      return cartId === null ? { register: 0, renew: 0, rgp: 0 } : carts.countItems(cartId);
    },

    /**
     * Puts a name to register into the cart after asking the registry whether it is free.
     * The unique index keeps a name in a cart once, also when two requests race.
     */
    async addDomain(current: SessionContext, input: string, language: string | undefined): Promise<RegisterCart> {
      const parsed = parseDomainName(input);
      if (!parsed.ok) throw new AppError(parsed.problem === 'mixed-scripts' ? ErrorCode.MixedScripts : ErrorCode.InvalidDomainName, 400, { field: 'domain' });
      const offers = await prices.offers();
      if (!offers.byTld.has(parsed.tld)) throw new AppError(ErrorCode.UnknownTld, 400, { field: 'domain' });
      const label = parsed.unicode.split('.')[0];
      let idn: string | null = null;
      if (needsIdnLanguage(label) || parsed.sld.startsWith('xn--')) {
        if (!language) throw new AppError(ErrorCode.IdnLanguageRequired, 400, { field: 'language' });
        if (!idnLanguage(language) || !labelFitsLanguage(label, language)) throw new AppError(ErrorCode.IdnLanguageMismatch, 400, { field: 'language' });
        const policy = await registry.policy(parsed.tld);
        if (!policy?.idnLanguages.includes(language)) throw new AppError(ErrorCode.IdnLanguageMismatch, 400, { field: 'language' });
        idn = language;
      }
      let result = null;
      for await (const answer of registry.check([parsed.ascii])) result = answer;
      if (!result?.available) throw new AppError(ErrorCode.DomainNotAvailable, 409, { field: 'domain' });

      const { cartId, session } = await cartOf(current, true);
      const existing = await carts.listItems(cartId!);
      if (existing.some((row) => row.section === 'register' && row.domain === parsed.ascii)) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'domain' });
      if (existing.length >= CART_MAX_ITEMS) throw new AppError(ErrorCode.CartFull, 409);
      const inserted = await carts.insertItem({
        cartId: cartId!,
        section: 'register',
        type: 'Domain',
        domain: parsed.ascii,
        periodYears: 1,
        idnLanguage: idn,
        premium: Boolean(result.premium),
        premiumPrice: result.premium?.registerPrice ?? null,
        premiumRenewPrice: result.premium?.renewPrice ?? null,
        addedAt: clock.now(),
      });
      if (!inserted) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'domain' });
      return registerCart(cartId, await sessions.priceContext(session));
    },

    /** Takes a name out of the register cart; removing what is not there changes nothing. */
    async removeDomain(session: SessionContext, input: string): Promise<RegisterCart> {
      const parsed = parseDomainName(input);
      if (!parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
      const { cartId } = await cartOf(session, false);
      if (cartId !== null) await carts.deleteDomain(cartId, 'register', parsed.ascii);
      return registerCart(cartId, await sessions.priceContext(session));
    },

    /** At login, the visitor's cart joins the user's (spec: "merged into the user's cart at login"). */
    async mergeAtLogin(visitorCartId: number | null, userId: number): Promise<void> {
      if (visitorCartId === null) return;
      const userCartId = await carts.userCart(userId, clock.now());
      if (userCartId !== visitorCartId) await carts.merge(visitorCartId, userCartId, clock.now());
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
