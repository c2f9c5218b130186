import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { MailboxValidation } from '@common/api/vmail.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface MailboxDraft {
  domain: string;
  name: string;
  level: 1 | 2;
  password?: string;
}

/** `POST /vmail/validate/mailbox` (spec §7): whether the mailbox can be made, and whether directly or through the cart. */
export function validateMailbox(draft: MailboxDraft): Promise<MailboxValidation> {
  return apiClient.post<MailboxValidation>('/vmail/validate/mailbox', { ...draft });
}

/**
 * The check while the form is filled in (the caller waits for a pause in typing). The password
 * goes along only to hear the policy's verdict; the answer is not kept once the form is gone.
 */
export function useMailboxValidation(draft: MailboxDraft | null) {
  return useQuery({
    queryKey: [...queryKeys.mailboxes, 'validate', draft],
    queryFn: () => validateMailbox(draft!),
    enabled: draft !== null,
    retry: false,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The last check on submit, with the password. */
export function useValidateMailbox() {
  return useMutation({ mutationFn: validateMailbox });
}
