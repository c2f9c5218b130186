import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unverifiedContactsSchema } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { profileKeys } from '../profile-keys';

export type UnverifiedContacts = z.infer<typeof unverifiedContactsSchema>;

export function getUnverifiedContacts(): Promise<UnverifiedContacts> {
  return apiClient.get<UnverifiedContacts>('/contact/list/unverified');
}

export function unverifiedContactsQueryOptions() {
  return queryOptions({ queryKey: profileKeys.unverifiedContacts, queryFn: getUnverifiedContacts, staleTime: 60_000 });
}

/** Spec §3: the contact e-mail addresses still to be confirmed, each with its deadline. */
export function useUnverifiedContacts() {
  return useQuery(unverifiedContactsQueryOptions());
}
