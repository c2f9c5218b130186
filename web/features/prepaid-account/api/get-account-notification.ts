import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountNotification } from '@common/api/prepaid-account.contract';
import { apiClient } from '@web/lib/api-client';
import { accountKeys } from '@web/lib/query-keys';

export function getAccountNotification(): Promise<AccountNotification> {
  return apiClient.get<AccountNotification>('/account/notification');
}

/** The low-balance notification setting (GET /account/notification). */
export function useAccountNotification() {
  return useQuery(queryOptions({ queryKey: accountKeys.notification(), queryFn: getAccountNotification, staleTime: 0 }));
}
