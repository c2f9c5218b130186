import { randomBytes } from 'node:crypto';
import type {
  PaymentInit,
  PaymentMethodName,
  PaymentOption,
  PaymentSettings,
  PaymentStatusView,
  PayType,
  QuoteView,
  RegistrantContact,
  SaveContactResult,
} from '@common/api/payment.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import type { OrderRow, PaymentRow, PrepaidAccountRow, UserRow } from '../../db/schema/index';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/tokens';
import type { CartQuote } from '../cart/cart-quote';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { JobWorker } from '../jobs/job-worker';
import { mailboxLineFields } from '../mailbox/mailbox-provisioning';
import type { NewOrderItem } from '../order/order.repository';
import { orderFromQuote } from '../order/order-from-quote';
import { billingCurrencyOf, type PrepaidAccountService } from '../prepaid-account/prepaid-account.service';
import type { SessionContext } from '../session/session.service';
import type { VatCheckService, ViesState } from '../vat/vat-check.service';
import type { CurrentRegistrantsLookup } from './current-registrants';
import { paymentMessages } from './payment-messages';
import { paymentMethodsFor } from './payment-methods';
import {
  presentAccount,
  presentFootnotes,
  presentQuote as presentQuoteView,
  presentTerms,
  transferTooLateReason,
} from './payment.presenter';
import { PROVISIONING_JOBS, type PaymentSettlement } from './payment-settlement';
import type { PaymentStatuses } from './payment-status';
import { createUnpaidOrders } from './unpaid-orders';
import { checkoutVatSubjectOf } from '../vat/customer-vat';

export interface CartQuoterPort {
  quote(
    cartId: number,
    section: CartQuote['section'],
    billing: { country: string; business: boolean; vatId: string; currency: 'EUR' | 'USD'; vies?: ViesState | null },
  ): Promise<CartQuote>;
}
/** Counts coupon uses inside the payment's transaction (server/modules/cart/coupon-redemption.ts). */
export interface CouponRedemptionsPort {
  redeemQuoteCoupons(
    coupons: Repositories['coupons'],
    quote: Pick<CartQuote, 'lines'>,
    order: { userId: number; orderRef: string },
  ): Promise<string[]>;
  /** Frees the uses of an order whose payment was declined, in the same transaction. */
  releaseOrderCoupons(coupons: Repositories['coupons'], orderRef: string): Promise<number>;
}

type UserSession = SessionContext & { user: UserRow };

/** Checks of a section's names at its checkout (e.g. renewals: still the user's, none running twice). */
export type CheckoutGuard = (userId: number, domains: string[]) => Promise<void>;
/** Per cart section: the names a bank transfer started now would reach too late, with the day each is deleted unpaid. */
export type TransferCutoff = (domains: string[]) => Promise<Array<{ domain: string; deleteOn: Date }>>;

const domainsOf = (quote: CartQuote) => [...new Set(quote.lines.filter((line) => line.type === 'Domain').map((line) => line.domain))];

/** A changed price: the commit is refused and the new quote shown (3022). */
export class PriceChangedError extends AppError {
  constructor(public readonly quote: QuoteView) {
    super(ErrorCode.PriceChanged, 409);
  }
}

function newAuthInfo(): string {
  // 96 random bits plus a digit and a sign, as registries ask for mixed characters.
  return `${randomBytes(12).toString('base64url')}9!`;
}

/**
 * The payment flow of spec §4 and §7 (init, settings, save contact, commit, status) and payments
 * of quotes outside a cart (renewal links); how a payment ends is `payment-settlement.ts`
 * (docs/decisions/015-payments-ledger-and-orders.md).
 */
