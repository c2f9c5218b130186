import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';

/** `POST /vmail/mailbox/delete/{id}` (spec §7): the mailbox and all its stored mail are gone. */
export function deleteMailbox(variables: { id: number }): Promise<unknown> {
  return apiClient.post(`/vmail/mailbox/delete/${variables.id}`);
}

export const useDeleteMailbox = () => useMailboxMutation(deleteMailbox);
