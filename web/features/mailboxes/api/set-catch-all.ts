import type { Mailbox } from '@common/api/vmail.contract';
import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';

/** `POST /vmail/mailbox/{id}/catch-all`: mail to any unknown address of the domain goes into this mailbox. */
export function setCatchAll(variables: { id: number; enabled: boolean }): Promise<Mailbox> {
  return apiClient.post<Mailbox>(`/vmail/mailbox/${variables.id}/catch-all`, { enabled: variables.enabled });
}

export const useSetCatchAll = () => useMailboxMutation(setCatchAll);
