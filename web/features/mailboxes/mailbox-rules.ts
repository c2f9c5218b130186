import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/session.contract';
import { mailboxNameSchema } from '@common/api/cart.contract';
import { LOCALES, type Language } from '@common/i18n/languages';

/** The local part as the server will store it (trimmed, lower case), or null when spec §5's pattern refuses it. */
export function parseLocalPart(value: string): string | null {
  const parsed = mailboxNameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export type PasswordStrength = 'empty' | 'short' | 'long' | 'weak' | 'fair' | 'good' | 'strong';

/**
 * A first opinion on a new password while it is typed, before the server's policy (decision 014)
 * has its say: the length limits of the policy, then the kinds of characters and the length.
 * Only a hint: the server alone refuses common passwords and ones containing the login.
 */
export function passwordStrength(password: string): { strength: PasswordStrength; score: number } {
  const length = [...password].length;
  if (length === 0) return { strength: 'empty', score: 0 };
  if (length < PASSWORD_MIN) return { strength: 'short', score: 10 };
  if (password.length > PASSWORD_MAX) return { strength: 'long', score: 10 };
  const lower = password.toLowerCase();
  const repeated = lower.match(/^(.+?)\1+$/)?.[1];
  if (new Set(lower).size <= 2 || (repeated && [...repeated].length <= 4)) return { strength: 'weak', score: 20 };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password)).length;
  const points = kinds + (length >= 14 ? 1 : 0) + (length >= 20 ? 1 : 0);
  if (points >= 5) return { strength: 'strong', score: 100 };
  if (points >= 4) return { strength: 'good', score: 75 };
  if (points >= 2) return { strength: 'fair', score: 50 };
  return { strength: 'weak', score: 25 };
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size as people read it ("1.5 GB", "1,5 GB"), counted in powers of 1024 as Dovecot's quota is. */
export function formatBytes(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** A date as the language writes it, in UTC as the registry counts days. */
export function formatDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
}

/** How full a mailbox is, 0 to 100. */
export function quotaPercent(used: number, quota: number): number {
  if (quota <= 0) return 0;
  return Math.min(100, Math.round((used / quota) * 100));
}
