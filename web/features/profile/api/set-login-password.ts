import type { ProfileGeneral } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { profileKeys } from '../profile-keys';

export interface PasswordChange {
  current_password: string;
  password: string;
}

export function setLoginPassword(change: PasswordChange): Promise<ProfileGeneral> {
  return apiClient.post<ProfileGeneral>('/user/profile/set-login-password', { ...change });
}

/** A new password ends the user's other sessions, so their list is read again. */
export function useSetLoginPassword() {
  return useProfileMutation(setLoginPassword, { alsoInvalidate: [profileKeys.sessions, profileKeys.securityEvents] });
}
