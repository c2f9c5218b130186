import { useMutation } from '@tanstack/react-query';
import type { AuthCodeView } from '@common/api/transfer.contract';
import { apiClient } from '@web/lib/api-client';

export interface AuthCodeRequest {
  domain: string;
  password: string;
  code?: string;
  regenerate: boolean;
}

/** The domain's auth code after re-authentication (POST /domain/authcode/{domain}); never cached. */
export function getAuthCode(request: AuthCodeRequest): Promise<AuthCodeView> {
  return apiClient.post<AuthCodeView>(`/domain/authcode/${encodeURIComponent(request.domain)}`, {
    password: request.password,
    ...(request.code ? { code: request.code } : {}),
    regenerate: request.regenerate,
  });
}

export const useGetAuthCode = () => useMutation({ mutationFn: getAuthCode });
