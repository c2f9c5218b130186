import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileGeneral } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { profileKeys } from '../profile-keys';

export function getProfile(): Promise<ProfileGeneral> {
  return apiClient.get<ProfileGeneral>('/user/profile/general');
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.general, queryFn: getProfile, staleTime: 60_000 });
}

/** The profile of spec §7: login, name, settings, e-mail state, two-factor state and billing address. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
