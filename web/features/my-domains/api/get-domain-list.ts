import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDomainListView, DomainListSort, DomainListType } from '@common/api/customer-domain.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface DomainListParams {
  type: DomainListType;
  pattern?: string;
  expiring?: number;
  sort: DomainListSort;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

export function getDomainList(params: DomainListParams): Promise<CustomerDomainListView> {
  return apiClient.get<CustomerDomainListView>('/domain/list', { ...params });
}

export function domainListQueryOptions(params: DomainListParams) {
  return queryOptions({
    queryKey: [...queryKeys.domains, 'list', params],
    queryFn: () => getDomainList(params),
    placeholderData: keepPreviousData,
  });
}

/** One page of the customer's domains; the previous page stays on screen while the next loads. */
export function useDomainList(params: DomainListParams) {
  return useQuery(domainListQueryOptions(params));
}
