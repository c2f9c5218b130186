import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { safeEqual } from '../../lib/tokens';
import { RegistryError, type TransferCommand, type TransferResult } from '../registry-gateway';
import { addDays, expiryAfterTransfer, transferLockedUntil, TRANSFER_AUTO_APPROVE_DAYS, type DomainState } from './sandbox-lifecycle';
import type { NewPollMessage, RegistryDomainRow, RegistryTldRow, SandboxRegistryRepository } from './sandbox-registry.repository';

/** A registration as the registry reads it now (sandbox-registry.ts `find`). */
export interface TransferSubject {
  domain: RegistryDomainRow;
  tld: RegistryTldRow;
  state: DomainState;
}

/** Writes a change guarded by the row's state, or answers `conflictCode` when a concurrent command decided first. */
export type WriteOrConflict = (
  name: string,
  guard: Parameters<SandboxRegistryRepository['updateDomain']>[1],
  changes: Partial<RegistryDomainRow>,
  messages?: NewPollMessage[],
  conflictCode?: number,
) => Promise<void>;

/** A new authInfo: 96 bits, shown only to the registrant (Transfer Policy: strong random codes). */
export function newAuthInfo(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Transfers between registrars in the sandbox registry (RFC 5731 §3.2.4, Transfer Policy): the
 * request with the name's authInfo, query, approve, reject and cancel, and the completion, by the
 * losing registrar or by the registry after TRANSFER_AUTO_APPROVE_DAYS, with poll messages to
 * both sides.
 */
export function createSandboxTransfers(deps: {
  repository: Pick<SandboxRegistryRepository, 'updateDomain'>;
  clock: Clock;
  registrarId: string;
  writeOrConflict: WriteOrConflict;
}) {
  const { repository, clock, registrarId, writeOrConflict } = deps;

  async function request(
    found: TransferSubject,
    command: { name: string; authInfo: string; periodYears?: number },
  ): Promise<TransferResult> {
    const { domain, tld, state } = found;
    if (domain.registrarId === registrarId) throw new RegistryError(2106, `${domain.name} is already sponsored by this registrar`);
    if (typeof command.authInfo !== 'string' || !safeEqual(command.authInfo, domain.authInfo))
      throw new RegistryError(2202, 'invalid authInfo');
    if (state.transfer) throw new RegistryError(2300, `a transfer of ${domain.name} is already pending`);
    if (state.phase !== 'active')
      throw new RegistryError(2304, `${domain.name} is in ${state.rgpStatus}; no transfer during redemption or pending delete`);
    const prohibited = [...domain.clientStatuses, ...domain.serverStatuses].find((status) => status.endsWith('TransferProhibited'));
    if (prohibited) throw new RegistryError(2304, `${domain.name} has ${prohibited}`);
    const now = clock.now();
    const lockedUntil = transferLockedUntil(domain, tld);
    if (now < lockedUntil)
      throw new RegistryError(
        2304,
        `${domain.name} cannot be transferred before ${lockedUntil.toISOString()} (${tld.transferLockDays} days after creation or a transfer)`,
      );
    const years = command.periodYears ?? 1;
    if (!Number.isInteger(years) || years < 1 || years > tld.maxPeriodYears)
      throw new RegistryError(2306, `a transfer adds 1–${tld.maxPeriodYears} years`);

    const actBy = addDays(now, TRANSFER_AUTO_APPROVE_DAYS);
    await writeOrConflict(
      domain.name,
      { transferRequestedBy: null, deletedAt: null },
      { transferRequestedBy: registrarId, transferRequestedAt: now, transferPeriodYears: years, updatedAt: now },
      [
        {
          registrarId: domain.registrarId,
          kind: 'transfer-requested',
          name: domain.name,
          message: `Transfer of ${domain.name} requested by ${registrarId}; approve or reject by ${actBy.toISOString()}, or the registry approves it.`,
          queuedAt: now,
        },
      ],
      2300,
    );
    return { status: 'pending', requestedAt: now, actBy, expiresAt: expiryAfterTransfer(domain, tld, now, years).expiresAt };
  }

  /**
   * Moves the name to the gaining registrar at `completedAt`: 1 year (or the requested period)
   * added within the 10-year cap, an auto-renew year inside its grace period cancelled, a new
   * authInfo, the old sponsor's client statuses dropped. Both sides get a poll message.
   */
  async function complete(
    domain: RegistryDomainRow,
    tld: RegistryTldRow,
    completedAt: Date,
    status: 'clientApproved' | 'serverApproved',
  ): Promise<Date | null> {
    const gaining = domain.transferRequestedBy!;
    const term = expiryAfterTransfer(domain, tld, completedAt, domain.transferPeriodYears ?? 1);
    const how =
      status === 'clientApproved' ? 'approved by the sponsoring registrar' : 'approved by the registry after 5 days without an answer';
    const queuedAt = clock.now();
    const messages: NewPollMessage[] = [
      {
        registrarId: gaining,
        kind: status === 'clientApproved' ? 'transfer-approved' : 'transfer-completed',
        name: domain.name,
        message: `The transfer of ${domain.name} to you was ${how}.`,
        queuedAt,
      },
      {
        registrarId: domain.registrarId,
        kind: 'transfer-completed',
        name: domain.name,
        message: `${domain.name} was transferred to ${gaining} (${how}).`,
        queuedAt,
      },
    ];
    const done = await repository.updateDomain(
      domain.name,
      { transferRequestedBy: gaining, transferRequestedAt: domain.transferRequestedAt, registrarId: domain.registrarId },
      {
        registrarId: gaining,
        transferredAt: completedAt,
        updatedAt: completedAt,
        expiresAt: term.expiresAt,
        autoRenewedAt: term.autoRenewedAt,
        authInfo: newAuthInfo(),
        clientStatuses: [],
        transferRequestedBy: null,
        transferRequestedAt: null,
        transferPeriodYears: null,
      },
      { messages },
    );
    return done ? term.expiresAt : null;
  }

  /** The transfer command of EPP on a registration read now; `ascii` is its name. */
  async function transfer(found: TransferSubject, ascii: string, command: TransferCommand): Promise<TransferResult> {
    if (command.op === 'request') return request(found, command);
    const { domain, tld, state } = found;
    const transfer = state.transfer;
    const isSponsor = domain.registrarId === registrarId;
    const isRequester = transfer?.requestedBy === registrarId;
    if (!transfer) throw new RegistryError(2301, `no transfer of ${ascii} is pending`);
    const now = clock.now();
    const guard = { transferRequestedBy: transfer.requestedBy, transferRequestedAt: transfer.requestedAt };
    const cleared = { transferRequestedBy: null, transferRequestedAt: null, transferPeriodYears: null, updatedAt: now };
    const years = domain.transferPeriodYears ?? 1;
    switch (command.op) {
      case 'query':
        if (!isSponsor && !isRequester) throw new RegistryError(2201, 'only the registrars of a transfer may query it');
        return {
          status: 'pending',
          requestedAt: transfer.requestedAt,
          actBy: transfer.actBy,
          expiresAt: expiryAfterTransfer(domain, tld, now, years).expiresAt,
        };
      case 'approve': {
        if (!isSponsor) throw new RegistryError(2201, 'only the sponsoring registrar may approve a transfer');
        const expiresAt = await complete(domain, tld, now, 'clientApproved');
        if (!expiresAt) throw new RegistryError(2400, `${ascii} changed meanwhile; try again`);
        return { status: 'clientApproved', requestedAt: transfer.requestedAt, actBy: transfer.actBy, expiresAt };
      }
      case 'reject':
        if (!isSponsor) throw new RegistryError(2201, 'only the sponsoring registrar may reject a transfer');
        await writeOrConflict(ascii, guard, cleared, [
          {
            registrarId: transfer.requestedBy,
            kind: 'transfer-rejected',
            name: ascii,
            message: `The transfer of ${ascii} was rejected by the sponsoring registrar.`,
            queuedAt: now,
          },
        ]);
        return { status: 'clientRejected', requestedAt: transfer.requestedAt, actBy: transfer.actBy, expiresAt: null };
      case 'cancel':
        if (!isRequester) throw new RegistryError(2201, 'only the requesting registrar may cancel a transfer');
        await writeOrConflict(ascii, guard, cleared, [
          {
            registrarId: domain.registrarId,
            kind: 'transfer-cancelled',
            name: ascii,
            message: `The transfer of ${ascii} was cancelled by the requesting registrar.`,
            queuedAt: now,
          },
        ]);
        return { status: 'clientCancelled', requestedAt: transfer.requestedAt, actBy: transfer.actBy, expiresAt: null };
    }
  }

  return { transfer, complete };
}

export type SandboxTransfers = ReturnType<typeof createSandboxTransfers>;
