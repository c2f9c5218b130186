import { useQuery } from '@tanstack/react-query';
import { domainListQueryOptions } from '@web/lib/api/domain-api';
import type { DashboardDomainListParams } from '../dashboard-keys';

/** The first few of the customer's domains of one kind (GET /domain/list), under the key "my domains" reads the same page by. */
export function useDomainList(params: DashboardDomainListParams) {
  return useQuery(domainListQueryOptions(params));
}
