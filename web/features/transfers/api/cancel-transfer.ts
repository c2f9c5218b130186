import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferView } from '@common/api/transfer.contract';
import { apiClient } from '@web/lib/api-client';
import { accountKeys, orderKeys, transferKeys } from '@web/lib/query-keys';

export function cancelTransfer(id: number): Promise<TransferView> {
  return apiClient.post<TransferView>(`/domain/transfer/cancel/${id}`);
}

/** Cancels at the registry and refunds: the transfers, the orders and the balance change. */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransfer,
    onSettled: async () => {
      await Promise.all([transferKeys.all, orderKeys.all, accountKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
