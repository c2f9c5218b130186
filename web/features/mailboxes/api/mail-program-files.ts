import { apiClient } from '@web/lib/api-client';

/**
 * The set-up files for mail programs are plain downloads (`GET /vmail/mailbox/{id}/autoconfig.xml`,
 * `…/profile.mobileconfig`); the session's tokens go along as on every GET.
 */
export function mailProgramFileHref(id: number, file: 'autoconfig.xml' | 'profile.mobileconfig'): string {
  const credentials = apiClient.getCredentials();
  const query = credentials ? `?${new URLSearchParams({ csrf_token: credentials.csrf_token, session_id: credentials.session_id })}` : '';
  return `/api/v1/vmail/mailbox/${id}/${file}${query}`;
}
