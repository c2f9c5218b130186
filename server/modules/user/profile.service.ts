import { ErrorCode } from '@common/errors/error-codes';
import type { BillingAddress, ViesStatus } from '@common/api/account.contract';
import type { Language } from '@common/i18n/languages';
import { hasVatIdFormat, isValidVatId, normalizeVatId } from '@common/vat/vat-id';
import { AppError } from '../../http/app-error';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { ClientInfo } from '../../lib/client-info';
import type { Clock } from '../../lib/clock';
import type { UserRow } from '../../db/schema/index';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { MailService } from '../mail/mail.service';
import type { SessionContext, SessionService } from '../session/session.service';
import { isEuBusinessAbroad, storedViesState, type VatCheckService } from '../vat/vat-check.service';
import { guard, limitKeys } from './account-limits';
import type { AccountRecordsRepository } from './account-records.repository';
import { hashPassword, verifyPassword } from './password-hasher';
import type { SecurityEventService } from './security-events.service';
import { assertPasswordAllowed, VERIFY_EMAIL_TTL_MS, type UserService } from './user.service';
import type { ProfileChanges, UserRepository } from './user.repository';

/** The profile of spec §7: general data and its setters; every change answers the new state. */
export function createProfileService(deps: {
  users: UserRepository;
  records: AccountRecordsRepository;
  sessions: SessionService;
  events: SecurityEventService;
  mail: MailService;
  limiter: AttemptLimiter;
  referenceData: ReferenceDataService;
  userService: UserService;
  vatChecks: Pick<VatCheckService, 'checkSaved'>;
  clock: Clock;
}) {
  const { users, records, sessions, events, mail, limiter, clock } = deps;

  async function fresh(user: UserRow): Promise<UserRow> {
    const row = await users.findById(user.id);
    if (!row) throw AppError.authenticationRequired();
    return row;
  }

  /** The current password, checked with the limits of second factors. */
  async function checkPassword(user: UserRow, password: string, client: ClientInfo, field: string): Promise<void> {
    const keys = limitKeys.secondFactor(user.id, client.ip);
    await guard(limiter, keys);
    if (await verifyPassword(user.passwordHash, password)) return;
    await limiter.record(keys);
    throw new AppError(ErrorCode.PasswordIncorrect, 401, { field });
  }

  /** Where a business VAT ID abroad stands at VIES, from what is stored (the profile never waits on VIES). */
  async function viesOf(user: UserRow): Promise<{ status: ViesStatus; checked_at: string | null; consultation: string | null } | null> {
    if (!user.billingCountry) return null;
    const data = await deps.referenceData.get();
    if (!isEuBusinessAbroad(user, Boolean(data.countryByCode.get(user.billingCountry)?.eu), deps.referenceData.sellerCountry)) return null;
    const state = storedViesState(user, clock.now());
    return {
      status: state.status,
      checked_at: state.status === 'unchecked' ? null : (user.viesCheckedAt?.toISOString() ?? null),
      consultation: state.consultation,
    };
  }

  async function change(session: SessionContext, changes: ProfileChanges): Promise<SessionContext> {
    const user = await users.update(session.user!.id, changes);
    if (!user) throw AppError.authenticationRequired();
    return sessions.refreshUser(session, user);
  }

  return {
    async general(current: UserRow) {
      const user = await fresh(current);
      const pendingEmail = await records.pendingEmailChange(user.id, clock.now());
      return {
        user_id: user.id,
        login: user.login,
        name: user.displayName,
        language: user.language,
        newsletter: user.newsletter,
        auto_renew: user.defaultAutoRenew,
        email_verified: user.emailVerifiedAt !== null,
        pending_email: pendingEmail,
        two_factor: user.totpSecret !== null,
        created: user.createdAt.toISOString(),
        billing: user.billingCountry
          ? {
              name: user.billingName ?? '',
              company: user.billingCompany ?? '',
              street: user.billingStreet ?? '',
              postal_code: user.billingPostalCode ?? '',
              city: user.billingCity ?? '',
              country: user.billingCountry,
              phone: user.billingPhone ?? '',
              business: user.billingBusiness,
              vat_id: user.billingVatId ?? '',
              vies: await viesOf(user),
            }
          : null,
      };
    },

    setName: (session: SessionContext, name: string) => change(session, { displayName: name }),
    setNewsletter: (session: SessionContext, newsletter: boolean) => change(session, { newsletter }),
    setAutoRenew: (session: SessionContext, autoRenew: boolean) => change(session, { defaultAutoRenew: autoRenew }),
    /** The language of the user's e-mails follows the language chosen in the shop. */
    setLanguage: (session: SessionContext, language: Language) => change(session, { language }),

    /** A new password: the current one is required; the user's other sessions end. */
    async setPassword(
      session: SessionContext,
      input: { current_password: string; password: string },
      client: ClientInfo,
    ): Promise<SessionContext> {
      const user = await fresh(session.user!);
      await checkPassword(user, input.current_password, client, 'current_password');
      await assertPasswordAllowed(input.password, user.login);
      const updated = await users.setPasswordHash(user.id, await hashPassword(input.password));
      await sessions.endSessionsOfUser(user.id, session);
      await events.record(user.id, 'password_changed', client);
      mail.passwordChanged(user.login, user.language, clock.now());
      return sessions.refreshUser(session, updated!);
    },

    /**
     * Asks for a new login address: a confirmation link goes to the new address, a notice to the
     * old one; the login changes only when the link is used. Whether the new address has an
     * account already is not told (no mail goes to it then; confirming would fail anyway).
     */
    async setEmail(session: SessionContext, input: { password: string; email: string }, client: ClientInfo): Promise<void> {
      const user = await fresh(session.user!);
      await checkPassword(user, input.password, client, 'password');
      if (input.email === user.login) throw new AppError(ErrorCode.EmailUnchanged, 400, { field: 'email' });
      const keys = limitKeys.mail(user.id);
      await guard(limiter, keys);
      await limiter.record(keys);
      const now = clock.now();
      await records.revokeTokens(user.id, 'change_email', now);
      const taken = await users.findByLogin(input.email);
      if (!taken)
        mail.emailChangeConfirm(
          input.email,
          user.language,
          await deps.userService.issueToken(user, 'change_email', input.email, VERIFY_EMAIL_TTL_MS),
        );
      mail.emailChangeNotice(user.login, user.language, input.email, now);
      await events.record(user.id, 'email_change_requested', client);
    },

    /**
     * The billing address. Its country becomes the session's country (the VAT rate follows);
     * a business customer's VAT ID must have the format of the billing country. An EU business
     * abroad has its VAT ID checked at VIES right away (docs/decisions/006); the address is saved
     * whatever VIES says, and the profile shows the answer.
     */
    async setBillingAddress(session: SessionContext, input: BillingAddress): Promise<SessionContext> {
      if (!(await deps.referenceData.isCountry(input.country))) throw AppError.badRequest('country');
      if (session.user!.status === 'reseller' && session.user!.billingCountry && input.country !== session.user!.billingCountry) {
        throw new AppError(ErrorCode.CountryLocked, 403, { field: 'country' });
      }
      const vatId = normalizeVatId(input.vat_id ?? '');
      if (input.business && !vatId && hasVatIdFormat(input.country)) throw new AppError(ErrorCode.VatIdRequired, 400, { field: 'vat_id' });
      if (vatId && !isValidVatId(input.country, vatId)) throw new AppError(ErrorCode.VatIdInvalid, 400, { field: 'vat_id' });
      const changed = await change(session, {
        billingName: input.name,
        billingCompany: input.company || null,
        billingStreet: input.street,
        billingPostalCode: input.postal_code,
        billingCity: input.city,
        billingCountry: input.country,
        billingPhone: input.phone,
        billingBusiness: input.business,
        billingVatId: vatId || null,
      });
      const checked = await deps.vatChecks.checkSaved(changed.user!);
      const current = checked === changed.user ? changed : await sessions.refreshUser(changed, checked);
      return sessions.setLocalization(current, { language: current.language, currency: current.currency, country: input.country });
    },

    async sessionList(session: SessionContext) {
      const rows = await sessions.listOfUser(session.user!.id);
      return rows.map((row) => ({
        id: row.tokenHash.slice(0, 16),
        created: row.createdAt.toISOString(),
        last_seen: row.lastSeenAt.toISOString(),
        user_agent: row.userAgent ?? 'Unknown',
        ip: row.ip ?? 'unknown',
        current: row.tokenHash === session.tokenHash,
      }));
    },

    async endOtherSessions(session: SessionContext, client: ClientInfo): Promise<number> {
      const ended = await sessions.endSessionsOfUser(session.user!.id, session);
      await events.record(session.user!.id, 'sessions_ended', client);
      return ended;
    },

    async securityEvents(user: UserRow) {
      const rows = await events.latest(user.id);
      return rows.map((row) => ({ kind: row.kind, at: row.at.toISOString(), ip: row.ip, user_agent: row.userAgent }));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
