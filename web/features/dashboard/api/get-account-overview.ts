import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccountOverview } from '@web/lib/api/account-api';
import { accountKeys } from '@web/lib/query-keys';

/** The prepaid balance (GET /account/overview); asked only when the session says there is an account. */
export function useAccountOverview(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: accountKeys.overview(), queryFn: getAccountOverview, enabled }));
}
