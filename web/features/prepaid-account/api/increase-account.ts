import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatusView } from '@common/api/payment.contract';
import type { TOP_UP_METHODS } from '@common/api/prepaid-account.contract';
import { apiClient } from '@web/lib/api-client';
import { accountKeys } from '@web/lib/query-keys';

export type TopUpMethod = (typeof TOP_UP_METHODS)[number];

export interface TopUpRequest {
  /** Minor units of the account's currency. */
  amount: number;
  method: TopUpMethod;
  /** One per attempt: a repeated request with it pays once (docs/decisions/015). */
  idempotencyKey: string;
}

export function increaseAccount(request: TopUpRequest): Promise<PaymentStatusView> {
  return apiClient.post<PaymentStatusView>('/user/account/increase', {
    amount: request.amount,
    method: request.method,
    idempotency_key: request.idempotencyKey,
  });
}

/** Starts a top-up (POST /user/account/increase): a hosted payment page, or bank transfer details. */
export function useIncreaseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: increaseAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
