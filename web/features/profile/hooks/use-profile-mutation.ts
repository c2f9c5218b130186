import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ProfileGeneral } from '@common/api/account.contract';
import { profileKeys } from '../profile-keys';

/**
 * A profile setter: the server answers the whole new profile, which replaces the cached one, so
 * every form shows the saved state at once. Security events may have been added by the change.
 */
export function useProfileMutation<V>(
  mutationFn: (variables: V) => Promise<ProfileGeneral>,
  options: { alsoInvalidate?: QueryKey[] } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.general, profile);
      for (const queryKey of [profileKeys.securityEvents, ...(options.alsoInvalidate ?? [])])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
