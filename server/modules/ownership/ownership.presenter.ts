import type { OwnershipChangeView, OwnershipConfirmationView } from '@common/api/ownership.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { RegistrantChangeRow, RegistrantParty } from '../../db/schema/index';

/** A change as its customer sees it: the parties' names and addresses, never the tokens. */
export function presentChange(row: RegistrantChangeRow): OwnershipChangeView {
  return {
    id: row.id,
    domain: row.domain,
    domain_utf8: toDisplayName(row.domain),
    state: row.state,
    new_registrant: { name: row.newName, org: row.newOrg ?? '', email: row.newEmail },
    prior_registrant: { name: row.priorName, org: row.priorOrg ?? '', email: row.priorEmail },
    prior_confirmed: row.priorConfirmedAt !== null,
    new_confirmed: row.newConfirmedAt !== null,
    declined_by: row.declinedBy,
    opt_out_transfer_lock: row.optOutTransferLock,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
    transfer_locked_until: row.transferLockedUntil?.toISOString() ?? null,
    agent_approved_at: row.agentApprovedAt?.toISOString() ?? null,
  };
}

/**
 * What the holder of a mailed link sees: whose names are involved and what the change means, but
 * not the other party's e-mail address (the prior registrant's address stays with the registry).
 */
export function presentConfirmation(row: RegistrantChangeRow, party: RegistrantParty): OwnershipConfirmationView {
  return {
    domain: row.domain,
    domain_utf8: toDisplayName(row.domain),
    party,
    state: row.state,
    confirmed: (party === 'prior' ? row.priorConfirmedAt : row.newConfirmedAt) !== null,
    prior_registrant: { name: row.priorName, org: row.priorOrg ?? '' },
    new_registrant: { name: row.newName, org: row.newOrg ?? '', email: row.newEmail },
    opt_out_transfer_lock: row.optOutTransferLock,
    expires_at: row.expiresAt.toISOString(),
    transfer_locked_until: row.transferLockedUntil?.toISOString() ?? null,
    prior_by_agent: row.agentApprovedAt !== null,
  };
}
