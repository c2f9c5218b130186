import { queryOptions } from '@tanstack/react-query';
import type { WhoisAnswer } from '@common/api/whois.contract';
import { apiClient } from '@web/lib/api-client';

/** `GET /whois/{domain}`: the registration data of a name, redacted as WHOIS and RDAP are. */
export function whoisQueryOptions(domain: string) {
  return queryOptions({
    queryKey: ['whois', domain] as const,
    queryFn: ({ signal }) => apiClient.get<WhoisAnswer>(`/whois/${encodeURIComponent(domain)}`, {}, { signal }),
    staleTime: 60_000,
    // An invalid query stays invalid.
    retry: false,
  });
}
