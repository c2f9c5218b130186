import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterCart } from '@common/api/cart.contract';
import { apiClient } from '@web/lib/api-client';
import { refreshCarts } from '@web/lib/refresh-carts';

export function addTransfer(variables: { domain: string; authCode: string }): Promise<RegisterCart> {
  return apiClient.post<RegisterCart>(`/cart/add/transfer/${encodeURIComponent(variables.domain)}`, { auth_code: variables.authCode });
}

/** Puts the transfer into the register cart; the carts and the header's cart badge are read again. */
export function useAddTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTransfer, onSettled: () => refreshCarts(queryClient) });
}
