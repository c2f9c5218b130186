import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxList } from '@common/api/vmail.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const mailboxListKey = [...queryKeys.mailboxes, 'list'] as const;

/** `GET /vmail/mailboxes` (spec §7): every mailbox of the customer and the mail servers' settings. */
export function getMailboxes(): Promise<MailboxList> {
  return apiClient.get<MailboxList>('/vmail/mailboxes');
}

export function mailboxesQueryOptions() {
  return queryOptions({ queryKey: mailboxListKey, queryFn: getMailboxes });
}

export function useMailboxes() {
  return useQuery(mailboxesQueryOptions());
}
