import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';

/** `POST /vmail/mailbox/{id}/app-passwords/delete/{appPasswordId}`: the mail program using it is locked out. */
export function deleteAppPassword(variables: { id: number; appPasswordId: number }): Promise<unknown> {
  return apiClient.post(`/vmail/mailbox/${variables.id}/app-passwords/delete/${variables.appPasswordId}`);
}

export const useDeleteAppPassword = () => useMailboxMutation(deleteAppPassword);
