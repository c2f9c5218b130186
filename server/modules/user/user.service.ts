import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { ClientInfo } from '../../lib/client-info';
import type { SecretBox } from '../../lib/secret-box';
import { randomToken, sha256 } from '../../lib/tokens';
import type { UserRow, UserTokenPurpose } from '../../db/schema/index';
import type { SessionContext, SessionService } from '../session/session.service';
import type { MailService } from '../mail/mail.service';
import type { ContactService } from '../contact/contact.service';
import { guard, limitKeys } from './account-limits';
import type { AccountRecordsRepository } from './account-records.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
import { passwordProblem } from './password-policy';
import { normalizeRecoveryCode } from './recovery-codes';
import type { SecurityEventService } from './security-events.service';
import { totp } from './totp';
import type { UserRepository } from './user.repository';

const HOUR = 60 * 60_000;
export const VERIFY_EMAIL_TTL_MS = 48 * HOUR;
export const RECOVER_TTL_MS = HOUR;
/** How long a correct password waits for its second factor. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60_000;

export type LoginOutcome = { kind: 'logged-in'; session: SessionContext } | { kind: 'second-factor'; session: SessionContext };

/** The context a TOTP secret is sealed in: bound to the user, so it cannot move to another row. */
export const totpContext = (userId: number) => `totp:${userId}`;

/** Refuses a password the policy does not allow, with the problem's code on the field. */
export async function assertPasswordAllowed(password: string, login: string, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, login);
  if (problem !== null) throw new AppError(problem, 400, { field });
}

