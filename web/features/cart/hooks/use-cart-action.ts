import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AllCarts, RegisterCart } from '@common/api/cart.contract';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { cartKeys, queryKeys } from '@web/lib/query-keys';

/**
 * Runs a register-cart call; its answer replaces the register cart (spec §4), and the header's
 * badge count is read afresh. A refused call leaves the cart as it was and keeps the server's
 * message in the user's language for the view to show.
 */
export function useCartAction() {
  const queryClient = useQueryClient();
  const { language } = useLocalization();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (call: () => Promise<RegisterCart>) => call(),
    onSuccess: (register) => {
      const known = queryClient.getQueryData<AllCarts>(cartKeys.list());
      if (known) queryClient.setQueryData<AllCarts>(cartKeys.list(), { ...known, register });
      else void queryClient.invalidateQueries({ queryKey: cartKeys.list() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
      setError(null);
    },
    onError: (failure) => setError(errorText(failure, language)),
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    (call: () => Promise<RegisterCart>): Promise<boolean> =>
      mutateAsync(call).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { run, pending: mutation.isPending, error, clearError: () => setError(null) };
}
