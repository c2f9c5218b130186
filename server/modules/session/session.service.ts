import type { Localization } from '@common/api/session.contract';
import type { PriceContext } from '@common/money/price-view';
import type { Language } from '@common/i18n/languages';
import type { Currency } from '@common/money/currency';
import type { Clock } from '../../lib/clock';
import type { ClientInfo } from '../../lib/client-info';
import { randomToken, sha256 } from '../../lib/tokens';
import type { SessionRow, UserRow } from '../../db/schema/index';
import type { ReferenceDataService } from '../config/reference-data.service';
import { AppError } from '../../http/app-error';
import type { SessionRepository, SessionWithUser } from './session.repository';
import { createSessionCache } from './session-cache';
import type { VisitorToken, VisitorTokens } from './visitor-token';
import { storedViesState } from '../vat/vat-check.service';
import { countryFromBilling, vatCountryOf, vatFor, vatSubjectOf } from '../vat/customer-vat';

/** What a request knows of its session once it is loaded. */
export interface SessionContext {
  /** The token from the cookie; the client sees it as `session_id`. */
  token: string;
  tokenHash: string;
  csrfToken: string;
  language: Language;
  currency: Currency;
  country: string;
  cookieConsent: boolean | null;
  /** A visitor's cart; a logged-in user's cart belongs to the user. */
  cartId: number | null;
  user: UserRow | null;
  /** The user whose second factor this session awaits after a correct password, while that is fresh. */
  pendingUserId: number | null;
  /**
   * Set while the session is a visitor's that has no row yet (decision 036): its token and csrf
   * token are signed, and the row is written with the same token at the first change.
   */
  unsaved: UnsavedSession | null;
}

export interface UnsavedSession {
  issuedAt: Date;
  /** What the row will record of the client when it is written. */
  network: string | null;
  userAgent: string | null;
}

/** What a visitor without a stored session starts with: the browser's language, and the client for the row. */
export interface VisitorInfo {
  language: Language;
  client?: ClientInfo;
}

// Writing last-seen on every request would turn each read into a write; once in five minutes is
// precise enough for an idle timeout counted in days.
const TOUCH_INTERVAL_MS = 5 * 60_000;

export const DEFAULT_COUNTRY = 'DE';
export const DEFAULT_CURRENCY: Currency = 'EUR';

