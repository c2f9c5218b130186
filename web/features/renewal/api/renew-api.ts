import type { SectionCart } from '@common/api/cart.contract';
import type { RenewalLinkSent } from '@common/api/renewal-link.contract';
import type { RenewItem, RenewList, RenewLookup, RenewOptions } from '@common/api/renewal.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { removeRenewItem } from '@web/lib/api/cart-api';
import { cartKeys, domainKeys, queryKeys } from '@web/lib/query-keys';

/** The renew list's queries live under the domains key: a paid renewal changes both. */
export const renewKeys = {
  all: [...domainKeys.all, 'renew'] as const,
  list: (pattern: string, page: number) => [...domainKeys.all, 'renew', 'list', pattern, page] as const,
};

export const RENEW_PER_PAGE = 20;

/** GET /domain/renew/list: the customer's names as renew items (decision 020). */
export function useRenewList(pattern: string, page: number) {
  return useQuery({
    queryKey: renewKeys.list(pattern, page),
    queryFn: ({ signal }) =>
      apiClient.get<RenewList>('/domain/renew/list', { pattern: pattern || undefined, page, per_page: RENEW_PER_PAGE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /cart/renew/list. */
export function renewCartQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.renew(),
    queryFn: ({ signal }) => apiClient.get<SectionCart>('/cart/renew/list', {}, { signal }),
  });
}

export function useRenewCart() {
  return useQuery(renewCartQueryOptions());
}

/** GET /domain/renew/lookup (simple renew, visitors too); runs when a name is given. */
export function useRenewLookup(domain: string | null) {
  return useQuery({
    queryKey: ['renew', 'lookup', domain] as const,
    queryFn: ({ signal }) => apiClient.get<RenewLookup>('/domain/renew/lookup', { domain: domain ?? '' }, { signal }),
    enabled: domain !== null,
    retry: false,
  });
}

const id = (value: string) => encodeURIComponent(value);

/** The renew cart calls of spec §7; each answers the renew cart, except info (the priced item). */
export const renewCalls = {
  info: (itemId: string, options: RenewOptions) => apiClient.post<RenewItem>(`/cart/renew/info/${id(itemId)}`, { options }),
  add: (domain: string, options: RenewOptions) => apiClient.post<SectionCart>(`/cart/renew/add/domain/${id(domain)}`, { options }),
  remove: removeRenewItem,
  update: (itemId: string, change: { period?: number; privacy_level?: number; trustee?: number }) =>
    apiClient.post<SectionCart>(`/cart/renew/update/${id(itemId)}`, change),
  addMailbox: (itemId: string, level: number, name?: string) =>
    apiClient.post<SectionCart>(`/cart/renew/add/${id(itemId)}/mailbox`, { level, ...(name ? { name } : {}) }),
  removeAddOn: (itemId: string, addOnId: string) => apiClient.post<SectionCart>(`/cart/renew/remove/${id(itemId)}/${id(addOnId)}`),
};

/**
 * A change of the renew cart; on success the answered cart is kept, and whether it succeeded or
 * not the renew list, the carts (badge, popup, overview) and the app settings' counts are read
 * again: a change of two calls (a mailbox level: remove, then add) may fail after the first.
 */
export function useRenewCartChange<TInput>(call: (input: TInput) => Promise<SectionCart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.renew(), cart);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: renewKeys.all }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.appSettings }),
      ]);
    },
  });
}

/** POST /domain/renew/simple/link: mails the name's holder a renewal link (decision 026). */
export function requestRenewalLink(domain: string): Promise<RenewalLinkSent> {
  return apiClient.post<RenewalLinkSent>('/domain/renew/simple/link', { domain });
}
