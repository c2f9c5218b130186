import { useQuery } from '@tanstack/react-query';
import { CHAT_STATE_PATH, chatStatusOf, type ChatStatus, type PremiumLine } from '@common/api/support.contract';
import { apiClient } from '@web/lib/api-client';

/**
 * The chat state (spec §4, §7): the one call outside /api, answering a bare number. Any failure
 * (no answer, an error status) counts as offline, as spec §8 says.
 */
export async function fetchChatStatus(signal?: AbortSignal): Promise<ChatStatus> {
  const credentials = apiClient.getCredentials();
  const query = credentials ? `?${new URLSearchParams({ csrf_token: credentials.csrf_token, session_id: credentials.session_id })}` : '';
  try {
    const response = await fetch(CHAT_STATE_PATH + query, { credentials: 'same-origin', cache: 'no-store', signal });
    if (!response.ok) return 'offline';
    return chatStatusOf(await response.text());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return 'offline';
  }
}

/** Fetched anew each time the drawer opens (the query lives only while the drawer is open). */
export function useChatStatus() {
  return useQuery({
    queryKey: ['support', 'chat-state'],
    queryFn: ({ signal }) => fetchChatStatus(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The 24/7 line of a premium-support customer. */
export function usePremiumLine(enabled: boolean) {
  return useQuery({
    queryKey: ['support', 'premium-line'],
    queryFn: ({ signal }) => apiClient.get<PremiumLine>('/support/premium-line', {}, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
