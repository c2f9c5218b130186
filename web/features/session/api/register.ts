import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { signIn, type LoginResult } from './login';

export interface Registration {
  login: string;
  password: string;
  accept_terms: true;
}

/** Creates the customer account and logs the new user in. */
export function register(registration: Registration): Promise<LoginResult> {
  return apiClient.post<LoginResult>('/user/register', { ...registration });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (result) => signIn(queryClient, result) });
}
