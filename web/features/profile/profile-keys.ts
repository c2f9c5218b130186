import { queryKeys } from '@web/lib/query-keys';

/**
 * The profile's queries, all under `queryKeys.profile`, so a logout forgets them with the rest of
 * the user's data (`userDataKeys`).
 */
export const profileKeys = {
  general: [...queryKeys.profile, 'general'] as const,
  sessions: [...queryKeys.profile, 'sessions'] as const,
  securityEvents: [...queryKeys.profile, 'security-events'] as const,
  unverifiedContacts: [...queryKeys.profile, 'unverified-contacts'] as const,
};
