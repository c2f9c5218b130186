import { useQuery } from '@tanstack/react-query';
import { domainCountQueryOptions } from '@web/lib/api/domain-api';

/** How many of the customer's domains are in each state (GET /domain/count), shared with "my domains". */
export function useDomainCount() {
  return useQuery(domainCountQueryOptions());
}
