import type { ProfileGeneral } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { useProfileMutation } from '../hooks/use-profile-mutation';

/** The default auto-renew setting that new domains of the account start with. */
export function setAutoRenew(autoRenew: boolean): Promise<ProfileGeneral> {
  return apiClient.post<ProfileGeneral>('/user/profile/set-autorenew', { auto_renew: autoRenew });
}

export function useSetAutoRenew() {
  return useProfileMutation(setAutoRenew);
}
