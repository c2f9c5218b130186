import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { readSession, updateSession } from '@web/lib/session-cache';
import { apiClient, isApiRequestError } from '@web/lib/api-client';
import { accountKeys, paymentKeys } from '@web/lib/query-keys';

export function createAccount(): Promise<PrepaidAccountView> {
  return apiClient.post<PrepaidAccountView>('/user/account/create');
}

/**
 * Opens the prepaid account (POST /user/account/create). The session's `user.account` flips at
 * once, so the account menu shows the account's pages without a reload (spec §6). An account that
 * exists already (3002, another tab) counts as opened.
 */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  const markOpened = () => {
    const user = readSession(queryClient)?.user;
    if (user) updateSession(queryClient, { user: { ...user, account: true } });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.init('account') });
  };
  return useMutation({
    mutationFn: createAccount,
    onSuccess: markOpened,
    onError: (error) => {
      if (isApiRequestError(error) && error.code === ErrorCode.AccountExists) markOpened();
    },
  });
}
