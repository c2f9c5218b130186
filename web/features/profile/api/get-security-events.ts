import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { securityEventListSchema } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { profileKeys } from '../profile-keys';

export type SecurityEventList = z.infer<typeof securityEventListSchema>;
export type SecurityEvent = SecurityEventList['list'][number];

export function getSecurityEvents(): Promise<SecurityEventList> {
  return apiClient.get<SecurityEventList>('/user/security-events');
}

export function securityEventsQueryOptions() {
  return queryOptions({ queryKey: profileKeys.securityEvents, queryFn: getSecurityEvents, staleTime: 0 });
}

/** The latest security events of the account, newest first. */
export function useSecurityEvents() {
  return useQuery(securityEventsQueryOptions());
}
