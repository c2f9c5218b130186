import type { RgpStatus, TldPolicy } from '../registry-gateway';
import { DAY_MS } from '@common/time/durations';

/**
 * The lifecycle of a sandbox registration (domain-rules.md §1), derived from its row and the TLD
 * policy at a given time. The row keeps only the events (created, renewed, transferred, deleted,
 * restore requested, transfer requested); every phase follows from them, so that a read never
 * depends on whether a background job has run. The registry's sweep (sandbox-registry.ts) writes
 * the transitions that change data (auto-renew, purge, server-approved transfer) with the same rules.
 */

/** The gTLD cap on the total term (RFC 5731 §2.5 leaves it to the server; ICANN sets 10 years). */
export const MAX_TERM_YEARS = 10;
/** A pending transfer the losing registrar does not answer is approved by the registry after this. */
export const TRANSFER_AUTO_APPROVE_DAYS = 5;
/** RFC 3915: a restore request without a report falls back to redemptionPeriod after this. */
export const RESTORE_REPORT_DAYS = 7;

export type LifecyclePolicy = Pick<
  TldPolicy,
  | 'addGraceDays'
  | 'renewGraceDays'
  | 'transferGraceDays'
  | 'autoRenewGraceDays'
  | 'redemptionDays'
  | 'pendingDeleteDays'
  | 'transferLockDays'
>;

/** The columns of registry_domains the lifecycle depends on. */
export interface LifecycleRow {
  createdAt: Date;
  expiresAt: Date;
  transferredAt: Date | null;
  autoRenewedAt: Date | null;
  renewedAt: Date | null;
  deletedAt: Date | null;
  restoreRequestedAt: Date | null;
  transferRequestedBy: string | null;
  transferRequestedAt: Date | null;
}

/** 'purged' means the row is only waiting to be removed: the name is available again. */
export type LifecyclePhase = 'active' | 'redemptionPeriod' | 'pendingRestore' | 'pendingDelete' | 'purged';

export interface PendingTransferState {
  /** 'serverApproved' once the 5 days have passed; the sweep then completes it. */
  status: 'pending' | 'serverApproved';
  requestedBy: string;
  requestedAt: Date;
  actBy: Date;
}

export interface DomainState {
  phase: LifecyclePhase;
  rgpStatus: RgpStatus | null;
  /** The expiry after the auto-renewals that have fallen due by now. */
  expiresAt: Date;
  /** When the latest auto-renewal happened (the old expiry), after those that have fallen due. */
  autoRenewedAt: Date | null;
  transfer: PendingTransferState | null;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * Calendar years in UTC. 29 February becomes 28 February in a common year, as PostgreSQL's
 * `interval '1 year'` does, so that the sweep's SQL and this module agree to the millisecond.
 */
export function addYears(date: Date, years: number): Date {
  const year = date.getUTCFullYear() + years;
  const month = date.getUTCMonth();
  const timeOfDay = ((date.getTime() % DAY_MS) + DAY_MS) % DAY_MS;
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), daysInMonth(year, month))) + timeOfDay);
}

function daysInMonth(year: number, month: number): number {
  if (month === 1) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month];
}

/** EPP compares curExpDate by calendar date (RFC 5731 §3.2.3); the registry works in UTC. */
export function sameUtcDate(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
}

/** The latest expiry the total-term cap allows at `now`. */
export function latestAllowedExpiry(now: Date): Date {
  return addYears(now, MAX_TERM_YEARS);
}

/**
 * Applies the auto-renewals due by `at`: at each expiry the registry adds one year (never past the
 * 10-year cap, which cannot bind at expiry since the remaining term is then zero).
 */
