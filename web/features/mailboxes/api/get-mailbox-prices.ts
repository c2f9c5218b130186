import { useQuery } from '@tanstack/react-query';
import type { OtherService, PriceList } from '@common/api/price.contract';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface MailboxPrices {
  1: OtherService | undefined;
  2: OtherService | undefined;
}

/** The yearly prices of the two levels, from the price list's other services (`GET /price/list`). */
export function useMailboxPrices() {
  const { language, currency, country } = useLocalization();
  return useQuery({
    // The same key as the prices page's whole list: one request serves both.
    queryKey: [...queryKeys.priceList, 'list', language, currency, country, '*'] as const,
    queryFn: () => apiClient.get<PriceList>('/price/list', {}),
    select: (list): MailboxPrices => ({
      1: list.other_services.find((service) => service.id === 'mailbox'),
      2: list.other_services.find((service) => service.id === 'mailbox_pro'),
    }),
  });
}
