import type { CreatedAppPassword } from '@common/api/vmail.contract';
import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';

/** `POST /vmail/mailbox/{id}/app-passwords`: answers the new password, which is shown this once. */
export function createAppPassword(variables: { id: number; label: string }): Promise<CreatedAppPassword> {
  return apiClient.post<CreatedAppPassword>(`/vmail/mailbox/${variables.id}/app-passwords`, { label: variables.label });
}

export const useCreateAppPassword = () => useMailboxMutation(createAppPassword);
