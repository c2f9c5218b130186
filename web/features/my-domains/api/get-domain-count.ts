import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDomainCountView } from '@common/api/customer-domain.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getDomainCount(): Promise<CustomerDomainCountView> {
  return apiClient.get<CustomerDomainCountView>('/domain/count');
}

export function domainCountQueryOptions() {
  return queryOptions({ queryKey: [...queryKeys.domains, 'count'], queryFn: getDomainCount });
}

/** How many of the customer's domains are in each state (for the filter and the summary). */
export function useDomainCount() {
  return useQuery(domainCountQueryOptions());
}
