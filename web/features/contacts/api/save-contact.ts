import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactDetails, ContactRoleName, ContactView } from '@common/api/contact.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { contactKeys } from '../contacts-keys';

export type SaveContactInput = { id: number; contact: ContactDetails } | { role: ContactRoleName; contact: ContactDetails };

/** Saves a contact's details (`POST /contact/update/:id`) or adds one (`POST /contact/add`). */
export function saveContact(input: SaveContactInput): Promise<ContactView> {
  return 'id' in input
    ? apiClient.post<ContactView>(`/contact/update/${input.id}`, { contact: input.contact })
    : apiClient.post<ContactView>('/contact/add', { role: input.role, contact: input.contact });
}

export function useSaveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: async () => {
      // The list, and the unverified addresses of spec §3 (a profile query), which a new address joins at once.
      await Promise.all([
        client.invalidateQueries({ queryKey: contactKeys.list }),
        client.invalidateQueries({ queryKey: queryKeys.profile }),
      ]);
    },
  });
}
