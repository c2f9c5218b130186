import type { ProfileGeneral } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { useProfileMutation } from '../hooks/use-profile-mutation';

export function setNewsletter(newsletter: boolean): Promise<ProfileGeneral> {
  return apiClient.post<ProfileGeneral>('/user/profile/set-newsletter', { newsletter });
}

export function useSetNewsletter() {
  return useProfileMutation(setNewsletter);
}