export function applyAutoRenewals(
  row: Pick<LifecycleRow, 'expiresAt' | 'autoRenewedAt' | 'deletedAt'>,
  at: Date,
): { expiresAt: Date; autoRenewedAt: Date | null; years: number } {
  let expiresAt = row.expiresAt;
  let autoRenewedAt = row.autoRenewedAt;
  let years = 0;
  // A deleted name is not renewed: it runs out through redemption, and a restore renews it.
  if (row.deletedAt) return { expiresAt, autoRenewedAt, years };
  while (expiresAt.getTime() <= at.getTime()) {
    autoRenewedAt = expiresAt;
    expiresAt = addYears(expiresAt, 1);
    years += 1;
  }
  return { expiresAt, autoRenewedAt, years };
}

/** When the redemption period ends; a restore request still open then holds the name until its deadline. */
export function pendingDeleteStartsAt(row: Pick<LifecycleRow, 'deletedAt' | 'restoreRequestedAt'>, policy: LifecyclePolicy): Date | null {
  if (!row.deletedAt) return null;
  const redemptionEnds = addDays(row.deletedAt, policy.redemptionDays);
  if (!row.restoreRequestedAt) return redemptionEnds;
  const restoreDeadline = addDays(row.restoreRequestedAt, RESTORE_REPORT_DAYS);
  return restoreDeadline > redemptionEnds ? restoreDeadline : redemptionEnds;
}

/** When the registry removes a deleted name for good (then it is available again). */
export function purgeAt(row: Pick<LifecycleRow, 'deletedAt' | 'restoreRequestedAt'>, policy: LifecyclePolicy): Date | null {
  const start = pendingDeleteStartsAt(row, policy);
  return start ? addDays(start, policy.pendingDeleteDays) : null;
}

function deletedPhase(row: LifecycleRow, policy: LifecyclePolicy, now: Date): LifecyclePhase {
  if (row.restoreRequestedAt && now < addDays(row.restoreRequestedAt, RESTORE_REPORT_DAYS)) return 'pendingRestore';
  const pendingDeleteStart = pendingDeleteStartsAt(row, policy)!;
  if (now < pendingDeleteStart) return 'redemptionPeriod';
  if (now < addDays(pendingDeleteStart, policy.pendingDeleteDays)) return 'pendingDelete';
  return 'purged';
}

/**
 * The grace period a live name is in. Periods can overlap (a renew inside the add grace period);
 * RFC 3915 would list both, the gateway has room for one, so the most recent event wins.
 */
function gracePeriod(row: LifecycleRow, autoRenewedAt: Date | null, policy: LifecyclePolicy, now: Date): RgpStatus | null {
  const candidates: Array<[RgpStatus, Date | null, number]> = [
    ['addPeriod', row.createdAt, policy.addGraceDays],
    ['autoRenewPeriod', autoRenewedAt, policy.autoRenewGraceDays],
    ['renewPeriod', row.renewedAt, policy.renewGraceDays],
    ['transferPeriod', row.transferredAt, policy.transferGraceDays],
  ];
  let best: [RgpStatus, Date] | null = null;
  for (const [status, start, days] of candidates) {
    if (!start || start > now || now >= addDays(start, days)) continue;
    if (!best || start >= best[1]) best = [status, start];
  }
  return best ? best[0] : null;
}

export function domainState(row: LifecycleRow, policy: LifecyclePolicy, now: Date): DomainState {
  const renewed = applyAutoRenewals(row, now);
  const transfer: PendingTransferState | null =
    row.transferRequestedBy && row.transferRequestedAt
      ? {
          status: now >= addDays(row.transferRequestedAt, TRANSFER_AUTO_APPROVE_DAYS) ? 'serverApproved' : 'pending',
          requestedBy: row.transferRequestedBy,
          requestedAt: row.transferRequestedAt,
          actBy: addDays(row.transferRequestedAt, TRANSFER_AUTO_APPROVE_DAYS),
        }
      : null;
  if (row.deletedAt) {
    const phase = deletedPhase(row, policy, now);
    return {
      phase,
      rgpStatus: phase === 'purged' || phase === 'active' ? null : phase,
      expiresAt: row.expiresAt,
      autoRenewedAt: row.autoRenewedAt,
      transfer: null,
    };
  }
  return {
    phase: 'active',
    rgpStatus: gracePeriod(row, renewed.autoRenewedAt, policy, now),
    expiresAt: renewed.expiresAt,
    autoRenewedAt: renewed.autoRenewedAt,
    transfer,
  };
}