export function createUserService(deps: {
  users: UserRepository;
  records: AccountRecordsRepository;
  sessions: SessionService;
  events: SecurityEventService;
  contacts: ContactService;
  mail: MailService;
  limiter: AttemptLimiter;
  tasks: BackgroundTasks;
  secretBox: SecretBox;
  clock: Clock;
  /** Registrations one IP address may make an hour before they slow down (decision 013). */
  registrationsPerIpPerHour?: number;
  /** Called after each login with the visitor's cart, so that it joins the user's cart. */
  onLogin?: (visitorCartId: number | null, userId: number) => Promise<void>;
}) {
  const { users, records, sessions, events, mail, limiter, clock } = deps;

  /**
   * A verification link opened again after it was used: while what it confirmed still holds (the
   * address is the confirmed login, or a confirmed contact address), the answer says so, with what
   * the link showed the first time (kind and address) and nothing more; otherwise null (2110).
   */
  async function alreadyConfirmed(
    tokenHash: string,
    purposes: readonly UserTokenPurpose[],
  ): Promise<{ kind: 'account' | 'contact' | 'email_change'; email: string; userId: number; alreadyConfirmed: true } | null> {
    const row = await records.findUsedToken(tokenHash, purposes);
    if (!row) return null;
    const kind = row.purpose === 'verify_contact' ? 'contact' : row.purpose === 'verify_email' ? 'account' : 'email_change';
    if (kind === 'contact') {
      if (!(await deps.contacts.isVerified(row.userId, row.email))) return null;
    } else {
      const user = await users.findById(row.userId);
      if (!user || user.login !== row.email || !user.emailVerifiedAt) return null;
    }
    return { kind, email: row.email, userId: row.userId, alreadyConfirmed: true };
  }

  async function logIn(session: SessionContext, user: UserRow, client: ClientInfo): Promise<SessionContext> {
    const next = await sessions.rotate(session, user, client);
    await users.recordLogin(user.id, clock.now());
    await events.record(user.id, 'login', client);
    await deps.onLogin?.(session.cartId, user.id);
    return next;
  }

  async function issueToken(
    user: UserRow,
    purpose: 'verify_email' | 'change_email' | 'recover_password',
    email: string,
    ttlMs: number,
  ): Promise<string> {
    const token = randomToken();
    const now = clock.now();
    await records.insertToken({
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    return token;
  }

  /** The user waiting for a second factor in this session, or a refusal. */
  async function pendingUser(session: SessionContext): Promise<UserRow> {
    const user = session.pendingUserId === null ? null : await users.findById(session.pendingUserId);
    if (!user || !user.totpSecret || user.status === 'suspended') throw new AppError(ErrorCode.TwoFactorNotPending, 401);
    return user;
  }

  async function secondFactorFailed(user: UserRow, client: ClientInfo): Promise<never> {
    await limiter.record(limitKeys.secondFactor(user.id, client.ip));
    await events.record(user.id, 'two_factor_failed', client);
    throw new AppError(ErrorCode.TwoFactorCodeInvalid, 401, { field: 'code' });
  }

  return {
    issueToken,

    /**
     * Creates a client account, unverified, with its own contact, sends the verification mail
     * and logs the account in. The login is the e-mail address, lower-case.
     */
    async register(session: SessionContext, input: { login: string; password: string }, client: ClientInfo): Promise<SessionContext> {
      if (session.user) throw new AppError(ErrorCode.AlreadyLoggedIn, 409);
      const keys = limitKeys.register(client.ip, deps.registrationsPerIpPerHour);
      await guard(limiter, keys);
      await limiter.record(keys);
      await assertPasswordAllowed(input.password, input.login);
      const user = await users.insert({ login: input.login, passwordHash: await hashPassword(input.password), language: session.language });
      if (!user) throw new AppError(ErrorCode.LoginTaken, 409, { field: 'login' });
      await deps.contacts.createOwnContact(user);
      mail.verifyEmail(user.login, user.language, await issueToken(user, 'verify_email', user.login, VERIFY_EMAIL_TTL_MS));
      return logIn(session, user, client);
    },

    /**
     * Checks the credentials. Every failure gives the same error and takes about the same time,
     * so the answer does not tell whether the login exists. With two-factor login on, a correct
     * password only marks the session as waiting for a code.
     */
    async login(session: SessionContext, input: { login: string; password: string }, client: ClientInfo): Promise<LoginOutcome> {
      const login = input.login.trim().toLowerCase();
      const keys = limitKeys.login(login, client.ip);
      await guard(limiter, keys);
      const user = await users.findByLogin(login);
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!user || !valid || user.status === 'suspended') {
        await limiter.record(keys);
        if (user && !valid) {
          await users.recordFailedLogin(user.id);
          await events.record(user.id, 'login_failed', client);
        }
        throw new AppError(ErrorCode.LoginFailed, 401);
      }
      await limiter.reset([keys[0][0]]);
      if (user.totpSecret) return { kind: 'second-factor', session: await sessions.setPending(session, user.id, SECOND_FACTOR_WINDOW_MS) };
      return { kind: 'logged-in', session: await logIn(session, user, client) };
    },

    /** The second step of a login with two-factor login on: the current TOTP code. */
    async loginWithCode(session: SessionContext, code: string, client: ClientInfo): Promise<SessionContext> {
      const user = await pendingUser(session);
      await guard(limiter, limitKeys.secondFactor(user.id, client.ip));
      const secret = deps.secretBox.open(user.totpSecret!, totpContext(user.id));
      const step = secret === null ? null : await totp.match(secret, code, clock.now(), user.totpLastStep);
      if (step === null || !(await users.claimTotpStep(user.id, step))) return secondFactorFailed(user, client);
      await limiter.reset([limitKeys.secondFactor(user.id, client.ip)[0][0]]);
      return logIn(session, user, client);
    },

    /** The second step with a recovery code instead of the app; each code works once. */
    async loginWithRecoveryCode(
      session: SessionContext,
      code: string,
      client: ClientInfo,
    ): Promise<{ session: SessionContext; codesLeft: number }> {
      const user = await pendingUser(session);
      await guard(limiter, limitKeys.secondFactor(user.id, client.ip));
      const candidates = await records.unusedRecoveryCodes(user.id);
      const normalized = normalizeRecoveryCode(code);
      // Every unused code is checked, so the time taken does not tell which one matched.
      const matches = await Promise.all(candidates.map((candidate) => verifyPassword(candidate.codeHash, normalized)));
      const matched = candidates.find((_, index) => matches[index]);
      if (!matched || !(await records.useRecoveryCode(matched.id, clock.now()))) return secondFactorFailed(user, client);
      await events.record(user.id, 'recovery_code_used', client);
      const next = await logIn(session, user, client);
      return { session: next, codesLeft: candidates.length - 1 };
    },

    /** Ends the session and starts a new, anonymous one with the same language and currency (spec §4). */
    logout(session: SessionContext, client?: ClientInfo): Promise<SessionContext> {
      return sessions.rotate(session, null, client);
    },

    /** Sends a new verification link for the login address (the reminder's button). */
    async resendVerification(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt) return;
      const keys = limitKeys.mail(user.id);
      await guard(limiter, keys);
      await limiter.record(keys);
      mail.verifyEmail(user.login, user.language, await issueToken(user, 'verify_email', user.login, VERIFY_EMAIL_TTL_MS));
    },

    /**
     * Uses the token of an e-mail link: verifies the login address, a contact's address, or
     * completes an e-mail change. Each token works once and only before it expires.
     */
    async verifyEmail(
      token: string,
      client: ClientInfo,
    ): Promise<{ kind: 'account' | 'contact' | 'email_change'; email: string; userId: number; alreadyConfirmed?: true }> {
      const now = clock.now();
      const purposes = ['verify_email', 'verify_contact', 'change_email'] as const;
      const row = await records.consumeToken(sha256(token), purposes, now);
      if (!row) {
        const used = await alreadyConfirmed(sha256(token), purposes);
        if (used) return used;
        throw new AppError(ErrorCode.TokenInvalid, 400, { field: 'token' });
      }
      if (row.purpose === 'verify_contact') {
        await deps.contacts.markVerified(row.userId, row.email);
        return { kind: 'contact', email: row.email, userId: row.userId };
      }
      if (row.purpose === 'verify_email') {
        const user = await users.markEmailVerified(row.userId, row.email, now);
        // The login changed since the link was sent: it verifies nothing any more.
        if (!user) throw new AppError(ErrorCode.TokenInvalid, 400, { field: 'token' });
        await deps.contacts.markVerified(user.id, user.login);
        await events.record(user.id, 'email_verified', client);
        sessions.forgetUser(user.id);
        return { kind: 'account', email: row.email, userId: user.id };
      }
      const before = await users.findById(row.userId);
      const user = before ? await users.changeLogin(row.userId, row.email, now) : null;
      if (!before || !user) throw new AppError(ErrorCode.TokenInvalid, 400, { field: 'token' });
      await records.revokeTokens(user.id, 'change_email', now);
      await deps.contacts.markVerified(user.id, user.login);
      await events.record(user.id, 'email_changed', client);
      sessions.forgetUser(user.id);
      return { kind: 'email_change', email: row.email, userId: user.id };
    },

    /**
     * Starts a password recovery. The answer is the same whether the address has an account or
     * not, and so is its timing: the lookup and the mail happen after the answer.
     */
    async requestRecovery(login: string, client: ClientInfo): Promise<void> {
      const keys = limitKeys.recover(login, client.ip);
      await guard(limiter, keys);
      await limiter.record(keys);
      deps.tasks.run('password recovery', async () => {
        const user = await users.findByLogin(login);
        if (!user || user.status === 'suspended') return;
        await records.revokeTokens(user.id, 'recover_password', clock.now());
        mail.recoverPassword(user.login, user.language, await issueToken(user, 'recover_password', user.login, RECOVER_TTL_MS));
      });
    },

    /**
     * Sets a new password with a recovery link, ends every session of the user, and leaves the
     * caller with a new anonymous session: the user logs in anew (with the second factor, if on).
     */
    async resetPassword(session: SessionContext, input: { token: string; password: string }, client: ClientInfo): Promise<SessionContext> {
      const now = clock.now();
      const tokenHash = sha256(input.token);
      // The policy is checked before the token is used up, so a refused password leaves the link usable.
      const usable = await records.findUsableToken(tokenHash, 'recover_password', now);
      if (!usable) throw new AppError(ErrorCode.TokenInvalid, 400, { field: 'token' });
      await assertPasswordAllowed(input.password, usable.email);
      const used = await records.consumeToken(tokenHash, ['recover_password'], now);
      if (!used) throw new AppError(ErrorCode.TokenInvalid, 400, { field: 'token' });
      const user = await users.setPasswordHash(used.userId, await hashPassword(input.password));
      if (!user) throw new AppError(ErrorCode.TokenInvalid, 400, { field: 'token' });
      // The link proved the mailbox, so the address counts as verified.
      await users.markEmailVerified(user.id, used.email, now);
      await sessions.endSessionsOfUser(user.id, null);
      await events.record(user.id, 'password_reset', client);
      mail.passwordChanged(user.login, user.language, now);
      return sessions.rotate(session, null, client);
    },

    language(user: UserRow): Language {
      return user.language;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
