import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { domainListQueryOptions, type DomainListParams } from '@web/lib/api/domain-api';

/** One page of the customer's domains; the previous page stays on screen while the next loads. */
export function useDomainList(params: DomainListParams) {
  return useQuery({ ...domainListQueryOptions(params), placeholderData: keepPreviousData });
}
