import type { Mailbox } from '@common/api/vmail.contract';
import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';

/** `POST /vmail/mailbox/{id}/delete/{alias}` (spec §7); `address` is the whole alias@fqdn. */
export function deleteAlias(variables: { id: number; address: string }): Promise<Mailbox> {
  return apiClient.post<Mailbox>(`/vmail/mailbox/${variables.id}/delete/${encodeURIComponent(variables.address)}`);
}

export const useDeleteAlias = () => useMailboxMutation(deleteAlias);
