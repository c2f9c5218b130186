import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyView } from '@common/api/privacy.contract';
import { apiClient } from '@web/lib/api-client';
import { cartKeys, domainKeys } from '@web/lib/query-keys';

const privacyKey = (domain: string) => [...domainKeys.all, 'privacy', domain] as const;

/** What WHOIS privacy of a name costs now (decision 028): paid until when, or the price of the rest of the term. */
export function usePrivacy(domain: string) {
  return useQuery({
    queryKey: privacyKey(domain),
    queryFn: ({ signal }) => apiClient.get<PrivacyView>(`/domain/privacy/${encodeURIComponent(domain)}`, {}, { signal }),
  });
}

export function setPrivacy(variables: { domain: string; privacy: boolean }): Promise<PrivacyView> {
  return apiClient.post<PrivacyView>(`/domain/privacy/${encodeURIComponent(variables.domain)}`, { privacy: variables.privacy });
}

/** WHOIS privacy of a domain; the domain list shows it and an unpaid rest of the term lands in the renew cart, so both are read again. */
export function useSetPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrivacy,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: domainKeys.all }), queryClient.invalidateQueries({ queryKey: cartKeys.all })]),
  });
}
