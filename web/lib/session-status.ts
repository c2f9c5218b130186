import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Localization, SessionStatus, User } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useUiLanguage } from '@web/i18n/use-ui-language';
import { applySession } from './session-cache';

/*
 * The session status, shared by every part of the app (the router loads it before the first page,
 * shared components read its language): fetched once, then updated in place (session-cache.ts).
 */

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

/** The session status; the router loads it before the first page renders. */
export function useSession(): SessionStatus | undefined {
  return useUserStatus().data;
}

/** The logged-in user, or null for a visitor. */
export function useUser(): User | null {
  return useSession()?.user ?? null;
}

/**
 * The session's localization, with the front-end defaults of spec §9 until it is known. Many
 * components of a list call it (each price cell), so it subscribes to the UI language alone rather
 * than through `useTranslation` (decision 040).
 */
export function useLocalization(): Localization {
  const session = useSession();
  const uiLanguage = useUiLanguage();
  return (
    session?.localization ?? {
      language: uiLanguage === 'de' ? 'de' : 'en',
      currency: 'EUR',
      country: 'DE',
      vat_rate: 0.19,
      business_customer: false,
      tracking: false,
    }
  );
}
