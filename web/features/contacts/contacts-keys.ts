import { queryKeys } from '@web/lib/query-keys';

/** Under `queryKeys.profile`, so that a logout forgets the contacts with the rest of the user's data. */
export const contactKeys = {
  list: [...queryKeys.profile, 'contacts'] as const,
};
