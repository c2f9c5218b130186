import { useQuery } from '@tanstack/react-query';
import { domainCountQueryOptions } from '@web/lib/api/domain-api';

/** How many of the customer's domains are in each state (for the filter and the summary). */
export function useDomainCount() {
  return useQuery(domainCountQueryOptions());
}
