import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { randomToken, sha256 } from '../../lib/tokens';
import type { UserRow } from '../../db/schema/index';
import type { MailService } from '../mail/mail.service';
import type { AccountRecordsRepository } from '../user/account-records.repository';
import { guard, limitKeys } from '../user/account-limits';
import type { ContactRepository } from './contact.repository';

/** ICANN (RAA 2013, WHOIS accuracy program): a contact's e-mail is verified within 15 days. */
export const CONTACT_VERIFICATION_DAYS = 15;
const DAY = 24 * 60 * 60_000;
export const CONTACT_TOKEN_TTL_MS = CONTACT_VERIFICATION_DAYS * DAY;

export function createContactService(deps: { contacts: ContactRepository; records: AccountRecordsRepository; mail: MailService; limiter: AttemptLimiter; clock: Clock }) {
  const { contacts, records, mail, clock } = deps;

  async function sendVerification(user: UserRow, email: string, deadline: Date, language: Language) {
    const token = randomToken();
    const now = clock.now();
    await records.insertToken({ userId: user.id, purpose: 'verify_contact', tokenHash: sha256(token), email, createdAt: now, expiresAt: new Date(now.getTime() + CONTACT_TOKEN_TTL_MS) });
    mail.verifyContact(email, language, token, deadline);
  }

  return {
    /**
     * The account's own contact, made at registration from the login address. It is verified by
     * the account's verification link, so no second mail goes out for it.
     */
    async createOwnContact(user: UserRow): Promise<void> {
      const now = clock.now();
      await contacts.insert({ userId: user.id, name: null, email: user.login, createdAt: now, verificationDeadline: new Date(now.getTime() + CONTACT_VERIFICATION_DAYS * DAY) });
    },

    /** A contact added with a domain (checkout): its address gets a verification mail. */
    async addContact(user: UserRow, contact: { name: string | null; email: string }, language: Language): Promise<void> {
      const now = clock.now();
      const deadline = new Date(now.getTime() + CONTACT_VERIFICATION_DAYS * DAY);
      await contacts.insert({ userId: user.id, name: contact.name, email: contact.email, createdAt: now, verificationDeadline: deadline });
      await sendVerification(user, contact.email, deadline, language);
    },

    /** Spec §3: the unverified addresses with their deadline in epoch seconds. */
    async unverified(user: UserRow): Promise<{ list: Record<string, { expires: number }>; total_count: number }> {
      const rows = await contacts.unverifiedAddresses(user.id);
      return { list: Object.fromEntries(rows.map((row) => [row.email, { expires: Math.floor(row.deadline.getTime() / 1000) }])), total_count: rows.length };
    },

    async resend(user: UserRow, address: string, language: Language): Promise<void> {
      const entry = (await contacts.unverifiedAddresses(user.id)).find((row) => row.email === address);
      if (!entry) throw new AppError(ErrorCode.NotFound, 404, { field: 'address' });
      const keys = limitKeys.mail(user.id);
      await guard(deps.limiter, keys);
      await deps.limiter.record(keys);
      await sendVerification(user, address, entry.deadline, language);
    },

    markVerified: (userId: number, email: string) => contacts.markVerified(userId, email, clock.now()),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
