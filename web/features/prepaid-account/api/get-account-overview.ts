import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { apiClient, isApiRequestError } from '@web/lib/api-client';
import { prepaidAccountKeys } from '../prepaid-account-keys';

export function getAccountOverview(): Promise<PrepaidAccountView> {
  return apiClient.get<PrepaidAccountView>('/account/overview');
}

/** True when the call failed because the user has no prepaid account (3003). */
export function isAccountMissing(error: unknown): boolean {
  return isApiRequestError(error) && error.code === ErrorCode.AccountMissing;
}

export function accountOverviewQueryOptions() {
  return queryOptions({
    queryKey: prepaidAccountKeys.overview,
    queryFn: getAccountOverview,
    staleTime: 0,
    // A missing account is an answer, not a hiccup to retry.
    retry: (failures, error) => !isAccountMissing(error) && failures < 2,
  });
}

/** The balance, limit and minimum top-up of the user's prepaid account (GET /account/overview). */
export function useAccountOverview() {
  return useQuery(accountOverviewQueryOptions());
}
