import type { PaymentStatusView } from '@common/api/payment.contract';
import {
  RENEWAL_LINK_METHODS,
  RENEWAL_LINK_VALID_HOURS,
  type RenewalLinkOffer,
  type RenewalLinkSent,
} from '@common/api/renewal-link.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import type { RenewalLinkRow, UserRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { ClientInfo } from '../../lib/client-info';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import type { RegistryGateway } from '../../registry/registry-gateway';
import { addYears } from '../../registry/sandbox/sandbox-lifecycle';
import type { CartQuote } from '../cart/cart-quote';
import type { DomainQuoter } from '../lifecycle/domain-quote';
import { contactOf, transferArrivesInTime } from '../lifecycle/lifecycle.service';
import type { MailService } from '../mail/mail.service';
import { RENEWAL_LINK_KEY_PREFIX } from '../payment/payment-return-path';
import { PriceChangedError, type PaymentService } from '../payment/payment.service';
import { billingCurrencyOf } from '../prepaid-account/prepaid-account.service';
import type { SessionContext } from '../session/session.service';
import { guard, limitKeys } from '../user/account-limits';
import type { UserRepository } from '../user/user.repository';
import { issueRenewalLink } from './renewal-link-issue';
import type { RenewalLinkRepository } from './renewal-link.repository';
import type { RenewalService } from './renewal.service';

/**
 * A renewal link's payments have idempotency keys in this namespace (`renewal-link:<link id>:<key>`):
 * they belong to the holder, whose own keys never collide with them, and the gateway sends their
 * payer back to the link's status page instead of the logged-in checkout status (payment-return-path.ts).
 */
const KEY_PREFIX = RENEWAL_LINK_KEY_PREFIX;

const HOUR_MS = 60 * 60_000;
/**
 * How long a link is kept after it ran out: the payer's status page (a payment by bank transfer
 * is settled days later) still answers with it; then the row goes, and the token opens nothing.
 */
export const RENEWAL_LINK_KEPT_DAYS = 30;
const clamp = (value: number, bounds: { min: number; max: number }) => Math.min(Math.max(value, bounds.min), bounds.max);

/**
 * Renewal without logging in (spec §2.1 "simple renew"; docs/decisions/026). A visitor names a
 * domain; the shop mails its holder a link that is good for 72 hours and for that name only (the links
 * in renewal reminders last until the unpaid name would be deleted).
 * Holding the link is the proof: whoever has it may pay that name's renewal with a card, PayPal or
 * a bank transfer (never the holder's balance). The order, its invoice and its mails are the
 * holder's, priced with the VAT of the holder's billing address, and the renewal runs through the
 * same renew job as any other (decision 020).
 */
