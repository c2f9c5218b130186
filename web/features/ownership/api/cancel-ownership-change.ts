import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnershipChangeView } from '@common/api/ownership.contract';
import { apiClient } from '@web/lib/api-client';
import { ownershipKeys } from '../ownership-keys';

/** Withdraws a change still waiting for confirmation (POST /domain/ownership/cancel/{id}). */
export function cancelOwnershipChange(id: number): Promise<OwnershipChangeView> {
  return apiClient.post<OwnershipChangeView>(`/domain/ownership/cancel/${id}`);
}

export function useCancelOwnershipChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOwnershipChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownershipKeys.all }),
  });
}
