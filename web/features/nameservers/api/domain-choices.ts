import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOMAIN_LIST_MAX_PER_PAGE, domainListQueryOptions } from '@web/lib/api/domain-api';

/** How many of the customer's domains a picker shows at once (the list's largest page). */
export const DOMAIN_CHOICES_LIMIT = DOMAIN_LIST_MAX_PER_PAGE;

/** The customer's domains for a picker, found by part of the name (GET /domain/list). */
export function useDomainChoices(search: string) {
  // The list's pattern takes letters, digits, hyphen, dot and *; anything else typed is dropped.
  const pattern = search.replace(/[^\p{L}\p{M}\p{N}.*-]/gu, '').slice(0, 80);
  return useQuery({
    ...domainListQueryOptions({
      type: 'all',
      sort: 'name',
      order: 'asc',
      page: 1,
      per_page: DOMAIN_CHOICES_LIMIT,
      pattern: pattern || undefined,
    }),
    placeholderData: keepPreviousData,
  });
}
