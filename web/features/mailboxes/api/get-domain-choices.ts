import { useQuery } from '@tanstack/react-query';
import type { CustomerDomainStatus } from '@common/api/customer-domain.contract';
import { DOMAIN_LIST_MAX_PER_PAGE, domainListQueryOptions } from '@web/lib/api/domain-api';

/** Names that still hold a paid term (or its grace): mail can be received on them. */
const USABLE: ReadonlySet<CustomerDomainStatus> = new Set<CustomerDomainStatus>(['active', 'expiring', 'grace']);

/** The customer's domains that a mailbox or an alias can be made on (GET /domain/list, as My domains uses it). */
export function useMailDomainChoices() {
  return useQuery({
    ...domainListQueryOptions({ type: 'all', sort: 'name', order: 'asc', page: 1, per_page: DOMAIN_LIST_MAX_PER_PAGE }),
    select: (list) => list.domains.filter((domain) => USABLE.has(domain.status)),
  });
}
