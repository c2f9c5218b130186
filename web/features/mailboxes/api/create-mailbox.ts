import type { Mailbox } from '@common/api/vmail.contract';
import { apiClient } from '@web/lib/api-client';
import { useMailboxMutation } from './use-mailbox-mutation';
import type { MailboxDraft } from './validate-mailbox';

/** `POST /vmail/mailbox/create`: into a paid, free slot of the domain (8110 when it must be bought). */
export function createMailbox(draft: Required<MailboxDraft>): Promise<Mailbox> {
  return apiClient.post<Mailbox>('/vmail/mailbox/create', { ...draft });
}

export const useCreateMailbox = () => useMailboxMutation(createMailbox);
