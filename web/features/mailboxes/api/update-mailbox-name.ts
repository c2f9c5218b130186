import type { Mailbox } from '@common/api/vmail.contract';
import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';

/** `POST /vmail/mailbox/{id}/update-name` (spec §7): a new local part; the mail stays. */
export function updateMailboxName(variables: { id: number; name: string }): Promise<Mailbox> {
  return apiClient.post<Mailbox>(`/vmail/mailbox/${variables.id}/update-name`, { name: variables.name });
}

export const useUpdateMailboxName = () => useMailboxMutation(updateMailboxName);
