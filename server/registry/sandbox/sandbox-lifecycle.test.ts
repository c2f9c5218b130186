import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  applyAutoRenewals,
  domainState,
  eppStatuses,
  expiryAfterDelete,
  expiryAfterRestore,
  expiryAfterTransfer,
  purgeAt,
  sameUtcDate,
  transferLockedUntil,
  type LifecyclePolicy,
  type LifecycleRow,
} from './sandbox-lifecycle';

const gtld: LifecyclePolicy = {
  addGraceDays: 5,
  renewGraceDays: 5,
  transferGraceDays: 5,
  autoRenewGraceDays: 45,
  redemptionDays: 30,
  pendingDeleteDays: 5,
  transferLockDays: 60,
};

const created = new Date('2024-03-10T12:00:00Z');

function row(overrides: Partial<LifecycleRow> = {}): LifecycleRow {
  return {
    createdAt: created,
    expiresAt: addYears(created, 1),
    transferredAt: null,
    autoRenewedAt: null,
    renewedAt: null,
    deletedAt: null,
    restoreRequestedAt: null,
    transferRequestedBy: null,
    transferRequestedAt: null,
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);

describe('calendar arithmetic', () => {
  it('adds years in UTC and keeps the time of day', () => {
    expect(addYears(at('2024-03-10T12:34:56.789Z'), 2).toISOString()).toBe('2026-03-10T12:34:56.789Z');
    expect(addYears(at('2026-03-10T00:00:00Z'), -1).toISOString()).toBe('2025-03-10T00:00:00.000Z');
  });

  it('turns 29 February into 28 February in a common year, as PostgreSQL does', () => {
    expect(addYears(at('2024-02-29T08:00:00Z'), 1).toISOString()).toBe('2025-02-28T08:00:00.000Z');
    expect(addYears(at('2024-02-29T08:00:00Z'), 4).toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });

  it('compares expiry dates by UTC calendar day, ignoring the time', () => {
    expect(sameUtcDate(at('2026-05-01T23:59:00Z'), at('2026-05-01T00:00:00Z'))).toBe(true);
    expect(sameUtcDate(at('2026-05-01T23:59:00Z'), at('2026-05-02T00:00:00Z'))).toBe(false);
  });
});

describe('grace periods of a live name', () => {
  it('is in the add grace period for addGraceDays after creation, then plain active', () => {
    expect(domainState(row(), gtld, addDays(created, 4.9))).toMatchObject({ phase: 'active', rgpStatus: 'addPeriod' });
    expect(domainState(row(), gtld, addDays(created, 5))).toMatchObject({ phase: 'active', rgpStatus: null });
  });

  it('has no add grace period where the TLD has none', () => {
    expect(domainState(row(), { ...gtld, addGraceDays: 0 }, created).rgpStatus).toBeNull();
  });

  it('shows the most recent grace period: renew and transfer', () => {
    const renewedAt = at('2024-09-01T00:00:00Z');
    expect(domainState(row({ renewedAt }), gtld, addDays(renewedAt, 1)).rgpStatus).toBe('renewPeriod');
    const transferredAt = at('2024-10-01T00:00:00Z');
    expect(domainState(row({ renewedAt, transferredAt }), gtld, addDays(transferredAt, 1)).rgpStatus).toBe('transferPeriod');
    expect(domainState(row({ renewedAt, transferredAt }), gtld, addDays(transferredAt, 6)).rgpStatus).toBeNull();
  });

  it('auto-renews by one year at expiry, then is in the auto-renew grace period for autoRenewGraceDays', () => {
    const expiry = addYears(created, 1);
    expect(domainState(row(), gtld, addDays(expiry, -1))).toMatchObject({ expiresAt: expiry, rgpStatus: null });
    const renewed = domainState(row(), gtld, expiry);
    expect(renewed).toMatchObject({
      phase: 'active',
      rgpStatus: 'autoRenewPeriod',
      expiresAt: addYears(created, 2),
      autoRenewedAt: expiry,
    });
    expect(domainState(row(), gtld, addDays(expiry, 44)).rgpStatus).toBe('autoRenewPeriod');
    expect(domainState(row(), gtld, addDays(expiry, 45)).rgpStatus).toBeNull();
  });

  it('applies one auto-renewal per year that has passed', () => {
    expect(applyAutoRenewals(row(), addYears(created, 3))).toMatchObject({
      years: 3,
      expiresAt: addYears(created, 4),
      autoRenewedAt: addYears(created, 3),
    });
  });

  it('does not auto-renew a deleted name', () => {
    const deletedAt = addDays(addYears(created, 1), -3);
    expect(domainState(row({ deletedAt }), gtld, addDays(deletedAt, 10)).expiresAt).toEqual(addYears(created, 1));
  });
});

describe('after a delete', () => {
  const deletedAt = at('2025-01-10T00:00:00Z');

  it('runs through redemption, pending delete and purge', () => {
    const deleted = row({ deletedAt });
    expect(domainState(deleted, gtld, deletedAt)).toMatchObject({ phase: 'redemptionPeriod', rgpStatus: 'redemptionPeriod' });
    expect(domainState(deleted, gtld, addDays(deletedAt, 29.9)).phase).toBe('redemptionPeriod');
    expect(domainState(deleted, gtld, addDays(deletedAt, 30))).toMatchObject({ phase: 'pendingDelete', rgpStatus: 'pendingDelete' });
    expect(domainState(deleted, gtld, addDays(deletedAt, 34.9)).phase).toBe('pendingDelete');
    expect(domainState(deleted, gtld, addDays(deletedAt, 35))).toMatchObject({ phase: 'purged', rgpStatus: null });
    expect(purgeAt(deleted, gtld)).toEqual(addDays(deletedAt, 35));
  });

  it('follows the TLD: .eu-like 40 days of quarantine without pending delete', () => {
    const eu = { ...gtld, redemptionDays: 40, pendingDeleteDays: 0 };
    expect(domainState(row({ deletedAt }), eu, addDays(deletedAt, 39)).phase).toBe('redemptionPeriod');
    expect(domainState(row({ deletedAt }), eu, addDays(deletedAt, 40)).phase).toBe('purged');
  });

  it('is pendingRestore for 7 days after a restore request, then back in redemption', () => {
    const restoreRequestedAt = addDays(deletedAt, 3);
    const requested = row({ deletedAt, restoreRequestedAt });
    expect(domainState(requested, gtld, addDays(restoreRequestedAt, 6.9))).toMatchObject({
      phase: 'pendingRestore',
      rgpStatus: 'pendingRestore',
    });
    expect(domainState(requested, gtld, addDays(restoreRequestedAt, 7)).phase).toBe('redemptionPeriod');
  });

  it('keeps a name whose restore request is still open when redemption ends', () => {
    const restoreRequestedAt = addDays(deletedAt, 28);
    const requested = row({ deletedAt, restoreRequestedAt });
    expect(domainState(requested, gtld, addDays(deletedAt, 31)).phase).toBe('pendingRestore');
    expect(domainState(requested, gtld, addDays(deletedAt, 35)).phase).toBe('pendingDelete');
    expect(purgeAt(requested, gtld)).toEqual(addDays(restoreRequestedAt, 7 + 5));
  });
});

describe('transfers', () => {
  const requestedAt = at('2025-06-01T00:00:00Z');

  it('is pending for 5 days, then approved by the registry', () => {
    const pending = row({ transferRequestedBy: 'other', transferRequestedAt: requestedAt });
    expect(domainState(pending, gtld, addDays(requestedAt, 4.9)).transfer).toEqual({
      status: 'pending',
      requestedBy: 'other',
      requestedAt,
      actBy: addDays(requestedAt, 5),
    });
    expect(domainState(pending, gtld, addDays(requestedAt, 5)).transfer?.status).toBe('serverApproved');
  });

  it('adds a year to the term', () => {
    expect(expiryAfterTransfer(row(), gtld, at('2024-12-01T00:00:00Z'), 1)).toEqual({
      expiresAt: addYears(created, 2),
      autoRenewedAt: null,
    });
  });

  it('replaces the auto-renew year when it completes inside the auto-renew grace period', () => {
    const expiry = addYears(created, 1);
    const completedAt = addDays(expiry, 10);
    expect(expiryAfterTransfer(row(), gtld, completedAt, 1)).toEqual({ expiresAt: addYears(created, 2), autoRenewedAt: null });
    // After the grace period the auto-renew year stays.
    expect(expiryAfterTransfer(row(), gtld, addDays(expiry, 50), 1)).toEqual({ expiresAt: addYears(created, 3), autoRenewedAt: expiry });
  });

  it('never passes 10 years from completion', () => {
    const completedAt = at('2025-06-01T00:00:00Z');
    const longTerm = row({ expiresAt: at('2035-05-01T00:00:00Z') });
    expect(expiryAfterTransfer(longTerm, gtld, completedAt, 1).expiresAt).toEqual(addYears(completedAt, 10));
  });

  it('is locked for transferLockDays after creation or the last transfer', () => {
    expect(transferLockedUntil(row(), gtld)).toEqual(addDays(created, 60));
    const transferredAt = at('2025-02-01T00:00:00Z');
    expect(transferLockedUntil(row({ transferredAt }), gtld)).toEqual(addDays(transferredAt, 60));
  });
});

describe('delete and restore terms', () => {
  it('refunds the auto-renew year when deleted inside its grace period', () => {
    const expiry = addYears(created, 1);
    const renewed = { expiresAt: addYears(created, 2), autoRenewedAt: expiry };
    expect(expiryAfterDelete(renewed, gtld, addDays(expiry, 10))).toEqual({ expiresAt: expiry, autoRenewedAt: null });
    expect(expiryAfterDelete(renewed, gtld, addDays(expiry, 50))).toEqual(renewed);
  });

  it('renews a restored name whose expiry passed meanwhile by one year', () => {
    const expiry = at('2025-03-01T00:00:00Z');
    expect(expiryAfterRestore(expiry, at('2025-02-01T00:00:00Z'))).toEqual(expiry);
    expect(expiryAfterRestore(expiry, at('2025-03-20T00:00:00Z'))).toEqual(at('2026-03-01T00:00:00Z'));
  });
});

describe('EPP statuses', () => {
  const data = { clientStatuses: [] as string[], serverStatuses: [] as string[], nameservers: ['ns1.example.net', 'ns2.example.net'] };

  it("is 'ok' alone when nothing else applies", () => {
    expect(eppStatuses(data, { phase: 'active', transfer: null })).toEqual(['ok']);
  });

  it('lists client and server statuses, pendingDelete, pendingTransfer and inactive', () => {
    expect(
      eppStatuses(
        { ...data, clientStatuses: ['clientTransferProhibited'], serverStatuses: ['serverDeleteProhibited'] },
        { phase: 'active', transfer: null },
      ),
    ).toEqual(['serverDeleteProhibited', 'clientTransferProhibited']);
    expect(eppStatuses(data, { phase: 'redemptionPeriod', transfer: null })).toEqual(['pendingDelete']);
    expect(
      eppStatuses(data, { phase: 'active', transfer: { status: 'pending', requestedBy: 'x', requestedAt: created, actBy: created } }),
    ).toEqual(['pendingTransfer']);
    expect(eppStatuses({ ...data, nameservers: [] }, { phase: 'active', transfer: null })).toEqual(['inactive']);
  });
});
