import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOMAIN_PATTERN_MAX_LENGTH } from '@common/api/customer-domain.contract';
import { DOMAIN_LIST_MAX_PER_PAGE, domainListQueryOptions } from '@web/lib/api/domain-api';

/** How many names the picker offers at once (the list's largest page); the rest are found by typing. */
export const OWNERSHIP_CHOICES_LIMIT = DOMAIN_LIST_MAX_PER_PAGE;

/**
 * The customer's domains for the ownership page's picker, the first ones by name or those whose
 * name contains what was typed: the server filters (`pattern` of GET /domain/list), so every name
 * of an account with hundreds can be found.
 */
export function useOwnershipDomainChoices(search: string) {
  // The list's pattern takes letters, digits, hyphen, dot and *; anything else typed is dropped.
  const pattern = search.replace(/[^\p{L}\p{M}\p{N}.*-]/gu, '').slice(0, DOMAIN_PATTERN_MAX_LENGTH);
  return useQuery({
    ...domainListQueryOptions({
      type: 'all',
      sort: 'name',
      order: 'asc',
      page: 1,
      per_page: OWNERSHIP_CHOICES_LIMIT,
      pattern: pattern || undefined,
    }),
    placeholderData: keepPreviousData,
  });
}
