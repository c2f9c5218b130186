import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnershipChangeView } from '@common/api/ownership.contract';
import type { RegistrantContact } from '@common/api/payment.contract';
import { apiClient } from '@web/lib/api-client';
import { ownershipKeys } from '../ownership-keys';

export interface OwnershipChangeRequest {
  domain: string;
  registrant: RegistrantContact;
  optOutTransferLock: boolean;
  /** The customer approves for the prior registrant as its Designated Agent, re-authenticated by password (and code). */
  agent?: { password: string; code?: string };
}

/** Asks for the change; both registrants are mailed a link (POST /domain/ownership/change/{domain}). */
export function startOwnershipChange(request: OwnershipChangeRequest): Promise<OwnershipChangeView> {
  return apiClient.post<OwnershipChangeView>(`/domain/ownership/change/${encodeURIComponent(request.domain)}`, {
    registrant: request.registrant,
    opt_out_transfer_lock: request.optOutTransferLock,
    ...(request.agent ? { designated_agent: true, password: request.agent.password, code: request.agent.code } : {}),
  });
}

export function useStartOwnershipChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOwnershipChange,
    // Not awaited: the refetched page shows the open change in place of the form, which unmounts it,
    // and a caller's onSuccess (the "e-mails sent" note) must run before that.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ownershipKeys.all });
    },
  });
}
