import type { SectionCart } from '@common/api/cart.contract';
import type { RenewItem, RenewList, RenewLookup, RenewOptions } from '@common/api/renewal.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { CartItemRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { RegistryGateway, TldPolicy } from '../../registry/registry-gateway';
import { addYears, MAX_TERM_YEARS } from '../../registry/sandbox/sandbox-lifecycle';
import { presentAwaitingTransfers, type WaitingTransfersPort } from '../cart/awaiting-transfers';
import { MAILBOX_NET, priceSection, type MailboxLevel } from '../cart/cart-pricing';
import { allowedPeriods, CART_MAX_ITEMS } from '../cart/cart.service';
import { presentSection } from '../cart/cart.presenter';
import type { CartRepository } from '../cart/cart.repository';
import { patternToLike } from '../customer-domain/customer-domain.service';
import { premiumRenewPrices } from '../lifecycle/domain-quote';
import { transferArrivesInTime, unpaidDeleteDay } from '../lifecycle/lifecycle.service';
import type { Offers, PriceService } from '../price/price.service';
import type { SessionContext, SessionService } from '../session/session.service';
import { presentRenewItem } from './renewal.presenter';
import type { RenewableRow, RenewalRepository } from './renewal.repository';

type UserSession = SessionContext & { user: { id: number } };

/** The mailbox a renew item gets when none is named. */
const DEFAULT_MAILBOX_NAME = 'info';
const REDEMPTION = new Set(['redemptionPeriod', 'pendingRestore']);

const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);

/** The domain has the trustee service now: paid at least until its current expiry, so a renewal keeps it by default. */
const hasTrustee = (found: Pick<RenewableRow, 'trusteeUntil' | 'expiresAt'>) =>
  found.trusteeUntil !== null && found.trusteeUntil >= found.expiresAt;

/**
 * The periods a renewal from `expiry` may have at `now`: the TLD's minimum and maximum, and never
 * beyond ten years of total term from today (the registries' cap, RFC 5731 §2.5 / ICANN).
 * `max < min` means the name cannot be renewed now.
 */
export function renewalBounds(
  policy: Pick<TldPolicy, 'minPeriodYears' | 'maxPeriodYears'> | null,
  expiry: Date,
  now: Date,
): { min: number; max: number } {
  const periods = allowedPeriods(policy);
  const min = periods[0];
  const cap = addYears(now, MAX_TERM_YEARS);
  let max = 0;
  for (const years of periods) if (addYears(expiry, years) <= cap) max = years;
  return { min, max };
}

const clamp = (value: number, bounds: { min: number; max: number }) => Math.min(Math.max(value, bounds.min), bounds.max);

/**
 * Renewals (spec §7 "Renew cart", GET /domain/renew/list; decision 020): the customer's names with
 * their renewal options and prices, and the renew section of the cart. Prices come from
 * cart-pricing, so that the list, the cart and the checkout quote agree.
 */
