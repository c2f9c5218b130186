import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { AttemptLimiter, AttemptPolicy } from '../../lib/attempt-limiter';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The limits of docs/decisions/013-rate-limits.md. Failures count for logins, codes and
 * password checks; every request counts for registrations, recoveries and e-mails sent on request.
 */
export const POLICIES = {
  loginAddress: { free: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  loginIp: { free: 30, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  secondFactorUser: { free: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  secondFactorIp: { free: 30, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  registerIp: { free: 10, baseDelayMs: 10 * SECOND, maxDelayMs: HOUR, forgetAfterMs: HOUR },
  recoverAddress: { free: 3, baseDelayMs: MINUTE, maxDelayMs: HOUR, forgetAfterMs: HOUR },
  recoverIp: { free: 10, baseDelayMs: 10 * SECOND, maxDelayMs: HOUR, forgetAfterMs: HOUR },
  mailUser: { free: 3, baseDelayMs: MINUTE, maxDelayMs: HOUR, forgetAfterMs: HOUR },
  // Renewal links mailed to a domain's holder on a visitor's request (decision 026).
  renewalLinkDomain: { free: 3, baseDelayMs: 10 * MINUTE, maxDelayMs: HOUR, forgetAfterMs: HOUR },
  renewalLinkIp: { free: 10, baseDelayMs: 10 * SECOND, maxDelayMs: HOUR, forgetAfterMs: HOUR },
  // Wrong auth codes of a transfer in, checked at the registry (decision 023): per customer and
  // name, per name (guessing from many sessions) and per address.
  transferCodeSubject: { free: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  transferCodeDomain: { free: 20, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  transferCodeIp: { free: 30, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
} satisfies Record<string, AttemptPolicy>;

export type LimitKey = [string, AttemptPolicy];

/** The keys of one kind of attempt. */
export const limitKeys = {
  login: (address: string, ip: string): LimitKey[] => [
    [`login:address:${address}`, POLICIES.loginAddress],
    [`login:ip:${ip}`, POLICIES.loginIp],
  ],
  /** Codes at login, and password or code checks of a logged-in user (2FA setup, profile changes). */
  secondFactor: (userId: number, ip: string): LimitKey[] => [
    [`2fa:user:${userId}`, POLICIES.secondFactorUser],
    [`2fa:ip:${ip}`, POLICIES.secondFactorIp],
  ],
  /** `free`: registrations an address may make an hour before they slow down (REGISTRATIONS_PER_IP_PER_HOUR). */
  register: (ip: string, free = POLICIES.registerIp.free): LimitKey[] => [[`register:ip:${ip}`, { ...POLICIES.registerIp, free }]],
  recover: (address: string, ip: string): LimitKey[] => [
    [`recover:address:${address}`, POLICIES.recoverAddress],
    [`recover:ip:${ip}`, POLICIES.recoverIp],
  ],
  mail: (userId: number): LimitKey[] => [[`mail:user:${userId}`, POLICIES.mailUser]],
  /** Every request for a renewal link counts, for the name (its holder's mailbox) and the asking address. */
  renewalLink: (domain: string, ip: string): LimitKey[] => [
    [`renewal-link:domain:${domain}`, POLICIES.renewalLinkDomain],
    [`renewal-link:ip:${ip}`, POLICIES.renewalLinkIp],
  ],
  /** Wrong transfer auth codes; `subject` is the user, or a visitor's session. */
  transferCode: (subject: string, domain: string, ip: string): LimitKey[] => [
    [`transfer-code:${subject}:${domain}`, POLICIES.transferCodeSubject],
    [`transfer-code:domain:${domain}`, POLICIES.transferCodeDomain],
    [`transfer-code:ip:${ip}`, POLICIES.transferCodeIp],
  ],
};

/** Refuses with 429, code 1429 and Retry-After while any of the keys is held back. */
export async function guard(limiter: AttemptLimiter, keys: LimitKey[]): Promise<void> {
  const wait = await limiter.retryAfter(keys);
  if (wait > 0) throw new AppError(ErrorCode.TooManyRequests, 429, { headers: { 'retry-after': String(wait) } });
}
