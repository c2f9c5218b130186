import { describe, expect, it } from 'vitest';
import { toPollMessage } from './epp-registry';
import type { EppPollMessage } from './responses';

const at = new Date('2026-11-20T10:00:00Z');
const base: EppPollMessage = { id: '12', count: 1, queuedAt: at, text: null, transfer: null, pendingAction: null };
const transfer = (status: NonNullable<EppPollMessage['transfer']>['status'], requestedBy: string, actionBy: string): EppPollMessage => ({
  ...base,
  transfer: { name: 'example.com', status, requestedBy, requestedAt: at, actionBy, actBy: at, expiresAt: null },
});

describe("EPP poll messages as the shop's events", () => {
  it('reads a transfer by the side we are on', () => {
    expect(toPollMessage(transfer('pending', 'rival', 'shop'), 'shop')).toMatchObject({
      id: '12',
      name: 'example.com',
      kind: 'transfer-requested',
    });
    expect(toPollMessage(transfer('clientApproved', 'shop', 'rival'), 'shop').kind).toBe('transfer-approved');
    expect(toPollMessage(transfer('serverApproved', 'shop', 'rival'), 'shop').kind).toBe('transfer-completed');
    // Approved for the other side: the name left us.
    expect(toPollMessage(transfer('clientApproved', 'rival', 'shop'), 'shop').kind).toBe('transfer-completed');
    expect(toPollMessage(transfer('clientRejected', 'shop', 'rival'), 'shop').kind).toBe('transfer-rejected');
    expect(toPollMessage(transfer('clientCancelled', 'rival', 'shop'), 'shop').kind).toBe('transfer-cancelled');
    expect(toPollMessage(transfer('serverCancelled', 'shop', 'rival'), 'shop').kind).toBe('transfer-cancelled');
  });

  it("reads a pending action's outcome", () => {
    const pending = (succeeded: boolean): EppPollMessage => ({
      ...base,
      pendingAction: { name: 'example.net', succeeded, clTRID: 'ABC-1', svTRID: 'XYZ-1', at },
    });
    expect(toPollMessage(pending(true), 'shop')).toMatchObject({ name: 'example.net', kind: 'transfer-completed' });
    expect(toPollMessage(pending(false), 'shop')).toMatchObject({ name: 'example.net', kind: 'transfer-rejected' });
  });

  it('reads text-only messages for the name and what happened', () => {
    const text = (message: string) => toPollMessage({ ...base, text: message }, 'shop');
    expect(text('zq-gone.com was purged after pending delete and is available again.')).toMatchObject({
      name: 'zq-gone.com',
      kind: 'deleted',
    });
    expect(text('Domain "Example.DE" deleted by registry')).toMatchObject({ name: 'example.de', kind: 'deleted' });
    expect(text('xn--mnchen-3ya.de was auto-renewed at expiry until 2027-11-20.')).toMatchObject({
      name: 'xn--mnchen-3ya.de',
      kind: 'auto-renewed',
    });
    expect(text('example.org was restored.')).toMatchObject({ kind: 'restored' });
    expect(text('Transfer of example.com rejected by losing registrar')).toMatchObject({ kind: 'transfer-rejected' });
    expect(text('Scheduled maintenance on Sunday')).toMatchObject({ name: null, kind: 'other' });
    expect(text('Scheduled maintenance on Sunday').queuedAt).toEqual(at);
  });
});
