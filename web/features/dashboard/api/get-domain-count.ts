import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDomainCountView } from '@common/api/customer-domain.contract';
import { apiClient } from '@web/lib/api-client';
import { dashboardKeys } from '../dashboard-keys';

export function getDomainCount(): Promise<CustomerDomainCountView> {
  return apiClient.get<CustomerDomainCountView>('/domain/count');
}

/** How many of the customer's domains are in each state (GET /domain/count). */
export function useDomainCount() {
  return useQuery(queryOptions({ queryKey: dashboardKeys.domainCount, queryFn: getDomainCount }));
}
