import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionStatus } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { applySession } from '../session-cache';

/** Creates or resumes the session; the build hash lets the server tell an outdated client. */
export async function getUserStatus(): Promise<SessionStatus> {
  const status = await apiClient.get<SessionStatus>('/user/status', { version: __BUILD_HASH__ });
  // The first page renders in the session's language, so its texts are loaded before.
  await applySession(status);
  return status;
}

export function userStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sessionStatus,
    queryFn: getUserStatus,
    // Logins, logouts and settings update the cached status directly; it never goes stale by itself.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useUserStatus() {
  return useQuery(userStatusQueryOptions());
}
