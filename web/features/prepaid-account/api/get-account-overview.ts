import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@common/errors/error-codes';
import { getAccountOverview } from '@web/lib/api/account-api';
import { isApiRequestError } from '@web/lib/api-client';
import { accountKeys } from '@web/lib/query-keys';

/** True when the call failed because the user has no prepaid account (3003). */
export function isAccountMissing(error: unknown): boolean {
  return isApiRequestError(error) && error.code === ErrorCode.AccountMissing;
}

export function accountOverviewQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.overview(),
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
