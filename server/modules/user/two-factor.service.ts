import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { ClientInfo } from '../../lib/client-info';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { UserRow } from '../../db/schema/index';
import type { MailService } from '../mail/mail.service';
import type { SessionService } from '../session/session.service';
import { guard, limitKeys } from './account-limits';
import type { AccountRecordsRepository } from './account-records.repository';
import { hashPassword, verifyPassword } from './password-hasher';
import { RECOVERY_CODE_COUNT, newRecoveryCode, normalizeRecoveryCode } from './recovery-codes';
import type { SecurityEventService } from './security-events.service';
import { totp } from './totp';
import { totpContext } from './user.service';
import type { UserRepository } from './user.repository';

/**
 * Turning two-factor login on and off (docs/decisions/012-two-factor-login.md): setup hands out a
 * secret that stays pending until a code from the app confirms it; enabling returns ten recovery
 * codes once; disabling needs the password and a code; new recovery codes (which void the old
 * ones) need the password and a code from the app.
 */
export function createTwoFactorService(deps: {
  users: UserRepository;
  records: AccountRecordsRepository;
  sessions: SessionService;
  events: SecurityEventService;
  mail: MailService;
  limiter: AttemptLimiter;
  secretBox: SecretBox;
  clock: Clock;
  /** The issuer the authenticator app shows: the shop's name (SHOP_NAME). */
  shopName: string;
}) {
  const { users, records, events, mail, limiter, secretBox, clock } = deps;

  /** Checks a password or code of a logged-in user, with the limits of second factors. */
  async function checked(user: UserRow, client: ClientInfo, check: () => Promise<boolean>, code: number, field: string): Promise<void> {
    const keys = limitKeys.secondFactor(user.id, client.ip);
    await guard(limiter, keys);
    if (await check()) return;
    await limiter.record(keys);
    if (code === ErrorCode.TwoFactorCodeInvalid) await events.record(user.id, 'two_factor_failed', client);
    throw new AppError(code, 401, { field });
  }

  async function fresh(user: UserRow): Promise<UserRow> {
    const row = await users.findById(user.id);
    if (!row) throw AppError.authenticationRequired();
    return row;
  }

  /** Whether a six-digit code from the app is valid now and not used before (it is then used). */
  async function appCodeMatches(user: UserRow, input: string): Promise<boolean> {
    const code = input.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return false;
    const secret = secretBox.open(user.totpSecret!, totpContext(user.id));
    const step = secret === null ? null : await totp.match(secret, code, clock.now(), user.totpLastStep);
    return step !== null && (await users.claimTotpStep(user.id, step));
  }

  async function newRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((recoveryCode) => hashPassword(normalizeRecoveryCode(recoveryCode))));
    await records.replaceRecoveryCodes(userId, hashes, clock.now());
    return codes;
  }

  return {
    async setup(current: UserRow, password: string, client: ClientInfo): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
      const user = await fresh(current);
      if (user.totpSecret) throw new AppError(ErrorCode.TwoFactorAlreadyOn, 409);
      await checked(user, client, () => verifyPassword(user.passwordHash, password), ErrorCode.PasswordIncorrect, 'password');
      const secret = totp.newSecret();
      await users.setPendingTotpSecret(user.id, secretBox.seal(secret, totpContext(user.id)));
      const url = totp.url(deps.shopName, user.login, secret);
      return { secret, otpauth_url: url, qr_svg: await totp.qrSvg(url) };
    },

    async enable(current: UserRow, code: string, client: ClientInfo): Promise<{ recovery_codes: string[]; user: UserRow }> {
      const user = await fresh(current);
      if (user.totpSecret) throw new AppError(ErrorCode.TwoFactorAlreadyOn, 409);
      const secret = user.totpPendingSecret ? secretBox.open(user.totpPendingSecret, totpContext(user.id)) : null;
      if (!secret) throw new AppError(ErrorCode.TwoFactorNotSetUp, 409);
      let step: number | null = null;
      await checked(
        user,
        client,
        async () => (step = await totp.match(secret, code, clock.now(), null)) !== null,
        ErrorCode.TwoFactorCodeInvalid,
        'code',
      );
      const codes = await newRecoveryCodes(user.id);
      const updated = await users.enableTotp(user.id, user.totpPendingSecret!, step!, clock.now());
      deps.sessions.forgetUser(user.id);
      await events.record(user.id, 'two_factor_enabled', client);
      mail.twoFactorEnabled(user.login, user.language, clock.now());
      return { recovery_codes: codes, user: updated! };
    },

    async disable(current: UserRow, input: { password: string; code: string }, client: ClientInfo): Promise<UserRow> {
      const user = await fresh(current);
      if (!user.totpSecret) throw new AppError(ErrorCode.TwoFactorNotSetUp, 409);
      await checked(user, client, () => verifyPassword(user.passwordHash, input.password), ErrorCode.PasswordIncorrect, 'password');
      await checked(
        user,
        client,
        async () => {
          if (/^\d{6}$/.test(input.code.replace(/\s/g, ''))) return appCodeMatches(user, input.code);
          const candidates = await records.unusedRecoveryCodes(user.id);
          const normalized = normalizeRecoveryCode(input.code);
          const matches = await Promise.all(candidates.map((candidate) => verifyPassword(candidate.codeHash, normalized)));
          const matched = candidates.find((_, index) => matches[index]);
          return matched !== undefined && (await records.useRecoveryCode(matched.id, clock.now()));
        },
        ErrorCode.TwoFactorCodeInvalid,
        'code',
      );
      const updated = await users.disableTotp(user.id);
      await records.deleteRecoveryCodes(user.id);
      deps.sessions.forgetUser(user.id);
      await events.record(user.id, 'two_factor_disabled', client);
      mail.twoFactorDisabled(user.login, user.language, clock.now());
      return updated!;
    },

    /**
     * Re-authentication before a secret is shown (a domain's auth code): the current password and,
     * when two-factor login is on, a code from the app; both with the limits of second factors.
     */
    async confirmIdentity(current: UserRow, input: { password: string; code?: string }, client: ClientInfo): Promise<void> {
      const user = await fresh(current);
      await checked(user, client, () => verifyPassword(user.passwordHash, input.password), ErrorCode.PasswordIncorrect, 'password');
      if (!user.totpSecret) return;
      // No code yet: the form asks for it (field `code`); only a wrong code counts as a failed attempt.
      if (!input.code?.trim()) throw new AppError(ErrorCode.TwoFactorCodeInvalid, 401, { field: 'code' });
      await checked(user, client, () => appCodeMatches(user, input.code!), ErrorCode.TwoFactorCodeInvalid, 'code');
    },

    /**
     * Ten new recovery codes in place of the old ones, used or not. A recovery code does not
     * count here: whoever renews them must still hold the app.
     */
    async renewRecoveryCodes(current: UserRow, input: { password: string; code: string }, client: ClientInfo): Promise<string[]> {
      const user = await fresh(current);
      if (!user.totpSecret) throw new AppError(ErrorCode.TwoFactorNotSetUp, 409);
      await checked(user, client, () => verifyPassword(user.passwordHash, input.password), ErrorCode.PasswordIncorrect, 'password');
      await checked(user, client, () => appCodeMatches(user, input.code), ErrorCode.TwoFactorCodeInvalid, 'code');
      const codes = await newRecoveryCodes(user.id);
      await events.record(user.id, 'recovery_codes_renewed', client);
      return codes;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