export function isInAutoRenewPeriod(autoRenewedAt: Date | null, policy: LifecyclePolicy, at: Date): boolean {
  return autoRenewedAt !== null && autoRenewedAt <= at && at < addDays(autoRenewedAt, policy.autoRenewGraceDays);
}

/**
 * The term after a completed transfer at `completedAt`: the auto-renewals due by then, minus the
 * auto-renew year when the transfer lands inside its grace period (the transfer year replaces it),
 * plus the transferred years, capped at 10 years from completion.
 */
export function expiryAfterTransfer(
  row: Pick<LifecycleRow, 'expiresAt' | 'autoRenewedAt' | 'deletedAt'>,
  policy: LifecyclePolicy,
  completedAt: Date,
  years: number,
): { expiresAt: Date; autoRenewedAt: Date | null } {
  const renewed = applyAutoRenewals(row, completedAt);
  let expiresAt = renewed.expiresAt;
  let autoRenewedAt = renewed.autoRenewedAt;
  if (isInAutoRenewPeriod(autoRenewedAt, policy, completedAt)) {
    expiresAt = addYears(expiresAt, -1);
    autoRenewedAt = null;
  }
  expiresAt = addYears(expiresAt, years);
  const cap = latestAllowedExpiry(completedAt);
  return { expiresAt: expiresAt > cap ? cap : expiresAt, autoRenewedAt };
}

/** A delete inside the auto-renew grace period refunds that year, so the term goes back to the old expiry. */
export function expiryAfterDelete(
  row: Pick<LifecycleRow, 'expiresAt' | 'autoRenewedAt'>,
  policy: LifecyclePolicy,
  now: Date,
): { expiresAt: Date; autoRenewedAt: Date | null } {
  if (isInAutoRenewPeriod(row.autoRenewedAt, policy, now)) return { expiresAt: addYears(row.expiresAt, -1), autoRenewedAt: null };
  return { expiresAt: row.expiresAt, autoRenewedAt: row.autoRenewedAt };
}

/** A restored name keeps its expiry; one that passed meanwhile is renewed by a year, as registries do. */
export function expiryAfterRestore(expiresAt: Date, now: Date): Date {
  let result = expiresAt;
  while (result <= now) result = addYears(result, 1);
  return result;
}

/** Until when a transfer is refused after creation or the last transfer. */
export function transferLockedUntil(row: Pick<LifecycleRow, 'createdAt' | 'transferredAt'>, policy: LifecyclePolicy): Date {
  const since = row.transferredAt && row.transferredAt > row.createdAt ? row.transferredAt : row.createdAt;
  return addDays(since, policy.transferLockDays);
}

/**
 * EPP statuses (RFC 5731 §2.3) as `info` shows them: the stored client and server statuses plus
 * those the lifecycle implies; 'ok' only when there is nothing else.
 */
export function eppStatuses(
  row: { clientStatuses: string[]; serverStatuses: string[]; nameservers: string[] },
  state: Pick<DomainState, 'phase' | 'transfer'>,
): string[] {
  const statuses = [...row.serverStatuses, ...row.clientStatuses];
  // RFC 3915 §3.3: redemption and pending restore show as pendingDelete in EPP.
  if (state.phase !== 'active') statuses.push('pendingDelete');
  if (state.transfer) statuses.push('pendingTransfer');
  if (row.nameservers.length === 0) statuses.push('inactive');
  return statuses.length > 0 ? statuses : ['ok'];
}
