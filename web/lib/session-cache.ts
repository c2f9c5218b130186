import type { QueryClient } from '@tanstack/react-query';
import type { SessionStatus } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { setUiLanguage } from '@web/i18n/i18n';

/**
 * The session status is the one source of truth for the user, the localization and the cookie
 * consent. Every answer that changes them goes through here, so the API client's credentials
 * and the UI language always follow the session.
 */
export function applySession(status: SessionStatus): Promise<void> {
  apiClient.setCredentials(status);
  return setUiLanguage(status.localization.language);
}

export function readSession(queryClient: QueryClient): SessionStatus | undefined {
  return queryClient.getQueryData<SessionStatus>(queryKeys.sessionStatus);
}

/** Merges a partial answer (login, logout, localization…) into the cached session status. */
export function updateSession(queryClient: QueryClient, patch: Partial<SessionStatus>): void {
  const current = readSession(queryClient);
  if (!current) return;
  const next = { ...current, ...patch };
  queryClient.setQueryData(queryKeys.sessionStatus, next);
  void applySession(next);
}
