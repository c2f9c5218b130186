import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterCart } from '@common/api/cart.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** `POST /cart/add/domain/{domain}` (spec §7); the cart queue of the API client sends it alone. */
export function addDomainToCart(domain: string): Promise<RegisterCart> {
  return apiClient.post<RegisterCart>(`/cart/add/domain/${encodeURIComponent(domain)}`, {});
}

/** Adds a name; afterwards the cart badge (app settings) and every cart query, this list's marks included, are read again. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDomainToCart,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.appSettings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
      ]),
  });
}
