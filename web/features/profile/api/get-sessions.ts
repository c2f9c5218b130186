import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionListSchema } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { profileKeys } from '../profile-keys';

export type SessionList = z.infer<typeof sessionListSchema>;
export type SessionEntry = SessionList['list'][number];

export function getSessions(): Promise<SessionList> {
  return apiClient.get<SessionList>('/user/sessions');
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: profileKeys.sessions, queryFn: getSessions, staleTime: 0 });
}

/** The account's open sessions (browser, network, last activity), this one marked. */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
