import type { TransferView } from '@common/api/transfer.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { TransferListRow } from './transfer.repository';

/** The fields of a transfer that leave the server; the auth code never does. */
export function presentTransfer(row: TransferListRow): TransferView {
  return {
    id: row.orderItemId,
    domain: row.domain,
    domain_utf8: toDisplayName(row.domain),
    state: row.state,
    requested_at: row.requestedAt?.toISOString() ?? null,
    act_by: row.actBy?.toISOString() ?? null,
    // Only a request the registry holds can be withdrawn; before that the job may be sending it.
    cancellable: row.state === 'pending',
  };
}
