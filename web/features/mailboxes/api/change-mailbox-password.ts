import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';

/** `POST /vmail/mailbox/change-password/{id}` (spec §7): the old password stops working at once. */
export function changeMailboxPassword(variables: { id: number; password: string }): Promise<unknown> {
  return apiClient.post(`/vmail/mailbox/change-password/${variables.id}`, { password: variables.password });
}

export const useChangeMailboxPassword = () => useMailboxMutation(changeMailboxPassword);
