import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterCart } from '@common/api/cart.contract';
import { refreshCarts } from '@web/lib/refresh-carts';
import { apiClient } from '@web/lib/api-client';
import type { MailboxDraft } from './validate-mailbox';

/** `POST /cart/add/mailbox`: a mailbox for a domain the customer owns, into the register cart; made after payment. */
export function addMailboxToCart(draft: MailboxDraft): Promise<RegisterCart> {
  return apiClient.post<RegisterCart>('/cart/add/mailbox', { ...draft });
}

/** Afterwards the carts and the header's cart badge are read again. */
export function useAddMailboxToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMailboxToCart, onSettled: () => refreshCarts(queryClient) });
}
