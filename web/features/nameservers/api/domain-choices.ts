import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerDomainListView } from '@common/api/customer-domain.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** How many of the customer's domains a picker shows at once (the list's largest page). */
export const DOMAIN_CHOICES_LIMIT = 100;

export function getDomainChoices(pattern: string): Promise<CustomerDomainListView> {
  return apiClient.get<CustomerDomainListView>('/domain/list', {
    type: 'all',
    sort: 'name',
    order: 'asc',
    page: 1,
    per_page: DOMAIN_CHOICES_LIMIT,
    pattern: pattern || undefined,
  });
}

/** The customer's domains for a picker, found by part of the name (GET /domain/list). */
export function useDomainChoices(search: string) {
  // The list's pattern takes letters, digits, hyphen, dot and *; anything else typed is dropped.
  const pattern = search.replace(/[^\p{L}\p{M}\p{N}.*-]/gu, '').slice(0, 80);
  return useQuery({
    queryKey: [...queryKeys.domains, 'choices', pattern],
    queryFn: () => getDomainChoices(pattern),
    placeholderData: keepPreviousData,
  });
}
