import type { SectionCart } from '@common/api/cart.contract';
import type { RestoreList } from '@common/api/restore.contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { getAllCarts, removeRgpItem } from '@web/lib/api/cart-api';
import { cartKeys, domainKeys, queryKeys } from '@web/lib/query-keys';

/** The restore list lives under the domains key: a paid restore changes both. */
export const restoreListKey = [...domainKeys.all, 'restore', 'list'] as const;

/** GET /domain/restore/list: the customer's names in redemption with their restore price (decision 022). */
export function useRestoreList() {
  return useQuery({
    queryKey: restoreListKey,
    queryFn: ({ signal }) => apiClient.get<RestoreList>('/domain/restore/list', {}, { signal }),
  });
}

/** The rgp section of GET /cart/list/all. */
export function rgpCartQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.rgp(),
    queryFn: ({ signal }) => getAllCarts({ signal }).then((carts) => carts.rgp),
  });
}

export function useRgpCart() {
  return useQuery(rgpCartQueryOptions());
}

const id = (value: string) => encodeURIComponent(value);

/** The restore cart calls of spec §7; each answers the rgp cart. */
export const rgpCalls = {
  add: (domain: string) => apiClient.post<SectionCart>(`/cart/rgp/add/domain/${id(domain)}`),
  remove: removeRgpItem,
};

/**
 * A change of the rgp cart; on success the restore list, the carts (badge, popup, overview) and
 * the app settings' counts are read again.
 */
export function useRgpCartChange<TInput>(call: (input: TInput) => Promise<SectionCart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (cart) => {
      queryClient.setQueryData(cartKeys.rgp(), cart);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: restoreListKey }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.appSettings }),
      ]);
    },
  });
}