export function createSessionService(deps: {
  repository: SessionRepository;
  referenceData: ReferenceDataService;
  visitorTokens: VisitorTokens;
  clock: Clock;
  idleMinutes: number;
  cacheSeconds: number;
}) {
  const { repository, referenceData, visitorTokens, clock } = deps;
  const cache = createSessionCache({ ttlMs: deps.cacheSeconds * 1000, maxEntries: 20_000 });
  const idleMs = deps.idleMinutes * 60_000;

  async function create(init: {
    language: Language;
    currency?: Currency;
    country?: string;
    cookieConsent?: boolean | null;
    userId?: number | null;
    cartId?: number | null;
    client?: ClientInfo;
  }): Promise<SessionContext> {
    const now = clock.now();
    const token = randomToken();
    const session = {
      tokenHash: sha256(token),
      csrfToken: randomToken(),
      userId: init.userId ?? null,
      language: init.language,
      currency: init.currency ?? DEFAULT_CURRENCY,
      country: init.country ?? DEFAULT_COUNTRY,
      cookieConsent: init.cookieConsent ?? null,
      cartId: init.cartId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + idleMs),
      ip: init.client?.network ?? null,
      userAgent: init.client?.userAgent ?? null,
    };
    await repository.insert(session);
    return {
      token,
      tokenHash: session.tokenHash,
      csrfToken: session.csrfToken,
      language: session.language,
      currency: session.currency,
      country: session.country,
      cookieConsent: session.cookieConsent,
      cartId: session.cartId,
      user: null,
      pendingUserId: null,
      unsaved: null,
    };
  }

  function contextOf(token: string, found: SessionWithUser, now: Date): SessionContext {
    const { session, user } = found;
    return {
      token,
      tokenHash: session.tokenHash,
      csrfToken: session.csrfToken,
      language: session.language,
      currency: session.currency,
      country: session.country,
      cookieConsent: session.cookieConsent,
      cartId: session.cartId,
      user: user && user.status !== 'suspended' ? user : null,
      pendingUserId: pendingOf(session, now),
      unsaved: null,
    };
  }

  /** A visitor session that exists only in its signed token, with the shop's defaults. */
  function unsavedContext(token: VisitorToken, client: ClientInfo | undefined): SessionContext {
    return {
      token: token.token,
      tokenHash: sha256(token.token),
      csrfToken: token.csrfToken,
      language: token.language,
      currency: DEFAULT_CURRENCY,
      country: DEFAULT_COUNTRY,
      cookieConsent: null,
      cartId: null,
      user: null,
      pendingUserId: null,
      unsaved: { issuedAt: token.issuedAt, network: client?.network ?? null, userAgent: client?.userAgent ?? null },
    };
  }

  /**
   * Writes the row of a visitor session at its first change, under the same token and csrf token,
   * and answers the stored session. When a parallel request (here or in another process) wrote it
   * first, that row is the session; when it was ended meanwhile, the request is refused (2201).
   */
  async function ensureSaved(session: SessionContext): Promise<SessionContext> {
    if (!session.unsaved) return session;
    const now = clock.now();
    cache.delete(session.tokenHash);
    const row = {
      tokenHash: session.tokenHash,
      csrfToken: session.csrfToken,
      userId: null,
      language: session.language,
      currency: session.currency,
      country: session.country,
      cookieConsent: session.cookieConsent,
      cartId: null,
      // The token's issue time: the row is kept at least as long as the token could be valid by itself.
      createdAt: session.unsaved.issuedAt,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + idleMs),
      ip: session.unsaved.network,
      userAgent: session.unsaved.userAgent,
    };
    if (await repository.insertIfAbsent(row)) return { ...session, unsaved: null };
    const found = await repository.find(session.tokenHash);
    if (!found || found.session.expiresAt <= now) throw AppError.sessionInvalid();
    return contextOf(session.token, found, now);
  }

  /** Ends a session: a visitor token's row stays behind expired, so that the token cannot start afresh. */
  async function end(session: SessionContext): Promise<void> {
    cache.delete(session.tokenHash);
    const signed = visitorTokens.verify(session.token);
    if (!signed) return repository.delete(session.tokenHash);
    await repository.retire(
      {
        tokenHash: session.tokenHash,
        csrfToken: session.csrfToken,
        language: session.language,
        currency: session.currency,
        country: session.country,
        createdAt: signed.issuedAt,
        expiresAt: clock.now(),
      },
      clock.now(),
    );
  }

  /**
   * The VAT of what the session is shown, by the rule every quote follows (vat/customer-vat.ts,
   * decision 069): a customer's billing address decides, the settings country only without one.
   * Business customers (business flag and VAT ID in the billing address) are shown as such; those
   * in another EU country than the seller's pay no VAT (reverse charge) once VIES has confirmed
   * their VAT ID (the stored answer, no VIES call here; a quote may ask VIES again).
   */
  async function taxOf(session: SessionContext): Promise<{ vatRate: number; business: boolean }> {
    const user = session.user;
    const subject = vatSubjectOf(session, user ? storedViesState(user, clock.now()) : null);
    const { vatRate } = await vatFor(referenceData, subject);
    return { vatRate, business: subject.business && subject.vatId !== '' };
  }

  function pendingOf(row: SessionRow, now: Date): number | null {
    return row.pendingUserId !== null && row.pendingUntil !== null && row.pendingUntil > now ? row.pendingUserId : null;
  }

  return {
    /**
     * A visitor's session without a row (decision 036): signed, so the cookie holds it until the
     * first change. Nothing is written.
     */
    startVisitor(visitor: VisitorInfo): SessionContext {
      return unsavedContext(visitorTokens.issue(clock.now(), visitor.language), visitor.client);
    },

    /**
     * The live session of a cookie token, or null when it is unknown, forged or expired. A visitor
     * token without a row is a session while it is younger than the idle time; `client` is what
     * its row will record once written.
     */
    async resume(token: string, client: () => ClientInfo | undefined = () => undefined): Promise<SessionContext | null> {
      const now = clock.now();
      const tokenHash = sha256(token);
      // An entry keeps the time it was read from the database: refreshing it on every cache hit
      // would let a busy session outlive a logout on another process (decision 003).
      let found = cache.get(tokenHash, now.getTime());
      const fromCache = found !== undefined;
      if (found === undefined) found = await repository.find(tokenHash);
      if (found === null) {
        const signed = visitorTokens.verify(token);
        if (!signed || signed.issuedAt.getTime() + idleMs <= now.getTime()) return null;
        if (!fromCache) cache.set(tokenHash, null, now.getTime());
        return unsavedContext(signed, client());
      }
      // Expired, or ended while its token would still be valid by itself.
      if (found.session.expiresAt <= now) return null;
      if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(now.getTime() + idleMs);
        // A missing row means the session ended elsewhere since it was cached.
        if (!(await repository.touch(tokenHash, now, expiresAt))) {
          cache.delete(tokenHash);
          return null;
        }
        found = { ...found, session: { ...found.session, lastSeenAt: now, expiresAt } };
        cache.set(tokenHash, found, now.getTime());
      } else if (!fromCache) {
        cache.set(tokenHash, found, now.getTime());
      }
      return contextOf(token, found, now);
    },

    /**
     * Replaces a session by a new one with a new token and csrf token, keeping the visitor's
     * choices. Used at login and logout so that a token seen before cannot be used after
     * (session fixation). The visitor's cart stays with the new session only while no one is
     * logged in (at login it is merged into the user's cart; logout leaves it behind).
     */
    async rotate(current: SessionContext, user: UserRow | null, client?: ClientInfo): Promise<SessionContext> {
      await end(current);
      const keepCart = user === null && current.user === null ? current.cartId : null;
      // A customer's billing country is their home country (spec §4): it sets the VAT rate.
      const country = user?.billingCountry ?? current.country;
      const next = await create({
        language: current.language,
        currency: current.currency,
        country,
        cookieConsent: current.cookieConsent,
        userId: user?.id ?? null,
        cartId: keepCart,
        client,
      });
      return { ...next, user };
    },

    /** Remembers that the password of `userId` was right and a second factor is due, for `ttlMs`. */
    async setPending(current: SessionContext, userId: number | null, ttlMs = 5 * 60_000): Promise<SessionContext> {
      const session = await ensureSaved(current);
      cache.delete(session.tokenHash);
      await repository.setPending(session.tokenHash, userId === null ? null : { userId, until: new Date(clock.now().getTime() + ttlMs) });
      return { ...session, pendingUserId: userId };
    },

    /** The user's live sessions, most recently used first. */
    listOfUser: (userId: number) => repository.listLiveOfUser(userId, clock.now()),

    /** Ends every session of the user except `keep` (all of them when it is null); answers how many ended. */
    async endSessionsOfUser(userId: number, keep: SessionContext | null): Promise<number> {
      cache.deleteUser(userId);
      return repository.deleteOfUser(userId, keep?.tokenHash ?? null);
    },

    /** The session with its user's row read anew (after the user's data changed). */
    async refreshUser(session: SessionContext, user: UserRow): Promise<SessionContext> {
      cache.deleteUser(user.id);
      return { ...session, user };
    },

    async setLocalization(
      current: SessionContext,
      choice: { language: Language; currency: Currency; country: string },
    ): Promise<SessionContext> {
      const session = await ensureSaved(current);
      cache.delete(session.tokenHash);
      await repository.update(session.tokenHash, choice);
      return { ...session, ...choice };
    },

    /** Gives the session this new cart, unless a concurrent request gave it one first; answers the session's cart. */
    async claimCart(current: SessionContext, cartId: number): Promise<SessionContext> {
      const session = await ensureSaved(current);
      cache.delete(session.tokenHash);
      const kept = await repository.claimCart(session.tokenHash, cartId);
      return { ...session, cartId: kept };
    },

    async setCookieConsent(current: SessionContext, consent: boolean): Promise<SessionContext> {
      const session = await ensureSaved(current);
      cache.delete(session.tokenHash);
      await repository.update(session.tokenHash, { cookieConsent: consent });
      return { ...session, cookieConsent: consent };
    },

    async localizationOf(session: SessionContext): Promise<Localization> {
      const tax = await taxOf(session);
      return {
        language: session.language,
        currency: session.currency,
        // A customer with a billing address is located there (decision 069); the settings show that country.
        country: vatCountryOf(session),
        country_from_billing: countryFromBilling(session.user),
        vat_rate: tax.vatRate,
        business_customer: tax.business,
        tracking: session.cookieConsent === true,
      };
    },

    /** What prices are shown in for this session: its language, currency and VAT rate. */
    async priceContext(session: SessionContext): Promise<PriceContext> {
      const data = await referenceData.get();
      return { language: session.language, currency: session.currency, vatRate: (await taxOf(session)).vatRate, rates: data.exchangeRates };
    },

    deleteExpired: () => repository.deleteExpired(clock.now(), new Date(clock.now().getTime() - idleMs)),
    /** Forget cached copies of a user's sessions after the user's data changed. */
    forgetUser: (userId: number) => cache.deleteUser(userId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
