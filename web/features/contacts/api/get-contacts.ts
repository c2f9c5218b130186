import { useQuery } from '@tanstack/react-query';
import type { ContactListView } from '@common/api/contact.contract';
import { apiClient } from '@web/lib/api-client';
import { contactKeys } from '../contacts-keys';

export function getContacts(): Promise<ContactListView> {
  return apiClient.get<ContactListView>('/contact/list');
}

/** The customer's registrant, admin and tech contacts with their verification and the names each holds. */
export function useContacts() {
  return useQuery({ queryKey: contactKeys.list, queryFn: getContacts });
}
