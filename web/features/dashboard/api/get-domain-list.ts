import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDomainListView } from '@common/api/customer-domain.contract';
import { apiClient } from '@web/lib/api-client';
import { dashboardKeys, type DashboardDomainListParams } from '../dashboard-keys';

export function getDomainList(params: DashboardDomainListParams): Promise<CustomerDomainListView> {
  return apiClient.get<CustomerDomainListView>('/domain/list', { ...params });
}

/** The first few of the customer's domains of one kind (GET /domain/list). */
export function useDomainList(params: DashboardDomainListParams) {
  return useQuery(queryOptions({ queryKey: dashboardKeys.domainList(params), queryFn: () => getDomainList(params) }));
}
