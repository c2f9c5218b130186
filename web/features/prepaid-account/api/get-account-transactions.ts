import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountTransactions } from '@common/api/prepaid-account.contract';
import { apiClient } from '@web/lib/api-client';
import { accountKeys } from '@web/lib/query-keys';
import { isAccountMissing } from './get-account-overview';

export function getAccountTransactions(page: number, perPage: number): Promise<AccountTransactions> {
  return apiClient.get<AccountTransactions>('/account/transactions', { page, per_page: perPage });
}

export function accountTransactionsQueryOptions(page: number, perPage: number) {
  return queryOptions({
    queryKey: accountKeys.transactions(page, perPage),
    queryFn: () => getAccountTransactions(page, perPage),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isAccountMissing(error) && failures < 2,
  });
}

/** One page of the account's ledger, newest first (GET /account/transactions). */
export function useAccountTransactions(page: number, perPage: number) {
  return useQuery(accountTransactionsQueryOptions(page, perPage));
}