export function createRenewalLinkService(deps: {
  links: RenewalLinkRepository;
  renewals: Pick<RenewalService, 'renewableName'>;
  users: Pick<UserRepository, 'findById'>;
  registry: Pick<RegistryGateway, 'info'>;
  quoter: DomainQuoter;
  payments: Pick<PaymentService, 'payQuote' | 'statusWhere' | 'presentQuote'>;
  mail: Pick<MailService, 'lifecycle'>;
  limiter: AttemptLimiter;
  /** Apple Pay exists only in the test environment (spec §1). */
  testEnvironment: boolean;
  clock: Clock;
}) {
  const { links, renewals, users, quoter, payments, clock } = deps;
  const allMethods = RENEWAL_LINK_METHODS.filter((method) => deps.testEnvironment || method !== 'apple_pay');
  /** The methods by which the money still arrives before the name's delete day. */
  const methodsUntil = (deleteOn: Date) =>
    transferArrivesInTime(deleteOn, clock.now()) ? allMethods : allMethods.filter((method) => method !== 'bank_transfer');
  const invalid = () => new AppError(ErrorCode.RenewalLinkInvalid, 404, { field: 'token' });
  const used = () => new AppError(ErrorCode.RenewalLinkUsed, 409, { field: 'token' });
  /** The term the link was made for has been renewed since (links from before term_expires_at never spend this way). */
  const termMoved = (link: RenewalLinkRow, expiresAt: Date) =>
    link.termExpiresAt !== null && expiresAt.getTime() !== link.termExpiresAt.getTime();

  /** The link of a token: known and, unless `expiredToo`, still good for paying. */
  async function linkOf(token: string, expiredToo = false): Promise<RenewalLinkRow> {
    const link = await links.byTokenHash(sha256(token));
    if (!link || (!expiredToo && link.expiresAt <= clock.now())) throw invalid();
    return link;
  }

  /**
   * A name as it may be renewed now, with its holder; with `link`, only for the holder it was
   * mailed to (a new holder voids it) and only while the term it was made for runs (a renewal
   * since, by whatever way, has spent it).
   */
  async function renewable(domain: string, link?: RenewalLinkRow) {
    const { found, bounds, deleteOn } = await renewals.renewableName(domain);
    if (link && found.userId !== link.userId) throw invalid();
    if (link && termMoved(link, found.expiresAt)) throw used();
    const holder = await users.findById(found.userId);
    if (!holder || holder.status === 'suspended') throw new AppError(ErrorCode.RenewNotAllowed, 409, { field: 'domain' });
    return { found, bounds, holder, methods: methodsUntil(deleteOn) };
  }

  async function quoteFor(session: SessionContext, holder: UserRow, domain: string, period: number): Promise<CartQuote> {
    const quote = await quoter.quote(holder, { section: 'renew', domain, periodYears: period }, billingCurrencyOf(session));
    // The TLD is no longer sold: nothing can be charged.
    if (!quote) throw new AppError(ErrorCode.RenewNotAllowed, 409, { field: 'domain' });
    return quote;
  }

  return {
    /**
     * POST /domain/renew/simple/link: mails the holder of a renewable name a renewal link. Every
     * request counts against the name and the address (429 with Retry-After), so nobody can flood
     * a holder's mailbox. The answer never names the address the link went to.
     */
    async request(session: SessionContext, input: string, client: ClientInfo): Promise<RenewalLinkSent> {
      const parsed = parseDomainName(input);
      if (!parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
      const keys = limitKeys.renewalLink(parsed.ascii, client.ip);
      await guard(deps.limiter, keys);
      await deps.limiter.record(keys);
      const { found, holder } = await renewable(parsed.ascii);
      const now = clock.now();
      const link = await issueRenewalLink(links, {
        userId: holder.id,
        domain: found.name,
        termExpiresAt: found.expiresAt,
        now,
        expiresAt: new Date(now.getTime() + RENEWAL_LINK_VALID_HOURS * HOUR_MS),
      });
      deps.mail.lifecycle(holder.login, holder.language, {
        kind: 'renewal-link',
        domain: toDisplayName(found.name),
        expiresAt: found.expiresAt,
        linkExpiresAt: link.row.expiresAt,
        link: link.path,
      });
      return { domain: found.name, domain_utf8: toDisplayName(found.name), valid_hours: RENEWAL_LINK_VALID_HOURS };
    },

    /** GET /domain/renew/simple/offer: the link's name, the period (clamped) and the binding quote. */
    async offer(session: SessionContext, token: string, requestedPeriod: number | undefined): Promise<RenewalLinkOffer> {
      const link = await linkOf(token);
      const { found, bounds, holder, methods } = await renewable(link.domain, link);
      const period = clamp(requestedPeriod ?? bounds.min, bounds);
      const quote = await quoteFor(session, holder, found.name, period);
      return {
        domain: found.name,
        domain_utf8: toDisplayName(found.name),
        expiry: found.expiresAt.toISOString(),
        new_expiry: addYears(found.expiresAt, period).toISOString(),
        period,
        min_period: bounds.min,
        max_period: bounds.max,
        link_expires_at: link.expiresAt.toISOString(),
        quote: await payments.presentQuote(quote, session),
        methods: [...methods],
      };
    },

    /**
     * POST /domain/renew/simple/pay: the holder's renew order for the link's name, paid on the
     * gateway's hosted page or by bank transfer. A period outside the name's bounds refuses with
     * 5308; a price that changed since the offer refuses with the new quote (3022); a renewal of
     * the name paid meanwhile refuses with 5305.
     */
    async pay(
      session: SessionContext,
      input: { token: string; period: number; method: (typeof RENEWAL_LINK_METHODS)[number]; idempotencyKey: string; fingerprint: string },
    ): Promise<PaymentStatusView> {
      const link = await linkOf(input.token);
      const { found, bounds, holder, methods } = await renewable(link.domain, link);
      if (!methods.includes(input.method)) throw new AppError(ErrorCode.PaymentMethodUnavailable, 400, { field: 'method' });
      // A period the name does not offer now is refused, never paid as another one (decision 071); the offer shows the bounds.
      if (input.period < bounds.min || input.period > bounds.max)
        throw new AppError(ErrorCode.RenewPeriodNotAllowed, 400, { field: 'period' });
      const quote = await quoteFor(session, holder, found.name, input.period);
      if (quote.fingerprint !== input.fingerprint) throw new PriceChangedError(await payments.presentQuote(quote, session));
      const info = await deps.registry.info(found.name);
      if (!info) throw new AppError(ErrorCode.DomainNotRegistered, 409, { field: 'domain' });
      return payments.payQuote({
        userId: holder.id,
        idempotencyKey: `${KEY_PREFIX}${link.id}:${input.idempotencyKey}`,
        quote,
        method: input.method,
        contact: contactOf(info, holder.login),
        // The holder's order: its mails and invoice speak the holder's language.
        language: holder.language,
        // POST /domain/renew/simple/pay refuses a payment without the consent (3030), so it was given now (decision 061).
        withdrawalConsentAt: clock.now(),
        async prepare(repos) {
          // One payment of the name at a time; the checks below then see every earlier one.
          const owner = await repos.renewalLinks.lockDomain(found.name);
          if (owner?.userId !== link.userId) throw invalid();
          // Renewed between the checks above and this lock (the balance at expiry, another payment).
          if (termMoved(link, owner.expiresAt)) throw used();
          if ((await repos.renewals.paidInProgress([found.name])).size > 0)
            throw new AppError(ErrorCode.RenewInProgress, 409, { field: 'domain' });
        },
      });
    },

    /** Deletes the links that ran out more than RENEWAL_LINK_KEPT_DAYS ago (the hourly clean-up of main.ts). */
    deleteStale(): Promise<number> {
      return links.deleteExpiredBefore(new Date(clock.now().getTime() - RENEWAL_LINK_KEPT_DAYS * 24 * HOUR_MS));
    },

    /** GET /domain/renew/simple/status/{paymentId}: a payment made with this link, also after the link ran out. */
    async status(session: SessionContext, paymentId: number, token: string): Promise<PaymentStatusView> {
      const link = await linkOf(token, true);
      return payments.statusWhere(
        paymentId,
        session.language,
        async (payment) => payment.userId === link.userId && payment.idempotencyKey.startsWith(`${KEY_PREFIX}${link.id}:`),
      );
    },
  };
}

export type RenewalLinkService = ReturnType<typeof createRenewalLinkService>;
