import { useMutation } from '@tanstack/react-query';
import type { DnsMailfwConfirmation } from '@common/api/dns.contract';
import { apiClient } from '@web/lib/api-client';

/**
 * Confirms a MAILFW destination with the token of its mail. POST, not GET: a mail scanner that
 * prefetches the link only loads the page, it does not start the forwarding.
 */
export function confirmMailfw(token: string): Promise<DnsMailfwConfirmation> {
  return apiClient.post<DnsMailfwConfirmation>('/dns/mailfw/confirm', { token });
}

export function useConfirmMailfw() {
  return useMutation({ mutationFn: confirmMailfw });
}
