import type { ProfileGeneral } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { useProfileMutation } from '../hooks/use-profile-mutation';

export function setLoginName(name: string): Promise<ProfileGeneral> {
  return apiClient.post<ProfileGeneral>('/user/profile/set-login-name', { name });
}

export function useSetLoginName() {
  return useProfileMutation(setLoginName);
}
