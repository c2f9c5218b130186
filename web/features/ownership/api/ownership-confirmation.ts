import { useMutation, useQuery } from '@tanstack/react-query';
import type { OwnershipConfirmationView } from '@common/api/ownership.contract';
import { apiClient } from '@web/lib/api-client';

/**
 * What a mailed link is about (POST /domain/ownership/confirm/details). A POST that changes
 * nothing: the token stays out of the address of the call, and opening the page answers nothing.
 */
export function getOwnershipConfirmation(token: string): Promise<OwnershipConfirmationView> {
  return apiClient.post<OwnershipConfirmationView>('/domain/ownership/confirm/details', { token });
}

export const useOwnershipConfirmation = (token: string, enabled: boolean) =>
  useQuery({
    queryKey: ['ownership-confirmation', token],
    queryFn: () => getOwnershipConfirmation(token),
    enabled,
    retry: false,
    staleTime: Infinity,
  });

/** The party's answer: only a click on Confirm or Decline sends it, never the page being opened. */
export function answerOwnershipChange(variables: { token: string; answer: 'confirm' | 'decline' }): Promise<OwnershipConfirmationView> {
  return apiClient.post<OwnershipConfirmationView>('/domain/ownership/confirm', variables);
}

export const useAnswerOwnershipChange = () => useMutation({ mutationFn: answerOwnershipChange });
