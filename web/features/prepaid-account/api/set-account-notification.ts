import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountNotification } from '@common/api/prepaid-account.contract';
import { apiClient } from '@web/lib/api-client';
import { accountKeys } from '@web/lib/query-keys';

/** `threshold` in minor units of the account's currency; required when enabled. */
export function setAccountNotification(choice: { enabled: boolean; threshold?: number }): Promise<AccountNotification> {
  return apiClient.post<AccountNotification>('/account/notification', choice);
}

export function useSetAccountNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountNotification,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.notification(), saved);
      void queryClient.invalidateQueries({ queryKey: accountKeys.overview() });
    },
  });
}
