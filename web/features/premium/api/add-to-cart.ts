import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDomainToCart } from '@web/lib/api/cart-api';
import { refreshCarts } from '@web/lib/refresh-carts';

/** Adds a name (`POST /cart/add/domain/{domain}`); afterwards the cart badge (app settings) and every cart query, this list's marks included, are read again. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => addDomainToCart(domain),
    onSuccess: () => refreshCarts(queryClient),
  });
}
