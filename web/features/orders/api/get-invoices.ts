import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceView } from '@common/api/invoice.contract';
import { apiClient } from '@web/lib/api-client';
import { orderKeys } from '@web/lib/query-keys';

export function getInvoices(): Promise<InvoiceView[]> {
  return apiClient.get<InvoiceView[]>('/user/invoices');
}

/**
 * The user's invoices and credit notes (GET /user/invoices). Their `pdf_url` is a plain link: the
 * browser sends the HttpOnly session cookie with it (same origin, SameSite=Lax), and a GET needs
 * no CSRF token, so the download works without putting the session id into an address.
 */
export function useInvoices(refetchInterval: number | false) {
  return useQuery(queryOptions({ queryKey: orderKeys.invoices(), queryFn: getInvoices, staleTime: 0, refetchInterval }));
}
