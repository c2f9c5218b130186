import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { apiClient } from '@web/lib/api-client';
import { dashboardKeys } from '../dashboard-keys';

export function getAccountOverview(): Promise<PrepaidAccountView> {
  return apiClient.get<PrepaidAccountView>('/account/overview');
}

/** The prepaid balance (GET /account/overview); asked only when the session says there is an account. */
export function useAccountOverview(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: dashboardKeys.account, queryFn: getAccountOverview, enabled }));
}
