import type { AllCarts, RegisterCart } from '@common/api/cart.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** `POST /cart/add/domain/{domain}` with the IDN language of the name (spec §7). */
export function addDomainToCart(domain: string, language: string | null): Promise<RegisterCart> {
  return apiClient.post<RegisterCart>(`/cart/add/domain/${encodeURIComponent(domain)}`, language ? { language } : {});
}

/** `POST /cart/remove/domain/{domain}`: answers the register cart with its suggestions. */
export function removeDomainFromCart(domain: string): Promise<RegisterCart> {
  return apiClient.post<RegisterCart>(`/cart/remove/domain/${encodeURIComponent(domain)}`);
}

/** The three carts (`GET /cart/list/all`), under the cart key so that every cart change refreshes it. */
export function allCartsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.cart, 'list', 'all'] as const,
    queryFn: ({ signal }) => apiClient.get<AllCarts>('/cart/list/all', {}, { signal }),
    staleTime: 30_000,
    // The search works without it: the names in the cart are only marked when it answers.
    retry: false,
  });
}

/** The domains (A-labels) in the register cart. */
export function domainsInCart(carts: AllCarts | undefined): string[] {
  if (!carts) return [];
  return Object.values(carts.register.items)
    .filter((item) => item.type === 'Domain')
    .map((item) => item.domain);
}
