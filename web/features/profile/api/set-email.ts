import type { ProfileGeneral } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { useProfileMutation } from '../hooks/use-profile-mutation';

export interface EmailChange {
  email: string;
  password: string;
}

/** Asks for a new login address; it takes effect when the link mailed to it is used. */
export function setEmail(change: EmailChange): Promise<ProfileGeneral> {
  return apiClient.post<ProfileGeneral>('/user/profile/set-email', { ...change });
}

export function useSetEmail() {
  return useProfileMutation(setEmail);
}
