import type { RegisterCart } from '@common/api/cart.contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { allCartsQueryOptions, removeDomainFromCart, removeRenewItem, removeRgpItem } from '@web/lib/api/cart-api';

/** The three carts (spec §7 `GET /cart/list/all`): register (with suggestions), renew and restore. */
export function useAllCarts(enabled = true) {
  return useQuery({ ...allCartsQueryOptions(), enabled });
}

const id = (value: string | number) => encodeURIComponent(String(value));

/** Every register-cart call answers the new register cart with its suggestions. */
export const cartCalls = {
  removeDomain: removeDomainFromCart,
  /** Period in years, WHOIS privacy 0/1, mailbox true/false (docs/decisions/018). */
  updateDomain: (domainId: string, change: { period?: number; privacy_level?: number; mailbox?: boolean }) =>
    apiClient.post<RegisterCart>(`/cart/update/${id(domainId)}`, change),
  addMailbox: (domainId: string, mailbox: { name: string; level: number }) =>
    apiClient.post<RegisterCart>(`/cart/add/${id(domainId)}/mailbox`, mailbox),
  updateMailbox: (domainId: string, mailboxId: string, change: { name?: string; level?: number }) =>
    apiClient.post<RegisterCart>(`/cart/update/${id(domainId)}/${id(mailboxId)}`, change),
  removeMailbox: (domainId: string, mailboxId: string) => apiClient.post<RegisterCart>(`/cart/remove/${id(domainId)}/${id(mailboxId)}`),
  /** A corrected auth code for a transfer in the cart, checked at the registry (decision 023). */
  updateTransferCode: (domain: string, authCode: string) =>
    apiClient.post<RegisterCart>(`/cart/update/transfer/${id(domain)}`, { auth_code: authCode }),
  addCoupon: (code: string) => apiClient.post<RegisterCart>(`/cart/add/coupon/${id(code)}`),
  removeCoupon: (code: string) => apiClient.post<RegisterCart>(`/cart/remove/coupon/${id(code)}`),
};

/** Removals from the renew and restore sections (spec §7): each answers its own section. */
export const sectionRemoveCalls = {
  renew: removeRenewItem,
  rgp: removeRgpItem,
};
