import type { Mailbox } from '@common/api/vmail.contract';
import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';

/** `POST /vmail/mailbox/{id}/create/{alias}/{fqdn}` (spec §7): alias@fqdn delivers into the mailbox. */
export function createAlias(variables: { id: number; alias: string; fqdn: string }): Promise<Mailbox> {
  return apiClient.post<Mailbox>(
    `/vmail/mailbox/${variables.id}/create/${encodeURIComponent(variables.alias)}/${encodeURIComponent(variables.fqdn)}`,
  );
}

export const useCreateAlias = () => useMailboxMutation(createAlias);
