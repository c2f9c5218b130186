import type { AccountNotification, AccountTransactions, PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import type { PrepaidAccountRow, UserRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { SessionContext, SessionService } from '../session/session.service';
import { DEFAULT_ACCOUNT_LIMIT, MINIMUM_TOP_UP } from './prepaid-account-limits';
import { presentAccount, presentLedgerEntry, presentNotification } from './prepaid-account.presenter';
import type { PrepaidAccountRepository } from './prepaid-account.repository';

export { DEFAULT_ACCOUNT_LIMIT, MINIMUM_TOP_UP } from './prepaid-account-limits';

/** The billing currency of a session: USD when it shows USD, else EUR (spec §1, §9). */
export function billingCurrencyOf(session: Pick<SessionContext, 'currency'>): 'EUR' | 'USD' {
  return session.currency === 'USD' ? 'USD' : 'EUR';
}

/**
 * The prepaid account (spec §3 Payment, §6 payment menu, §8 3010/3011/1400). Money moves only
 * through payments (payment.service) and refunds (order provisioning); this service opens the
 * account, shows it, checks top-ups and sends the low-balance notice.
 */
export function createPrepaidAccountService(deps: {
  accounts: PrepaidAccountRepository;
  sessions: SessionService;
  mail: MailService;
  clock: Clock;
}) {
  const { accounts, sessions, mail, clock } = deps;

  async function require(user: UserRow): Promise<PrepaidAccountRow> {
    const row = await accounts.find(user.id);
    if (!row) throw new AppError(ErrorCode.AccountMissing, 404);
    return row;
  }

  return {
    find: (userId: number) => accounts.find(userId),
    require,

    /** Opens the account in the session's billing currency; only for users allowed one (spec §6). */
    async create(session: SessionContext & { user: UserRow }): Promise<PrepaidAccountView> {
      const user = session.user;
      if (user.userAccountPermission !== 1) throw new AppError(ErrorCode.AccountCreateNotAllowed, 403);
      const created = await accounts.create(
        { userId: user.id, currency: billingCurrencyOf(session), limitAmount: DEFAULT_ACCOUNT_LIMIT },
        clock.now(),
      );
      if (!created) throw new AppError(ErrorCode.AccountExists, 409);
      // The session caches the user row, whose `account` flag just changed.
      sessions.forgetUser(user.id);
      return presentAccount((await accounts.find(user.id))!, user, session.language);
    },

    /** The rules a top-up must meet before any money is asked for: 1400, 3010, 3011. */
    checkTopUp(account: PrepaidAccountRow, user: UserRow, amount: number): void {
      if (account.depositsBlocked || user.userAccountPermission !== 1) throw new AppError(ErrorCode.AccountDepositsDisabled, 403);
      if (amount < MINIMUM_TOP_UP) throw new AppError(ErrorCode.AmountBelowMinimum, 400, { field: 'amount' });
      if (account.balance + amount > account.limitAmount) throw new AppError(ErrorCode.AmountAboveLimit, 400, { field: 'amount' });
    },

    async transactions(session: SessionContext & { user: UserRow }, page: number, perPage: number): Promise<AccountTransactions> {
      const account = await require(session.user);
      const [rows, total] = await Promise.all([
        accounts.entries(session.user.id, perPage, (page - 1) * perPage),
        accounts.countEntries(session.user.id),
      ]);
      const orderIds = await accounts.orderIdsOf(session.user.id, rows);
      const transactions = rows.map((row) => presentLedgerEntry(row, account, orderIds.get(row.reference) ?? null, session.language));
      return { account: presentAccount(account, session.user, session.language), transactions, total, page, per_page: perPage };
    },

    async notification(session: SessionContext & { user: UserRow }): Promise<AccountNotification> {
      const account = await require(session.user);
      return presentNotification(account, session.language);
    },

    async setNotification(
      session: SessionContext & { user: UserRow },
      choice: { enabled: boolean; threshold?: number },
    ): Promise<AccountNotification> {
      await require(session.user);
      if (choice.enabled && choice.threshold === undefined) throw new AppError(ErrorCode.ParameterMissing, 400, { field: 'threshold' });
      await accounts.setNotification(session.user.id, choice.enabled ? choice.threshold! : null);
      // A balance already below the new threshold is told at once.
      await this.afterDebit(session.user.id, session.user.login, session.language);
      return this.notification(session);
    },

    /** After money left the account: one e-mail when the balance fell below the user's threshold. */
    async afterDebit(userId: number, email: string, language: Language): Promise<void> {
      const row = await accounts.claimLowBalanceNotice(userId, clock.now());
      if (!row) return;
      const money = (amount: number) => formatMoney({ amount, currency: row.currency }, language);
      mail.lowBalance(email, language, money(row.balance), money(row.lowBalanceThreshold ?? 0));
    },

    /** After money came in: the notice is armed again once the balance is back above the threshold. */
    rearm: (userId: number) => accounts.rearmLowBalanceNotice(userId),
  };
}

export type PrepaidAccountService = ReturnType<typeof createPrepaidAccountService>;