export function createPaymentService(deps: {
  unitOfWork: UnitOfWork;
  accounts: PrepaidAccountService;
  quoter: CartQuoterPort;
  coupons?: CouponRedemptionsPort;
  /** Per cart section: refuses a checkout whose names may not be provisioned (throws an AppError). */
  checkoutGuards?: Partial<Record<CartQuote['section'], CheckoutGuard>>;
  /** Per cart section: when a bank transfer is no longer offered (a renewal just before the unpaid name's delete). */
  transferCutoffs?: Partial<Record<CartQuote['section'], TransferCutoff>>;
  /** The current registrants of the user's names: renew and restore keep them, so their checkouts ask for no contact. */
  registrants?: CurrentRegistrantsLookup;
  referenceData: ReferenceDataService;
  /** VIES checks of an EU business's VAT ID before reverse charge (docs/decisions/006); without it such a VAT ID counts as unchecked. */
  vatChecks?: Pick<VatCheckService, 'stateFor'>;
  statuses: PaymentStatuses;
  settlement: Pick<PaymentSettlement, 'afterOrderPaid' | 'scheduleExpiry'>;
  worker: Pick<JobWorker, 'wake'>;
  clock: Clock;
  /** The test environment (ote): Apple Pay is offered only there (spec §1). */
  testEnvironment: boolean;
}) {
  const { unitOfWork, accounts, quoter, referenceData, worker, clock } = deps;
  const { statusOf } = deps.statuses;
  const { afterOrderPaid, scheduleExpiry } = deps.settlement;
  const methodsFor = (type: PayType) => paymentMethodsFor(type, deps.testEnvironment);

  /** The names of the quote a bank transfer would reach too late (none outside the sections that have a cut-off). */
  async function lateForTransfer(type: PayType, quote: CartQuote | null): Promise<Array<{ domain: string; deleteOn: Date }>> {
    if (type === 'account' || !quote) return [];
    return (await deps.transferCutoffs?.[type]?.(domainsOf(quote))) ?? [];
  }

  /** The payment options, with the bank transfer disabled (and why) when it would arrive after a name's delete. */
  async function optionsWithCutoff(
    type: PayType,
    account: PrepaidAccountRow | undefined,
    quote: CartQuote | null,
    language: Language,
  ): Promise<PaymentOption[]> {
    const list = options(type, account, quote, language);
    const late = await lateForTransfer(type, quote);
    if (late.length === 0) return list;
    const reason = transferTooLateReason(late, language);
    return list.map((option) => (option.method === 'bank_transfer' ? { method: option.method, available: false, reason } : option));
  }

  function options(
    type: PayType,
    account: PrepaidAccountRow | undefined,
    amount: { gross: number; currency: 'EUR' | 'USD' } | null,
    language: Language,
  ): PaymentOption[] {
    const messages = paymentMessages(language);
    return methodsFor(type).map((method) => {
      if (method !== 'balance') return { method, available: true, reason: null };
      if (!account) return { method, available: false, reason: messages.noPrepaidAccount };
      if (amount && account.currency !== amount.currency) {
        return { method, available: false, reason: messages.balanceCurrencyMismatch(account.currency, amount.currency) };
      }
      if (amount && account.balance < amount.gross) return { method, available: false, reason: messages.balanceTooLow };
      return { method, available: true, reason: null };
    });
  }

  async function quoteOf(session: UserSession, section: CartQuote['section']): Promise<CartQuote | null> {
    const cartId = await unitOfWork.repos.orders.userCartId(session.user.id);
    if (cartId === null) return null;
    const user = session.user;
    const vies = (await deps.vatChecks?.stateFor(user)) ?? null;
    // The billing address decides (vat/customer-vat.ts, decision 069); without one, the contact the
    // order records and the invoice prints, not the settings country (decision 072).
    const priced = (contactCountry: string | null) =>
      quoter.quote(cartId, section, { ...checkoutVatSubjectOf(session, contactCountry, vies), currency: billingCurrencyOf(session) });
    if (user.billingCountry) return priced(null);
    const saved = ((await checkout(session, section))?.contact as { country?: string } | null | undefined)?.country ?? null;
    const quote = await priced(saved);
    // Renew and restore record the names' current registrant instead of a saved contact.
    const recorded = (await unchangedRegistrants(user.id, section, quote))?.[0]?.contact?.country ?? null;
    return recorded && recorded !== (saved ?? session.country) ? priced(recorded) : quote;
  }

  async function presentQuote(quote: CartQuote, session: SessionContext): Promise<QuoteView> {
    return presentQuoteView(quote, session, (await referenceData.get()).exchangeRates);
  }

  /**
   * The pending payment of an order and the order with one item per quote line, in the caller's
   * transaction; `beforeOrder` runs between the two (locks, checks, replacing earlier attempts).
   * Null when a concurrent request with the same idempotency key placed its payment first. A bank
   * transfer gets its reference; every method but the balance gets the job that expires it.
   */
  async function insertPendingOrder(
    repos: Repositories,
    input: {
      userId: number;
      idempotencyKey: string;
      method: PaymentMethodName;
      quote: CartQuote;
      contact: Record<string, unknown>;
      language: Language;
      /** The cart's choices of a line (IDN language, auth code, privacy, trustee); none outside a cart. */
      itemFields?: (line: CartQuote['lines'][number]) => Partial<NewOrderItem>;
      /** A checkout's consent to the start before the withdrawal period ends (decision 061); none without a checkout. */
      withdrawalConsentAt?: Date;
      beforeOrder(): Promise<void>;
      now: Date;
    },
  ): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
    const { quote, method, now } = input;
    // The payer's lock first: the approval of an earlier payment's card page waits for this
    // transaction (or this one for it), so the cart cannot end up paid by both (decision 015).
    await repos.payments.lockPayer(input.userId);
    const payment = await repos.payments.insert({
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      purpose: 'order',
      method,
      status: 'pending',
      amount: quote.gross,
      currency: quote.currency,
      gatewayToken: method === 'card' || method === 'paypal' || method === 'apple_pay' ? randomToken() : null,
      transferReference: null,
      createdAt: now,
    });
    if (!payment) return null;
    await input.beforeOrder();
    const { order } = await repos.orders.insert(
      ...orderFromQuote(
        quote,
        {
          userId: input.userId,
          paymentId: payment.id,
          status: 'pending_payment',
          contact: input.contact,
          language: input.language,
          now,
          withdrawalConsentAt: input.withdrawalConsentAt,
        },
        (line) => ({
          status: 'pending',
          ...input.itemFields?.(line),
        }),
      ),
    );
    if (method === 'bank_transfer') await repos.payments.setTransferReference(payment.id, `DS-${String(payment.id).padStart(8, '0')}`);
    await scheduleExpiry(repos, payment.id, method, now);
    return { payment, order };
  }

  // Orders whose payment will not come are replaced by a new commit (unpaid-orders.ts).
  const supersedeUnpaidOrders = createUnpaidOrders({ coupons: deps.coupons }).supersede;

  async function checkout(session: UserSession, type: PayType) {
    return unitOfWork.repos.payments.checkout(session.user.id, type);
  }

  /**
   * Renew and restore leave each name's registrant as it is: with every name the user's, their
   * current registrants (null otherwise, or for register, where the form is asked).
   */
  async function unchangedRegistrants(userId: number, type: PayType, quote: CartQuote | null) {
    if ((type !== 'renew' && type !== 'rgp') || !quote || !deps.registrants) return null;
    return deps.registrants(userId, domainsOf(quote));
  }

  /** One commit attempt; `commit` answers a concurrent twin's payment instead of this one's refusal. */
  async function commitOnce(
    session: UserSession,
    input: { type: CartQuote['section']; idempotencyKey: string; fingerprint: string },
  ): Promise<PaymentStatusView> {
    const user = session.user;
    const replay = async (payment: PaymentRow) => {
      const order = payment.purpose === 'order' ? await unitOfWork.repos.orders.byPayment(payment.id) : undefined;
      if (!order || order.section !== input.type) throw new AppError(ErrorCode.IdempotencyKeyReused, 409, { field: 'idempotency_key' });
      return statusOf(payment, session.language);
    };
    const earlier = await unitOfWork.repos.payments.byKey(user.id, input.idempotencyKey);
    if (earlier) return replay(earlier);
    if (!PROVISIONING_JOBS[input.type]) throw new AppError(ErrorCode.CheckoutTypeNotSupported, 400, { field: 'type' });

    const chosen = await checkout(session, input.type);
    // Renew and restore keep the registrant: the order records the current one (the first name's
    // when the names have several) and no saved contact is needed; otherwise the saved one.
    const quote = await quoteOf(session, input.type);
    const current = await unchangedRegistrants(user.id, input.type, quote);
    const contact = (current?.[0]?.contact as Record<string, unknown> | undefined) ?? chosen?.contact;
    if (!contact) throw new AppError(ErrorCode.ContactMissing, 400, { field: 'contact' });
    if (!chosen?.method) throw new AppError(ErrorCode.PaymentMethodMissing, 400, { field: 'method' });
    const method = chosen.method;
    if (!methodsFor(input.type).includes(method)) throw new AppError(ErrorCode.PaymentMethodUnavailable, 400, { field: 'method' });
    if (!quote || quote.lines.length === 0) throw new AppError(ErrorCode.NothingToPay, 400);
    if (quote.fingerprint !== input.fingerprint) throw new PriceChangedError(await presentQuote(quote, session));
    await deps.checkoutGuards?.[input.type]?.(user.id, domainsOf(quote));
    if (method === 'bank_transfer' && (await lateForTransfer(input.type, quote)).length > 0)
      throw new AppError(ErrorCode.PaymentMethodUnavailable, 400, { field: 'method' });
    if (method === 'balance') {
      const account = await accounts.find(user.id);
      if (!account) throw new AppError(ErrorCode.AccountMissing, 400, { field: 'method' });
      if (account.currency !== quote.currency) throw new AppError(ErrorCode.PaymentMethodUnavailable, 400, { field: 'method' });
    }
    const idnLanguages = await unitOfWork.repos.orders.idnLanguagesOf(quote.lines.map((line) => line.itemId));
    const choices = await unitOfWork.repos.orders.cartChoicesOf(quote.lines.map((line) => line.itemId));
    const now = clock.now();

    const created = await unitOfWork.run(async (repos) => {
      const placed = await insertPendingOrder(repos, {
        userId: user.id,
        idempotencyKey: input.idempotencyKey,
        method,
        quote,
        contact,
        language: session.language,
        // POST /pay/commit refuses a commit without the consent (3030), so this order was placed with it now.
        withdrawalConsentAt: now,
        itemFields: (line) => ({
          idnLanguage: idnLanguages.get(line.itemId) ?? null,
          // A transfer carries the auth code the customer gave (kept on the server only).
          authInfo:
            line.type === 'Domain' ? newAuthInfo() : line.type === 'Transfer' ? (choices.get(line.itemId)?.transferAuthInfo ?? null) : null,
          privacyLevel: line.type === 'Domain' ? (choices.get(line.itemId)?.privacyLevel ?? 0) : 0,
          trustee: line.type === 'Domain' ? (choices.get(line.itemId)?.trustee ?? false) : false,
          // WHOIS privacy for the rest of a term (decision 028): the item carries privacy and the term's end it covers.
          ...(line.type === 'Privacy' ? { privacyLevel: 1, expiresAt: choices.get(line.itemId)?.serviceUntil ?? null } : {}),
          // A mailbox (decision 043): its name, level and password hash go to the order line; one for an
          // owned name is booked until that name's term end (a new name's is set when it is registered).
          ...(line.type === 'Mailbox' ? mailboxLineFields(choices.get(line.itemId)) : {}),
        }),
        async beforeOrder() {
          // Another commit of this user (another tab, another key) may have paid these items meanwhile.
          const present = await repos.orders.lockCartItems(
            user.id,
            quote.lines.map((line) => line.itemId),
          );
          if (quote.lines.some((line) => !present.has(line.itemId))) throw new AppError(ErrorCode.PriceChanged, 409);
          await supersedeUnpaidOrders(repos, user.id, input.type, now);
        },
        now,
      });
      // A concurrent commit with the same key got there first: answer its payment.
      if (!placed) return null;
      const { payment, order } = placed;
      if (deps.coupons && quote.lines.some((line) => line.type === 'Coupon')) {
        await deps.coupons.redeemQuoteCoupons(repos.coupons, quote, { userId: user.id, orderRef: `order:${order.id}` });
      }
      if (method === 'balance') {
        const balance = await repos.accounts.move(user.id, -quote.gross, 'payment', `payment:${payment.id}`, now);
        // Not enough money: the whole transaction (payment, order) is undone.
        if (balance === null) throw new AppError(ErrorCode.InsufficientBalance, 402, { field: 'method' });
        await repos.payments.settle(payment.id, 'paid', now);
        await afterOrderPaid(repos, order, 'balance', now);
      }
      return payment.id;
    });
    const payment =
      created === null
        ? await unitOfWork.repos.payments.byKey(user.id, input.idempotencyKey)
        : await unitOfWork.repos.payments.byId(created);
    if (!payment) throw new AppError(ErrorCode.Unknown, 500);
    if (created === null) return replay(payment);
    if (method === 'balance') {
      worker.wake();
      await accounts.afterDebit(user.id, user.login, session.language);
    }
    return statusOf(payment, session.language);
  }

  return {
    async init(session: UserSession, type: PayType): Promise<PaymentInit> {
      const [account, chosen] = await Promise.all([accounts.find(session.user.id), checkout(session, type)]);
      const quote = type === 'account' ? null : await quoteOf(session, type);
      const language = session.language;
      const savedContact = (chosen?.contact as RegistrantContact | null | undefined) ?? null;
      const user = session.user;
      const registrants = await unchangedRegistrants(user.id, type, quote);
      // Until a contact is saved, the billing address fills the form; renew and restore show the registrant the order records.
      const contact: RegistrantContact | null =
        registrants?.[0]?.contact ??
        savedContact ??
        (user.billingName && user.billingStreet && user.billingCity && user.billingCountry && user.billingPhone
          ? {
              name: user.billingName,
              org: user.billingCompany ?? '',
              street: [user.billingStreet],
              city: user.billingCity,
              state: '',
              postal_code: user.billingPostalCode ?? '',
              country: user.billingCountry,
              phone: user.billingPhone,
              email: user.login,
            }
          : null);
      return {
        id: chosen?.id ?? null,
        type,
        account: presentAccount(account, language),
        details: { contact, registrants },
        options: await optionsWithCutoff(type, account, quote, language),
        selected_method: chosen?.method ?? null,
        transfer_accounts: [deps.statuses.bankAccount],
        footnotes: presentFootnotes(type, quote, deps.testEnvironment, language),
        terms: presentTerms(language),
        quote: quote ? await presentQuote(quote, session) : null,
      };
    },

    /** Chooses the payment method of a checkout (POST /pay/settings). */
    async settings(session: UserSession, type: PayType, method: PaymentMethodName): Promise<PaymentSettings> {
      const account = await accounts.find(session.user.id);
      const quote = type === 'account' ? null : await quoteOf(session, type);
      const list = await optionsWithCutoff(type, account, quote, session.language);
      const option = list.find((entry) => entry.method === method);
      // The balance may fall short now and be topped up before the commit; it must at least exist.
      if (!option || (method === 'balance' && !account) || (method !== 'balance' && !option.available))
        throw new AppError(ErrorCode.PaymentMethodUnavailable, 400, { field: 'method' });
      await unitOfWork.repos.payments.saveCheckout(session.user.id, type, { method }, clock.now());
      return { options: list, selected_method: method };
    },

    /** Saves the registrant contact of a checkout (POST /pay/save/contact); the schema has checked its form. */
    async saveContact(session: UserSession, type: CartQuote['section'], contact: RegistrantContact): Promise<SaveContactResult> {
      const data = await referenceData.get();
      if (!data.countryByCode.has(contact.country)) throw new AppError(ErrorCode.ParameterSyntax, 400, { field: 'contact.country' });
      await unitOfWork.repos.payments.saveCheckout(
        session.user.id,
        type,
        { contact: contact as unknown as Record<string, unknown> },
        clock.now(),
      );
      const account = await accounts.find(session.user.id);
      return { valid: true, paymentOptions: await optionsWithCutoff(type, account, await quoteOf(session, type), session.language) };
    },

    /**
     * Pays a cart section (POST /pay/commit). The idempotency key makes a repeated or concurrent
     * commit answer the first one's payment; a price that changed since the user saw it refuses
     * the commit with the new quote (3022).
     */
    async commit(
      session: UserSession,
      input: { type: CartQuote['section']; idempotencyKey: string; fingerprint: string },
    ): Promise<PaymentStatusView> {
      try {
        return await commitOnce(session, input);
      } catch (error) {
        // A concurrent request with the same key may have paid the cart while this one looked at
        // it (and found it emptied or changed): then the answer is that payment, not an error.
        if (!(error instanceof AppError) || error.code === ErrorCode.IdempotencyKeyReused) throw error;
        const paid = await unitOfWork.repos.payments.byKey(session.user.id, input.idempotencyKey);
        if (!paid) throw error;
        const order = paid.purpose === 'order' ? await unitOfWork.repos.orders.byPayment(paid.id) : undefined;
        if (!order || order.section !== input.type) throw new AppError(ErrorCode.IdempotencyKeyReused, 409, { field: 'idempotency_key' });
        return statusOf(paid, session.language);
      }
    },

    /**
     * Pays a quote that is no cart's (a renewal link, decision 026) with a hosted-page method or a
     * bank transfer, for `userId`'s order. `prepare` runs in the transaction once the payment is
     * placed (locks, checks); the user's unpaid orders of the section that include the quote's
     * names are then replaced, as a new commit replaces an earlier one, so the same renewal can
     * never be paid twice. The idempotency key is the user's: the caller namespaces it. A repeated
     * key answers the first payment.
     */
    async payQuote(input: {
      userId: number;
      idempotencyKey: string;
      quote: CartQuote;
      method: Exclude<PaymentMethodName, 'balance'>;
      contact: Record<string, unknown>;
      language: Language;
      /** The payer's consent to the start before the withdrawal period ends (decision 061). */
      withdrawalConsentAt?: Date;
      prepare(repos: Repositories): Promise<void>;
    }): Promise<PaymentStatusView> {
      const { userId, quote, method } = input;
      if (!methodsFor(quote.section).includes(method)) throw new AppError(ErrorCode.PaymentMethodUnavailable, 400, { field: 'method' });
      const earlier = await unitOfWork.repos.payments.byKey(userId, input.idempotencyKey);
      if (earlier) return statusOf(earlier, input.language);
      const now = clock.now();
      const created = await unitOfWork.run(async (repos) => {
        const placed = await insertPendingOrder(repos, {
          userId,
          idempotencyKey: input.idempotencyKey,
          method,
          quote,
          contact: input.contact,
          language: input.language,
          withdrawalConsentAt: input.withdrawalConsentAt,
          async beforeOrder() {
            await input.prepare(repos);
            for (const domain of new Set(quote.lines.map((line) => line.domain)))
              await supersedeUnpaidOrders(repos, userId, quote.section, now, domain);
          },
          now,
        });
        return placed?.payment.id ?? null;
      });
      // A concurrent request with the same key placed it first.
      const payment =
        created === null
          ? await unitOfWork.repos.payments.byKey(userId, input.idempotencyKey)
          : await unitOfWork.repos.payments.byId(created);
      if (!payment) throw new AppError(ErrorCode.Unknown, 500);
      return statusOf(payment, input.language);
    },

    /** A payment's status for whoever `allowed` admits (the renewal link's payer); others get 404. */
    async statusWhere(
      paymentId: number,
      language: Language,
      allowed: (payment: PaymentRow, order: OrderRow | undefined) => Promise<boolean>,
    ): Promise<PaymentStatusView> {
      const payment = await unitOfWork.repos.payments.byId(paymentId);
      const order = payment?.purpose === 'order' ? await unitOfWork.repos.orders.byPayment(payment.id) : undefined;
      if (!payment || !(await allowed(payment, order))) throw AppError.notFound();
      return statusOf(payment, language);
    },

    /** The quote as the payment pages show it, in the session's display currency. */
    presentQuote,

    async status(session: UserSession, paymentId: number): Promise<PaymentStatusView> {
      const payment = await unitOfWork.repos.payments.byId(paymentId);
      // Someone else's payment is answered like a missing one.
      if (!payment || payment.userId !== session.user.id) throw AppError.notFound();
      return statusOf(payment, session.language);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
