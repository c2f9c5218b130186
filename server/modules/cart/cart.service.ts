import type { AllCarts, CartSuggestion, RegisterCart, SectionCart } from '@common/api/cart.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { idnLanguage, labelFitsLanguage, needsIdnLanguage } from '@common/domain/idn-languages';
import { ErrorCode } from '@common/errors/error-codes';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { CartItemRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { RegistryError, type RegistryGateway } from '../../registry/registry-gateway';
import type { PriceService } from '../price/price.service';
import type { SessionContext, SessionService } from '../session/session.service';
import type { Offers } from '../price/price.service';
import { presentAwaitingTransfers, type WaitingTransferOrder, type WaitingTransfersPort } from './awaiting-transfers';
import { couponAvailability, priceSection } from './cart-pricing';
import { presentRegisterCart, presentSection, type TldFacts } from './cart.presenter';
import type { CartRepository } from './cart.repository';
import type { CouponRepository } from './coupon.repository';

/** A cart holds at most this many items; more is a mistake or abuse, not a purchase. */
export const CART_MAX_ITEMS = 100;
/** No booking runs longer than ten years (registries' limit, docs/decisions/018). */
export const MAX_PERIOD_YEARS = 10;
/** A domain's mailboxes in one cart; more is not a purchase for the cart. */
const MAILBOXES_PER_DOMAIN = 20;
/** The mailbox the update call's `mailbox: true` adds. */
const DEFAULT_MAILBOX = { name: 'info', level: 1 };
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

/** The periods a TLD allows, in whole years from its minimum to its maximum, never beyond ten. */
export function allowedPeriods(policy: { minPeriodYears: number; maxPeriodYears: number } | null): number[] {
  const min = Math.max(1, policy?.minPeriodYears ?? 1);
  const max = Math.min(MAX_PERIOD_YEARS, policy?.maxPeriodYears ?? MAX_PERIOD_YEARS);
  return Array.from({ length: Math.max(1, max - min + 1) }, (_, index) => min + index);
}

/** A mailbox for a name the customer owns (POST /cart/add/mailbox), as the mailbox module checked it. */
export interface OwnedMailboxCheck {
  /** The A-label of the customer's active domain. */
  domain: string;
  /** The end of the domain's paid term: the mailbox is booked until then. */
  expiresAt: Date;
}

export function createCartService(deps: {
  carts: CartRepository;
  coupons: CouponRepository;
  sessions: SessionService;
  registry: RegistryGateway;
  prices: PriceService;
  clock: Clock;
  /**
   * The checks of a mailbox for an owned domain (owner, active, §5 name, address free, per-domain
   * limit, zone conflicts, password policy; the mailbox module's): throws the catalogue's error.
   */
  checkOwnedMailbox?: (
    session: SessionContext & { user: { id: number } },
    body: { domain: string; name: string; level: number; password?: string },
  ) => Promise<OwnedMailboxCheck>;
  /** The argon2id hash of a mailbox password (the account's password hasher). */
  hashPassword?: (password: string) => Promise<string>;
  /** The period options of a user's renew items (the renewal module's `periodOptions`); without it the TLD's periods. */
  renewalPeriods?: (userId: number, domains: string[]) => Promise<(domain: string) => number[]>;
  /** The user's orders waiting for a bank transfer (the payment module's), shown with their section (decision 071). */
  waitingTransfers?: WaitingTransfersPort;
}) {
  const { carts, coupons, sessions, registry, prices, clock } = deps;

  /** The cart of a session: the user's when logged in, else the visitor's (created when asked to). */
  async function cartOf(session: SessionContext, create: boolean): Promise<{ cartId: number | null; session: SessionContext }> {
    if (session.user) return { cartId: await carts.userCart(session.user.id, clock.now()), session };
    if (session.cartId !== null || !create) return { cartId: session.cartId, session };
    const created = await carts.createCart(clock.now());
    const claimed = await sessions.claimCart(session, created);
    if (claimed.cartId !== created) await carts.deleteCart(created);
    return { cartId: claimed.cartId, session: claimed };
  }

  async function transferRow(cartId: number, ascii: string): Promise<CartItemRow | undefined> {
    return (await carts.listItems(cartId)).find((item) => item.section === 'register' && item.type === 'Transfer' && item.domain === ascii);
  }

  /** The services and allowed periods of the TLDs of these rows, asked once per TLD. */
  async function tldFacts(rows: CartItemRow[], offers: Offers): Promise<TldFacts> {
    const tlds = [...new Set(rows.filter((row) => row.type === 'Domain').map((row) => row.domain.slice(row.domain.lastIndexOf('.') + 1)))];
    const policies = new Map(await Promise.all(tlds.map(async (tld) => [tld, await registry.policy(tld)] as const)));
    return {
      tld: (tld) => offers.byTld.get(tld),
      periods: (domain) => allowedPeriods(policies.get(domain.slice(domain.lastIndexOf('.') + 1)) ?? null),
    };
  }

  /** A logged-in user's orders waiting for a bank transfer; none for a visitor. */
  async function waitingOf(userId: number | null): Promise<WaitingTransferOrder[] | null> {
    return userId === null || !deps.waitingTransfers ? null : deps.waitingTransfers(userId);
  }

  /**
   * One section of the cart, priced by cart-pricing (the rules the checkout quote uses too), with
   * the user's orders of it that wait for a bank transfer (`waiting`; null for a visitor).
   */
  async function section(
    rows: CartItemRow[],
    which: 'register' | 'renew' | 'rgp',
    userId: number | null,
    offers: Offers,
    context: PriceContext,
    waiting: WaitingTransferOrder[] | null,
  ): Promise<SectionCart> {
    const sectionRows = rows.filter((row) => row.section === which);
    const codes = sectionRows.filter((row) => row.type === 'Coupon').map((row) => row.name);
    const lines = priceSection(sectionRows, offers, await coupons.states(codes, userId), clock.now());
    const facts = await tldFacts(sectionRows, offers);
    // A renewal's periods also depend on its expiry (never beyond ten years): the renewal module's rule.
    if (which === 'renew' && userId !== null && deps.renewalPeriods && sectionRows.length > 0)
      facts.periods = await deps.renewalPeriods(
        userId,
        sectionRows.map((row) => row.domain),
      );
    const presented = presentSection(lines, context, facts);
    return waiting === null
      ? presented
      : { ...presented, awaiting_transfers: presentAwaitingTransfers(waiting, which, rows, context.language) };
  }

  /** Free names of the same label in the main TLDs, and in TLDs with a running promotion. */
  async function suggestionsFor(
    rows: CartItemRow[],
    context: PriceContext,
  ): Promise<{ bundles: CartSuggestion[]; promos: CartSuggestion[] }> {
    const registerRows = rows.filter((row) => row.section === 'register' && row.type === 'Domain');
    if (registerRows.length === 0) return { bundles: [], promos: [] };
    const inCart = new Set(registerRows.map((row) => row.domain));
    const offers = await prices.offers();
    const label = registerRows[registerRows.length - 1].domain.split('.')[0];
    const isIdn = label.startsWith('xn--');
    const bundleNames = BUNDLE_TLDS.filter((tld) => offers.byTld.has(tld)).map((tld) => `${label}.${tld}`);
    const promoTlds = [
      ...new Set(offers.promotions.filter((promotion) => promotion.kind === 'registration').map((promotion) => promotion.tld)),
    ];
    const promoNames = promoTlds.map((tld) => `${label}.${tld}`).filter((name) => !bundleNames.includes(name));
    const candidates = isIdn ? [] : [...bundleNames, ...promoNames];
    const available = new Map<string, number>();
    for await (const result of withDeadline(registry.check(candidates), SUGGESTIONS_BUDGET_MS)) {
      const tld = offers.byTld.get(result.name.slice(result.name.lastIndexOf('.') + 1));
      if (result.available && tld)
        available.set(
          result.name,
          result.premium?.registerPrice ?? offers.promotionsOf(tld.tld).registration?.price ?? tld.net.registration,
        );
    }
    const toSuggestion = (name: string): CartSuggestion => ({
      suggested_name: name,
      suggested_name_utf8: toDisplayName(name),
      price: priceView(available.get(name)!, context),
      in_cart: inCart.has(name),
    });
    const pick = (names: string[]) =>
      names
        .filter((name) => available.has(name))
        .slice(0, SUGGESTIONS_PER_KIND)
        .map(toSuggestion);
    return { bundles: pick(bundleNames), promos: pick(promoNames) };
  }

  async function registerCart(cartId: number | null, session: SessionContext): Promise<RegisterCart> {
    const rows = cartId === null ? [] : await carts.listItems(cartId);
    const userId = session.user?.id ?? null;
    const [offers, context, waiting] = await Promise.all([prices.offers(), sessions.priceContext(session), waitingOf(userId)]);
    const [register, suggestions] = await Promise.all([
      section(rows, 'register', userId, offers, context, waiting),
      suggestionsFor(rows, context),
    ]);
    return presentRegisterCart(register, suggestions);
  }

  /** The domain item of the register cart with this id, or 404 (1072). */
  async function registerDomain(
    session: SessionContext,
    domainId: number,
  ): Promise<{ cartId: number; rows: CartItemRow[]; domain: CartItemRow }> {
    const { cartId } = await cartOf(session, false);
    const rows = cartId === null ? [] : await carts.listItems(cartId);
    const domain = rows.find((row) => row.id === domainId && row.section === 'register' && row.type === 'Domain');
    if (cartId === null || !domain) throw new AppError(ErrorCode.CartItemNotFound, 404);
    return { cartId, rows, domain };
  }

  async function tldOfDomain(domain: CartItemRow) {
    const tld = (await prices.offers()).byTld.get(domain.domain.slice(domain.domain.lastIndexOf('.') + 1));
    if (!tld) throw new AppError(ErrorCode.UnknownTld, 409, { field: 'domain' });
    return tld;
  }

  async function insertMailbox(cartId: number, rows: CartItemRow[], domain: CartItemRow, name: string, level: number): Promise<void> {
    if (!(await tldOfDomain(domain)).mailbox) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'level' });
    if (
      rows.filter((row) => row.type === 'Mailbox' && row.domain === domain.domain).length >= MAILBOXES_PER_DOMAIN ||
      rows.length >= CART_MAX_ITEMS
    )
      throw new AppError(ErrorCode.CartFull, 409);
    const inserted = await carts.insertItem({
      cartId,
      section: 'register',
      type: 'Mailbox',
      domain: domain.domain,
      name,
      level,
      periodYears: 1,
      premium: false,
      addedAt: clock.now(),
    });
    if (!inserted) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'name' });
  }

  return {
    /** All three sections (spec §7 GET /cart/list/all). */
    async listAll(session: SessionContext): Promise<AllCarts> {
      const { cartId } = await cartOf(session, false);
      const rows = cartId === null ? [] : await carts.listItems(cartId);
      const userId = session.user?.id ?? null;
      const [offers, context, waiting] = await Promise.all([prices.offers(), sessions.priceContext(session), waitingOf(userId)]);
      const [register, renew, rgp, suggestions] = await Promise.all([
        section(rows, 'register', userId, offers, context, waiting),
        section(rows, 'renew', userId, offers, context, waiting),
        section(rows, 'rgp', userId, offers, context, waiting),
        suggestionsFor(rows, context),
      ]);
      return { register: presentRegisterCart(register, suggestions), renew, rgp };
    },

    /** The id of the session's cart (the user's when logged in), or null when it has none; for checkout. */
    async cartIdOf(session: SessionContext): Promise<number | null> {
      return session.user ? carts.findUserCart(session.user.id) : session.cartId;
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
      if (!parsed.ok)
        throw new AppError(parsed.problem === 'mixed-scripts' ? ErrorCode.MixedScripts : ErrorCode.InvalidDomainName, 400, {
          field: 'domain',
        });
      const offers = await prices.offers();
      if (!offers.byTld.has(parsed.tld)) throw new AppError(ErrorCode.UnknownTld, 400, { field: 'domain' });
      const label = parsed.unicode.split('.')[0];
      let idn: string | null = null;
      if (needsIdnLanguage(label) || parsed.sld.startsWith('xn--')) {
        if (!language) throw new AppError(ErrorCode.IdnLanguageRequired, 400, { field: 'language' });
        if (!idnLanguage(language) || !labelFitsLanguage(label, language))
          throw new AppError(ErrorCode.IdnLanguageMismatch, 400, { field: 'language' });
        const policy = await registry.policy(parsed.tld);
        if (!policy?.idnLanguages.includes(language)) throw new AppError(ErrorCode.IdnLanguageMismatch, 400, { field: 'language' });
        idn = language;
      }
      let result = null;
      try {
        for await (const answer of registry.check([parsed.ascii])) result = answer;
      } catch (error) {
        // A registry that does not answer or refuses the shop's login (decision 059): try again later, not a failure of the request.
        if (error instanceof RegistryError && error.transient) throw new AppError(ErrorCode.RegistryUnavailable, 503);
        throw error;
      }
      if (!result?.available) throw new AppError(ErrorCode.DomainNotAvailable, 409, { field: 'domain' });

      const { cartId, session } = await cartOf(current, true);
      const existing = await carts.listItems(cartId!);
      if (existing.some((row) => row.section === 'register' && row.domain === parsed.ascii))
        throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'domain' });
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
      return registerCart(cartId, session);
    },

    /**
     * Puts a name to transfer in into the register cart with its auth code, which stays on the
     * server. The transfer module has checked at the registry that the name can move here.
     */
    async addTransfer(current: SessionContext, ascii: string, authInfo: string): Promise<RegisterCart> {
      const { cartId, session } = await cartOf(current, true);
      const existing = await carts.listItems(cartId!);
      if (existing.some((row) => row.section === 'register' && row.domain === ascii && row.type !== 'Mailbox'))
        throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'domain' });
      if (existing.length >= CART_MAX_ITEMS) throw new AppError(ErrorCode.CartFull, 409);
      const inserted = await carts.insertItem({
        cartId: cartId!,
        section: 'register',
        type: 'Transfer',
        domain: ascii,
        periodYears: 1,
        premium: false,
        transferAuthInfo: authInfo,
        addedAt: clock.now(),
      });
      if (!inserted) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'domain' });
      return registerCart(cartId, session);
    },

    /**
     * Replaces the auth code of a transfer in the register cart (1072 when the cart has no transfer
     * of the name). The transfer module has checked the new code at the registry.
     */
    async updateTransferCode(session: SessionContext, ascii: string, authInfo: string): Promise<RegisterCart> {
      const { cartId } = await cartOf(session, false);
      const row = cartId === null ? undefined : await transferRow(cartId, ascii);
      if (!row) throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'domain' });
      await carts.updateItem(cartId!, row.id, { transferAuthInfo: authInfo });
      return registerCart(cartId, session);
    },

    /** Whether the register cart holds a transfer of the name. */
    async hasTransfer(session: SessionContext, ascii: string): Promise<boolean> {
      const { cartId } = await cartOf(session, false);
      return cartId !== null && (await transferRow(cartId, ascii)) !== undefined;
    },

    /** Takes a name out of the register cart; a name the cart does not hold answers 1072, as the update does. */
    async removeDomain(session: SessionContext, input: string): Promise<RegisterCart> {
      const parsed = parseDomainName(input);
      if (!parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
      const { cartId } = await cartOf(session, false);
      const removed = cartId === null ? 0 : await carts.deleteDomain(cartId, 'register', parsed.ascii);
      if (removed === 0) throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'domain' });
      return registerCart(cartId, session);
    },

    /**
     * Changes a domain of the register cart: its period (one of the TLD's periods, never over ten
     * years; another is refused with 1075 and nothing changes), its WHOIS privacy, and `mailbox`
     * true/false (adds a Mailbox "info" when it has none / removes its mailboxes).
     */
    async updateDomain(
      session: SessionContext,
      domainId: number,
      change: { period?: number; privacy_level?: number; mailbox?: boolean },
    ): Promise<RegisterCart> {
      const { cartId, rows, domain } = await registerDomain(session, domainId);
      const tld = await tldOfDomain(domain);
      if (change.privacy_level === 1 && !tld.privacy) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'privacy_level' });
      if (change.mailbox === true && !tld.mailbox) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'mailbox' });
      const update: { periodYears?: number; privacyLevel?: number } = {};
      if (change.period !== undefined) {
        // A period the TLD does not offer is refused, never saved as another one (decision 071).
        if (!allowedPeriods(await registry.policy(tld.tld)).includes(change.period))
          throw new AppError(ErrorCode.PeriodNotAllowed, 400, { field: 'period' });
        update.periodYears = change.period;
      }
      if (change.privacy_level !== undefined) update.privacyLevel = change.privacy_level;
      if (Object.keys(update).length > 0) await carts.updateItem(cartId, domain.id, update);
      const mailboxes = rows.filter((row) => row.type === 'Mailbox' && row.section === 'register' && row.domain === domain.domain);
      if (change.mailbox === true && mailboxes.length === 0)
        await insertMailbox(cartId, rows, domain, DEFAULT_MAILBOX.name, DEFAULT_MAILBOX.level);
      if (change.mailbox === false) for (const mailbox of mailboxes) await carts.deleteItem(cartId, mailbox.id);
      return registerCart(cartId, session);
    },

    /** Adds a mailbox of a level under a name to a domain of the register cart (1302 when the name is there). */
    async addMailbox(session: SessionContext, domainId: number, mailbox: { name: string; level: number }): Promise<RegisterCart> {
      const { cartId, rows, domain } = await registerDomain(session, domainId);
      await insertMailbox(cartId, rows, domain, mailbox.name, mailbox.level);
      return registerCart(cartId, session);
    },

    /**
     * A mailbox for a name the customer owns already (POST /cart/add/mailbox; decision 043): into
     * the register cart without a domain item, booked until the name's term ends and priced for
     * the whole years left (at least one). A password given is kept only as its argon2id hash; the
     * mailbox is made after payment. The same address twice answers 1302.
     */
    async addOwnedMailbox(
      session: SessionContext,
      body: { domain: string; name: string; level: number; password?: string },
    ): Promise<RegisterCart> {
      if (!session.user) throw new AppError(ErrorCode.AuthenticationRequired, 401);
      if (!deps.checkOwnedMailbox || !deps.hashPassword) throw new AppError(ErrorCode.Unknown, 500);
      const checked = await deps.checkOwnedMailbox(session as SessionContext & { user: { id: number } }, body);
      const tld = (await prices.offers()).byTld.get(checked.domain.slice(checked.domain.lastIndexOf('.') + 1));
      if (!tld?.mailbox) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'level' });
      const { cartId } = await cartOf(session, true);
      const rows = await carts.listItems(cartId!);
      if (
        rows.some((row) => row.section === 'register' && row.type === 'Mailbox' && row.domain === checked.domain && row.name === body.name)
      )
        throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'name' });
      if (
        rows.filter((row) => row.type === 'Mailbox' && row.domain === checked.domain).length >= MAILBOXES_PER_DOMAIN ||
        rows.length >= CART_MAX_ITEMS
      )
        throw new AppError(ErrorCode.CartFull, 409);
      const passwordHash = body.password === undefined ? null : await deps.hashPassword(body.password);
      const inserted = await carts.insertItem({
        cartId: cartId!,
        section: 'register',
        type: 'Mailbox',
        domain: checked.domain,
        name: body.name,
        level: body.level,
        mailboxPasswordHash: passwordHash,
        periodYears: 1,
        premium: false,
        serviceUntil: checked.expiresAt,
        addedAt: clock.now(),
      });
      if (!inserted) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'name' });
      return registerCart(cartId, session);
    },

    /** Changes a mailbox's level or name. */
    async updateMailbox(
      session: SessionContext,
      domainId: number,
      mailboxId: number,
      change: { name?: string; level?: number },
    ): Promise<RegisterCart> {
      const { cartId, rows, domain } = await registerDomain(session, domainId);
      const mailbox = rows.find(
        (row) => row.id === mailboxId && row.type === 'Mailbox' && row.section === 'register' && row.domain === domain.domain,
      );
      if (!mailbox) throw new AppError(ErrorCode.CartItemNotFound, 404);
      const update: { name?: string; level?: number } = {};
      if (change.name !== undefined && change.name !== mailbox.name) {
        if (rows.some((row) => row.type === 'Mailbox' && row.domain === domain.domain && row.name === change.name))
          throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'name' });
        update.name = change.name;
      }
      if (change.level !== undefined) update.level = change.level;
      if (Object.keys(update).length > 0 && !(await carts.updateItem(cartId, mailbox.id, update)))
        throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'name' });
      return registerCart(cartId, session);
    },

    /**
     * Takes a mailbox out. One that is not in the caller's cart (another customer's id, or gone
     * already) answers 1072 and changes nothing, as the update does.
     */
    async removeMailbox(session: SessionContext, domainId: number, mailboxId: number): Promise<RegisterCart> {
      const { cartId } = await cartOf(session, false);
      const rows = cartId === null ? [] : await carts.listItems(cartId);
      const mailbox = rows.find((row) => row.id === mailboxId && row.type === 'Mailbox' && row.section === 'register');
      const domain = rows.find((row) => row.id === domainId && row.type === 'Domain');
      // A mailbox for an owned name has no domain item: it is named by its own id twice (decision 043).
      const standalone =
        mailbox &&
        domainId === mailboxId &&
        !rows.some((row) => row.type === 'Domain' && row.section === 'register' && row.domain === mailbox.domain);
      if (!mailbox || !((domain && mailbox.domain === domain.domain) || standalone))
        throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'mailboxId' });
      await carts.deleteItem(cartId!, mailbox.id);
      return registerCart(cartId, session);
    },

    /**
     * Puts a coupon into the register cart. An unknown code, one outside its validity window or
     * used up is refused; one whose minimum order is not reached yet is kept, with a note why it
     * gives no discount so far.
     */
    async addCoupon(current: SessionContext, code: string): Promise<RegisterCart> {
      const userId = current.user?.id ?? null;
      const state = (await coupons.states([code], userId)).get(code);
      if (!state) throw new AppError(ErrorCode.CouponUnknown, 404, { field: 'code' });
      const problem = couponAvailability(state, clock.now());
      if (problem === 'not_started' || problem === 'expired') throw new AppError(ErrorCode.CouponNotValidNow, 409, { field: 'code' });
      if (problem === 'exhausted' || problem === 'user_limit') throw new AppError(ErrorCode.CouponUsedUp, 409, { field: 'code' });
      const { cartId, session } = await cartOf(current, true);
      const rows = await carts.listItems(cartId!);
      const present = rows.find((row) => row.section === 'register' && row.type === 'Coupon');
      if (present?.name === code) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'code' });
      if (present) throw new AppError(ErrorCode.CouponAlreadyInCart, 409, { field: 'code' });
      const inserted = await carts.insertItem({
        cartId: cartId!,
        section: 'register',
        type: 'Coupon',
        domain: '',
        name: code,
        periodYears: 1,
        premium: false,
        addedAt: clock.now(),
      });
      if (!inserted) throw new AppError(ErrorCode.CouponAlreadyInCart, 409, { field: 'code' });
      return registerCart(cartId, session);
    },

    /** Takes the coupon out; a code the cart does not hold answers 1072. */
    async removeCoupon(session: SessionContext, code: string): Promise<RegisterCart> {
      const { cartId } = await cartOf(session, false);
      const coupon =
        cartId === null
          ? undefined
          : (await carts.listItems(cartId)).find((row) => row.section === 'register' && row.type === 'Coupon' && row.name === code);
      if (!coupon) throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'code' });
      await carts.deleteItem(cartId!, coupon.id);
      return registerCart(cartId, session);
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
