import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingAddress, BillingAddressResult } from '@common/api/account.contract';
import { updateSession } from '@web/lib/session-cache';
import { apiClient } from '@web/lib/api-client';
import { cartKeys, priceKeys, queryKeys } from '@web/lib/query-keys';
import { profileKeys } from '../profile-keys';

export type BillingAddressInput = Omit<BillingAddress, 'company' | 'vat_id'> & { company: string; vat_id: string };

export type { BillingAddressResult };

export function setBillingAddress(address: BillingAddressInput): Promise<BillingAddressResult> {
  return apiClient.post<BillingAddressResult>('/user/profile/set-billing-address', { ...address });
}

/**
 * Saves the billing address. Its country becomes the session's country and decides the VAT rate
 * (spec §4: changing the billing country reloads the cart and the localization), so the session
 * status, the app settings (VAT rate), the cart and the prices are read again.
 */
export function useSetBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBillingAddress,
    onSuccess: ({ profile, localization }) => {
      queryClient.setQueryData(profileKeys.general, profile);
      updateSession(queryClient, { localization });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionStatus });
      void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      // The price list shows the VAT of the country and of business customers.
      void queryClient.invalidateQueries({ queryKey: priceKeys.all });
    },
  });
}
