import type { QueryClient } from '@tanstack/react-query';
import { cartKeys, queryKeys } from './query-keys';

/**
 * After a cart change, from whichever feature made it (a domain, a transfer, a mailbox): the
 * header's cart badge (app settings) and every cart query read afresh.
 */
export function refreshCarts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.appSettings }),
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  ]);
}
