import { useQuery } from '@tanstack/react-query';
import type { CustomerDomainListView, CustomerDomainStatus } from '@common/api/customer-domain.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The most names a picker offers (the domain list's largest page). */
export const DOMAIN_CHOICES_LIMIT = 100;

/** Names that still hold a paid term (or its grace): mail can be received on them. */
const USABLE: ReadonlySet<CustomerDomainStatus> = new Set<CustomerDomainStatus>(['active', 'expiring', 'grace']);

export function getDomainChoices(): Promise<CustomerDomainListView> {
  return apiClient.get<CustomerDomainListView>('/domain/list', {
    type: 'all',
    sort: 'name',
    order: 'asc',
    page: 1,
    per_page: DOMAIN_CHOICES_LIMIT,
  });
}

/** The customer's domains that a mailbox or an alias can be made on (GET /domain/list, as My domains uses it). */
export function useMailDomainChoices() {
  return useQuery({
    queryKey: [...queryKeys.domains, 'mail-choices'],
    queryFn: getDomainChoices,
    select: (list) => list.domains.filter((domain) => USABLE.has(domain.status)),
  });
}
