/**
 * The cart calls that more than one feature makes (spec §7): the search page, the premium list,
 * the cart popup and overview, the renew and restore pages. A call only one feature makes stays in
 * that feature's `api/`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AllCarts, RegisterCart, SectionCart } from '@common/api/cart.contract';
import { apiClient, type RequestOptions } from '../api-client';
import { cartKeys } from '../query-keys';

const id = (value: string | number) => encodeURIComponent(String(value));

/** `GET /cart/list/all`: the three carts, register (with suggestions), renew and restore. */
export function getAllCarts(options?: RequestOptions): Promise<AllCarts> {
  return apiClient.get<AllCarts>('/cart/list/all', {}, options);
}

/**
 * The three carts under one key, so that the popup, the overview and the search page see every
 * change. Retried as every query is; the search page, which works without it, asks for no retry.
 */
export function allCartsQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.list(),
    queryFn: ({ signal }) => getAllCarts({ signal }),
    staleTime: 30_000,
  });
}

/** `POST /cart/add/domain/{domain}`, with the IDN language of the name when it has one; answers the register cart. */
export function addDomainToCart(domain: string, language?: string | null): Promise<RegisterCart> {
  return apiClient.post<RegisterCart>(`/cart/add/domain/${id(domain)}`, language ? { language } : {});
}

/** `POST /cart/remove/domain/{domain}`: answers the register cart with its suggestions. */
export function removeDomainFromCart(domain: string): Promise<RegisterCart> {
  return apiClient.post<RegisterCart>(`/cart/remove/domain/${id(domain)}`);
}

/** `POST /cart/renew/remove/{id}`: a renewal leaves the renew cart, which is answered. */
export function removeRenewItem(itemId: string): Promise<SectionCart> {
  return apiClient.post<SectionCart>(`/cart/renew/remove/${id(itemId)}`);
}

/** `POST /cart/rgp/remove/{id}`: a restore leaves the restore cart, which is answered. */
export function removeRgpItem(itemId: string): Promise<SectionCart> {
  return apiClient.post<SectionCart>(`/cart/rgp/remove/${id(itemId)}`);
}
