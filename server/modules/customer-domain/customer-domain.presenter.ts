import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import type { CustomerDomainListRow } from './customer-domain.repository';

/** The fields of a customer's domain that leave the server. */
export function presentCustomerDomain(row: CustomerDomainListRow, now: Date): CustomerDomainView {
  return {
    domain: row.name,
    domain_utf8: row.unicodeName,
    status: row.status,
    registered_at: row.registeredAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    auto_renew: row.autoRenew,
    privacy: row.privacy,
    transfer_lock: row.statuses.includes('clientTransferProhibited'),
    transfer_locked_until: row.transferLockedUntil > now ? row.transferLockedUntil.toISOString() : null,
    // The shop's own hold for an unverified registrant e-mail says why; any other hold is just a hold.
    suspended: row.verificationHold
      ? 'registrant-verification'
      : row.statuses.includes('clientHold') || row.statuses.includes('serverHold')
        ? 'hold'
        : null,
    nameservers: row.nameservers,
  };
}