export function createRenewalService(deps: {
  renewals: RenewalRepository;
  carts: CartRepository;
  registry: RegistryGateway;
  prices: PriceService;
  sessions: SessionService;
  clock: Clock;
  /** The user's orders waiting for a bank transfer (the payment module's), shown with the renew cart (decision 071). */
  waitingTransfers?: WaitingTransfersPort;
}) {
  const { renewals, carts, registry, prices, sessions, clock } = deps;

  async function policies(names: string[]): Promise<Map<string, TldPolicy | null>> {
    const tlds = [...new Set(names.map(tldOf))];
    return new Map(await Promise.all(tlds.map(async (tld) => [tld, await registry.policy(tld)] as const)));
  }

  /** A synthetic cart row, to price options that are not in the cart (renew info). */
  function row(fields: Partial<CartItemRow> & Pick<CartItemRow, 'type' | 'domain'>): CartItemRow {
    return {
      id: 0,
      cartId: 0,
      section: 'renew',
      name: '',
      level: null,
      mailboxPasswordHash: null,
      privacyLevel: 0,
      trustee: false,
      periodYears: 1,
      idnLanguage: null,
      premium: false,
      premiumPrice: null,
      premiumRenewPrice: null,
      transferAuthInfo: null,
      serviceUntil: null,
      addedAt: clock.now(),
      ...fields,
    };
  }

  /** A renew row's premium columns: a premium name renews at the registry's premium renewal price. */
  const premiumFields = (premiumRenewPrice: number | null) => ({ premium: premiumRenewPrice !== null, premiumRenewPrice });

  /** The net price (euro cents) of a domain's renew rows; null when its TLD is not sold. */
  function netOf(rows: CartItemRow[], offers: Offers): number | null {
    const lines = priceSection(rows, offers, new Map(), clock.now());
    if (!lines.some((line) => line.row.type === 'Domain')) return null;
    return lines.reduce((sum, line) => sum + line.net, 0);
  }

  /** Why a name cannot be renewed now, from the shop's records (the registry snapshot); null when it can. */
  function problemOf(found: RenewableRow, bounds: { min: number; max: number }, inProgress: boolean, offers: Offers): number | null {
    if (found.rgpStatus && REDEMPTION.has(found.rgpStatus)) return ErrorCode.DomainInRedemption;
    if (found.rgpStatus === 'pendingDelete') return ErrorCode.DomainNotRegistered;
    if (!offers.byTld.has(tldOf(found.name))) return ErrorCode.RenewNotAllowed;
    if (found.statuses.some((status) => status.endsWith('RenewProhibited') || status === 'pendingTransfer'))
      return ErrorCode.RenewNotAllowed;
    if (bounds.max < bounds.min) return ErrorCode.RenewNotAllowed;
    if (inProgress) return ErrorCode.RenewInProgress;
    return null;
  }

  interface ItemFacts {
    offers: Offers;
    context: PriceContext;
    policy: TldPolicy | null;
    cartRows: CartItemRow[];
    inProgress: boolean;
    /** The registry's premium renewal price per year (euro cents), null for a standard name. */
    premiumRenewPrice: number | null;
    /** Local changes (renew info) or the add call's options. */
    options?: RenewOptions;
  }

  function presentItem(found: RenewableRow, facts: ItemFacts): RenewItem {
    const { offers, context, cartRows } = facts;
    const now = clock.now();
    const tld = offers.byTld.get(tldOf(found.name));
    const bounds = renewalBounds(facts.policy, found.expiresAt, now);
    const domainRow = cartRows.find((candidate) => candidate.type === 'Domain' && candidate.domain === found.name);
    const mailboxRow = cartRows.find((candidate) => candidate.type === 'Mailbox' && candidate.domain === found.name);
    const code = domainRow ? null : problemOf(found, bounds, facts.inProgress, offers);
    const options = facts.options ?? {};
    const period = bounds.max >= bounds.min ? clamp(options.period ?? domainRow?.periodYears ?? bounds.min, bounds) : bounds.min;
    const privacyLevel = tld?.privacy ? (options.privacy_level ?? domainRow?.privacyLevel ?? (found.privacy ? 1 : 0)) : 0;
    const mailboxLevel = tld?.mailbox ? (options.mailbox_level ?? mailboxRow?.level ?? 0) : 0;
    const mailboxName = options.mailbox_name ?? mailboxRow?.name ?? DEFAULT_MAILBOX_NAME;
    const trustee = tld?.trustee
      ? options.trustee !== undefined
        ? options.trustee === 1
        : (domainRow?.trustee ?? hasTrustee(found))
      : false;
    const rows = [
      row({ type: 'Domain', domain: found.name, periodYears: period, privacyLevel, trustee, ...premiumFields(facts.premiumRenewPrice) }),
    ];
    if (mailboxLevel > 0) rows.push(row({ type: 'Mailbox', domain: found.name, name: mailboxName, level: mailboxLevel }));
    const net = netOf(rows, offers);
    return presentRenewItem(found, {
      context,
      tld,
      bounds,
      code,
      period,
      privacyLevel,
      mailboxLevel,
      mailboxName,
      trustee,
      net,
      domainRow,
      mailboxRow,
    });
  }

  async function renewRows(userId: number): Promise<{ cartId: number; rows: CartItemRow[] }> {
    const cartId = await carts.userCart(userId, clock.now());
    const rows = (await carts.listItems(cartId)).filter((candidate) => candidate.section === 'renew');
    return { cartId, rows };
  }

  /** The renew section of the user's cart, priced and presented like GET /cart/list/all's. */
  async function renewCart(session: UserSession): Promise<SectionCart> {
    const { rows } = await renewRows(session.user.id);
    const [offers, context, periods, waiting] = await Promise.all([
      prices.offers(),
      sessions.priceContext(session),
      renewPeriods(
        session.user.id,
        rows.map((candidate) => candidate.domain),
      ),
      deps.waitingTransfers?.(session.user.id) ?? null,
    ]);
    const lines = priceSection(rows, offers, new Map(), clock.now());
    const presented = presentSection(lines, context, { tld: (tld) => offers.byTld.get(tld), periods });
    // An order of these renewals that waits for its bank transfer, and whether the cart has changed since (decision 071).
    return waiting === null
      ? presented
      : { ...presented, awaiting_transfers: presentAwaitingTransfers(waiting, 'renew', rows, context.language) };
  }

  /**
   * The periods the user's renew items for these names may have: the TLD's, and none that takes
   * the expiry beyond ten years from today (renewalBounds); what /cart/renew/update accepts.
   */
  async function renewPeriods(userId: number, domains: string[]): Promise<(domain: string) => number[]> {
    const names = [...new Set(domains)];
    const [byTld, expiries] = await Promise.all([policies(names), renewals.paidExpiries(userId, names)]);
    const now = clock.now();
    return (domain) => {
      const policy = byTld.get(tldOf(domain)) ?? null;
      const expiry = expiries.get(domain);
      if (!expiry) return allowedPeriods(policy);
      const bounds = renewalBounds(policy, expiry, now);
      if (bounds.max < bounds.min) return [bounds.min];
      return Array.from({ length: bounds.max - bounds.min + 1 }, (_, index) => bounds.min + index);
    };
  }

  /**
   * The user's name, checked against the rules of a renewal: 5201 when it is another customer's
   * (never told apart from one that may not be renewed) or may not be renewed, 5303 when no
   * customer of the shop has it or the registry no longer has it for the shop, 5304 in redemption.
   */
  async function ownName(session: UserSession, input: string): Promise<{ found: RenewableRow; policy: TldPolicy | null }> {
    return heldName(input, session.user.id);
  }

  /**
   * The day the name is deleted if its term stays unpaid, counted as the lifecycle sweep counts it:
   * by the grace days recorded for the name, else the TLD's policy (`policy` when already read).
   */
  async function deleteDayOf(
    found: { name: string; expiresAt: Date; autoRenewGraceDays: number | null },
    policy?: TldPolicy | null,
  ): Promise<Date> {
    const graceDays =
      found.autoRenewGraceDays ?? (policy === undefined ? await registry.policy(tldOf(found.name)) : policy)?.autoRenewGraceDays;
    return unpaidDeleteDay(found.expiresAt, graceDays);
  }

  /** A name a customer of the shop holds, as the registry has it now; with `userId`, only that user's (else 5201). */
  async function heldName(
    input: string,
    userId?: number,
  ): Promise<{ found: RenewableRow & { userId: number; autoRenewGraceDays: number | null }; policy: TldPolicy | null }> {
    const parsed = parseDomainName(input);
    if (!parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
    const found = await renewals.find(parsed.ascii);
    if (!found) throw new AppError(ErrorCode.DomainNotRegistered, 404, { field: 'domain' });
    if (userId !== undefined && found.userId !== userId) throw new AppError(ErrorCode.RenewNotAllowed, 403, { field: 'domain' });
    const info = await registry.info(found.name);
    if (!info || !info.sponsoredByUs || info.rgpStatus === 'pendingDelete')
      throw new AppError(ErrorCode.DomainNotRegistered, 409, { field: 'domain' });
    if (info.rgpStatus && REDEMPTION.has(info.rgpStatus)) throw new AppError(ErrorCode.DomainInRedemption, 409, { field: 'domain' });
    // The registry's statuses are current; the snapshot may be older.
    return { found: { ...found, rgpStatus: info.rgpStatus, statuses: info.statuses }, policy: await registry.policy(tldOf(found.name)) };
  }

  /** A renew item of the cart by its id: the numeric id of its cart item, or its domain name. */
  async function cartDomain(session: UserSession, id: string): Promise<{ cartId: number; rows: CartItemRow[]; domain: CartItemRow }> {
    const { cartId, rows } = await renewRows(session.user.id);
    let domain: CartItemRow | undefined;
    if (/^\d+$/.test(id)) domain = rows.find((candidate) => candidate.id === Number(id) && candidate.type === 'Domain');
    else {
      const parsed = parseDomainName(id);
      if (!parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'id' });
      domain = rows.find((candidate) => candidate.domain === parsed.ascii && candidate.type === 'Domain');
    }
    if (!domain) throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'id' });
    return { cartId, rows, domain };
  }

  async function insertMailbox(cartId: number, rows: CartItemRow[], domain: string, name: string, level: number): Promise<void> {
    const offers = await prices.offers();
    if (!offers.byTld.get(tldOf(domain))?.mailbox || !MAILBOX_NET[level as MailboxLevel])
      throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'mailbox' });
    // A renewal carries at most one mailbox: the one the domain's term pays for.
    if (rows.some((candidate) => candidate.type === 'Mailbox' && candidate.domain === domain))
      throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'mailbox' });
    const inserted = await carts.insertItem({
      cartId,
      section: 'renew',
      type: 'Mailbox',
      domain,
      name,
      level,
      periodYears: 1,
      premium: false,
      addedAt: clock.now(),
    });
    if (!inserted) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'mailbox' });
  }

  return {
    /** GET /domain/renew/list: the user's names, soonest expiry first, each as a renew item. */
    async list(session: UserSession, query: { pattern?: string; page: number; per_page: number }): Promise<RenewList> {
      const like = query.pattern ? patternToLike(query.pattern) : undefined;
      const page = await renewals.listOwned(session.user.id, like, query.per_page, (query.page - 1) * query.per_page);
      const names = page.rows.map((found) => found.name);
      const [offers, context, byTld, busy, { rows }, premium] = await Promise.all([
        prices.offers(),
        sessions.priceContext(session),
        policies(names),
        renewals.inProgress(names),
        renewRows(session.user.id),
        premiumRenewPrices(registry, names),
      ]);
      const items = page.rows.map((found) =>
        presentItem(found, {
          offers,
          context,
          policy: byTld.get(tldOf(found.name)) ?? null,
          cartRows: rows.filter((candidate) => candidate.domain === found.name),
          inProgress: busy.has(found.name),
          premiumRenewPrice: premium.get(found.name) ?? null,
        }),
      );
      return { items, total: page.total, page: query.page, per_page: query.per_page };
    },

    /** POST /cart/renew/info/{id}: the item with local changes priced, before it is in the cart. */
    async info(session: UserSession, id: string, options: RenewOptions): Promise<RenewItem> {
      const { found, policy } = await ownName(session, id);
      const offered = (await prices.offers()).byTld.get(tldOf(found.name));
      if (options.privacy_level === 1 && !offered?.privacy) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'privacy_level' });
      if (options.trustee === 1 && !offered?.trustee) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'trustee' });
      const [offers, context, busy, premium] = await Promise.all([
        prices.offers(),
        sessions.priceContext(session),
        renewals.inProgress([found.name]),
        premiumRenewPrices(registry, [found.name]),
      ]);
      // Local changes are priced as if the item were not in the cart yet.
      return presentItem(found, {
        offers,
        context,
        policy,
        cartRows: [],
        inProgress: busy.has(found.name),
        premiumRenewPrice: premium.get(found.name) ?? null,
        options,
      });
    },

    /** GET /cart/renew/list. */
    cart: renewCart,

    /** The period options of the user's renew items (GET /cart/list/all shows the same as /cart/renew/list). */
    periodOptions: renewPeriods,

    /**
     * POST /cart/renew/add/domain/{domain}: the user's name with its options into the renew cart.
     * A period outside the name's bounds answers 5308 and adds nothing. The unique index keeps it
     * there once, also when two requests race (1302).
     */
    async add(session: UserSession, input: string, options: RenewOptions): Promise<SectionCart> {
      const { found, policy } = await ownName(session, input);
      const offers = await prices.offers();
      const tld = offers.byTld.get(tldOf(found.name));
      const bounds = renewalBounds(policy, found.expiresAt, clock.now());
      const busy = await renewals.inProgress([found.name]);
      const { cartId, rows } = await renewRows(session.user.id);
      if (rows.some((candidate) => candidate.type === 'Domain' && candidate.domain === found.name))
        throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'domain' });
      const code = problemOf(found, bounds, busy.has(found.name), offers);
      if (code !== null) throw new AppError(code, 409, { field: 'domain' });
      if (options.privacy_level === 1 && !tld?.privacy) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'privacy_level' });
      if ((options.mailbox_level ?? 0) > 0 && !tld?.mailbox) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'mailbox_level' });
      if (options.trustee === 1 && !tld?.trustee) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'trustee' });
      // A period the name does not offer (the TLD's, never beyond ten years from today) is refused, never clamped: as the update.
      if (options.period !== undefined && (options.period < bounds.min || options.period > bounds.max))
        throw new AppError(ErrorCode.RenewPeriodNotAllowed, 400, { field: 'period' });
      if ((await carts.listItems(cartId)).length >= CART_MAX_ITEMS) throw new AppError(ErrorCode.CartFull, 409);
      const premium = await premiumRenewPrices(registry, [found.name]);
      const inserted = await carts.insertItem({
        cartId,
        section: 'renew',
        type: 'Domain',
        domain: found.name,
        periodYears: options.period ?? bounds.min,
        privacyLevel: options.privacy_level ?? (found.privacy && tld?.privacy ? 1 : 0),
        trustee: Boolean(tld?.trustee) && (options.trustee !== undefined ? options.trustee === 1 : hasTrustee(found)),
        ...premiumFields(premium.get(found.name) ?? null),
        addedAt: clock.now(),
      });
      if (!inserted) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'domain' });
      if ((options.mailbox_level ?? 0) > 0)
        await insertMailbox(cartId, [], found.name, options.mailbox_name ?? DEFAULT_MAILBOX_NAME, options.mailbox_level!);
      return renewCart(session);
    },

    /**
     * POST /cart/renew/remove/{id}: the name and its add-ons out. An id or name that is not in the
     * caller's renew cart (another customer's item, or gone already) answers 1072, as the update does.
     */
    async remove(session: UserSession, id: string): Promise<SectionCart> {
      const { cartId, rows } = await renewRows(session.user.id);
      const parsed = /^\d+$/.test(id) ? null : parseDomainName(id);
      if (parsed && !parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'id' });
      // WHOIS privacy for the rest of a term (decision 028) goes alone: it is not a renewal of its name.
      const privacy = parsed ? undefined : rows.find((candidate) => candidate.id === Number(id) && candidate.type === 'Privacy');
      const domain = parsed ? parsed.ascii : rows.find((candidate) => candidate.id === Number(id) && candidate.type === 'Domain')?.domain;
      let removed = 0;
      if (privacy) {
        await carts.deleteItem(cartId, privacy.id);
        removed += 1;
      }
      if (domain) removed += await carts.deleteDomain(cartId, 'renew', domain);
      if (removed === 0) throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'id' });
      return renewCart(session);
    },

    /** POST /cart/renew/update/{id}: period (one of the item's period_options, else 5308), WHOIS privacy or the trustee service. */
    async update(
      session: UserSession,
      id: string,
      change: { period?: number; privacy_level?: number; trustee?: number },
    ): Promise<SectionCart> {
      const { cartId, domain } = await cartDomain(session, id);
      const offers = await prices.offers();
      const tld = offers.byTld.get(tldOf(domain.domain));
      if (change.privacy_level === 1 && !tld?.privacy) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'privacy_level' });
      if (change.trustee === 1 && !tld?.trustee) throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'trustee' });
      const update: { periodYears?: number; privacyLevel?: number; trustee?: boolean } = {};
      if (change.period !== undefined) {
        const found = await renewals.find(domain.domain);
        if (!found || found.userId !== session.user.id) throw new AppError(ErrorCode.RenewNotAllowed, 403, { field: 'id' });
        const bounds = renewalBounds(await registry.policy(tldOf(domain.domain)), found.expiresAt, clock.now());
        if (bounds.max < bounds.min) throw new AppError(ErrorCode.RenewNotAllowed, 409, { field: 'period' });
        // A period the item does not offer is refused, never saved as another one.
        if (change.period < bounds.min || change.period > bounds.max)
          throw new AppError(ErrorCode.RenewPeriodNotAllowed, 400, { field: 'period' });
        update.periodYears = change.period;
      }
      if (change.privacy_level !== undefined) update.privacyLevel = change.privacy_level;
      if (change.trustee !== undefined) update.trustee = change.trustee === 1;
      if (Object.keys(update).length > 0) await carts.updateItem(cartId, domain.id, update);
      return renewCart(session);
    },

    /** POST /cart/renew/add/{id}/privacy, /mailbox or /trustee. */
    async addAddOn(
      session: UserSession,
      id: string,
      addon: 'privacy' | 'mailbox' | 'trustee',
      body: { name?: string; level?: number },
    ): Promise<SectionCart> {
      const { cartId, rows, domain } = await cartDomain(session, id);
      if (addon === 'trustee') {
        if (!(await prices.offers()).byTld.get(tldOf(domain.domain))?.trustee)
          throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'trustee' });
        if (domain.trustee) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'trustee' });
        await carts.updateItem(cartId, domain.id, { trustee: true });
      } else if (addon === 'privacy') {
        if (!(await prices.offers()).byTld.get(tldOf(domain.domain))?.privacy)
          throw new AppError(ErrorCode.AddOnNotOffered, 409, { field: 'privacy_level' });
        if (domain.privacyLevel === 1) throw new AppError(ErrorCode.AlreadyInCart, 409, { field: 'privacy_level' });
        await carts.updateItem(cartId, domain.id, { privacyLevel: 1 });
      } else {
        await insertMailbox(cartId, rows, domain.domain, body.name ?? DEFAULT_MAILBOX_NAME, body.level ?? 1);
      }
      return renewCart(session);
    },

    /**
     * POST /cart/renew/remove/{id}/{itemId}: a mailbox out; privacy off when itemId is the domain's
     * own id (both privacy and the trustee live on it: `addon` 'trustee' turns that off instead).
     * A named `addon` only ever changes the domain's own item, never removes a mailbox.
     */
    async removeAddOn(session: UserSession, id: string, itemId: number, addon?: 'privacy' | 'trustee'): Promise<SectionCart> {
      const { cartId, rows, domain } = await cartDomain(session, id);
      if (itemId === domain.id) await carts.updateItem(cartId, domain.id, addon === 'trustee' ? { trustee: false } : { privacyLevel: 0 });
      else if (addon === undefined) {
        const mailbox = rows.find(
          (candidate) => candidate.id === itemId && candidate.type === 'Mailbox' && candidate.domain === domain.domain,
        );
        if (!mailbox) throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'itemId' });
        await carts.deleteItem(cartId, mailbox.id);
      } else throw new AppError(ErrorCode.CartItemNotFound, 404, { field: 'itemId' });
      return renewCart(session);
    },

    /** GET /domain/renew/lookup (simple renew, visitors too): what the shop may tell about a name. */
    async lookup(session: SessionContext, input: string): Promise<RenewLookup> {
      const parsed = parseDomainName(input);
      if (!parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
      const [info, offers, context, premium] = await Promise.all([
        registry.info(parsed.ascii),
        prices.offers(),
        sessions.priceContext(session),
        premiumRenewPrices(registry, [parsed.ascii]),
      ]);
      const tld = offers.byTld.get(parsed.tld);
      const ours = Boolean(info?.sponsoredByUs);
      // The expiry is public registration data (WHOIS/RDAP); the owner is not named.
      return {
        domain: parsed.ascii,
        domain_utf8: toDisplayName(parsed.ascii),
        registered_with_us: ours,
        expiry: ours ? info!.expiresAt.toISOString() : null,
        in_redemption: ours && Boolean(info!.rgpStatus && REDEMPTION.has(info!.rgpStatus)),
        price_per_year: tld
          ? priceView(
              netOf([row({ type: 'Domain', domain: parsed.ascii, ...premiumFields(premium.get(parsed.ascii) ?? null) })], offers) ??
                tld.net.renewal,
              context,
            )
          : null,
      };
    },

    /**
     * A name that may be renewed now by whoever pays (the renewal link, decision 026): its holder
     * and renewal bounds, or the renewal's refusal (5303, 5304, 5201; 5305 while a paid renewal
     * of it runs). A renewal still waiting for its payment does not refuse: paying replaces it.
     * `deleteOn`: the day the name is deleted if this term stays unpaid (decision 021).
     */
    async renewableName(
      input: string,
    ): Promise<{ found: RenewableRow & { userId: number }; bounds: { min: number; max: number }; deleteOn: Date }> {
      const { found, policy } = await heldName(input);
      const bounds = renewalBounds(policy, found.expiresAt, clock.now());
      const code = problemOf(found, bounds, (await renewals.paidInProgress([found.name])).size > 0, await prices.offers());
      if (code !== null) throw new AppError(code, 409, { field: 'domain' });
      return { found, bounds, deleteOn: await deleteDayOf(found, policy) };
    },

    /**
     * At checkout of the renew cart (inside nothing: before the payment is created): every name is
     * still the user's and no renewal of it is paid and running (5201, 5305).
     */
    async checkCheckout(userId: number, domains: string[]): Promise<void> {
      const owned = await renewals.paidExpiries(userId, domains);
      if (domains.some((domain) => !owned.has(domain))) throw new AppError(ErrorCode.RenewNotAllowed, 409, { field: 'domain' });
      if ((await renewals.paidInProgress(domains)).size > 0) throw new AppError(ErrorCode.RenewInProgress, 409, { field: 'domain' });
    },

    /**
     * The checkout's bank-transfer cut-off (payment.service `transferCutoffs`): the names whose
     * unpaid delete day (decision 021) a transfer started now would not reach.
     */
    async lateForTransfer(domains: string[]): Promise<Array<{ domain: string; deleteOn: Date }>> {
      const late: Array<{ domain: string; deleteOn: Date }> = [];
      for (const domain of domains) {
        const found = await renewals.find(domain);
        if (!found) continue;
        const deleteOn = await deleteDayOf(found);
        if (!transferArrivesInTime(deleteOn, clock.now())) late.push({ domain, deleteOn });
      }
      return late;
    },

    /** The paid expiries of the user's names, for the renew jobs' payload at payment time. */
    paidExpiries: (userId: number, domains: string[]) => renewals.paidExpiries(userId, domains),
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
