import { useQuery } from '@tanstack/react-query';
import type { OtherService } from '@common/api/price.contract';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { priceListQueryOptions } from '@web/lib/api/price-api';

export interface MailboxPrices {
  1: OtherService | undefined;
  2: OtherService | undefined;
}

/** The yearly prices of the two levels, from the price list's other services (`GET /price/list`). */
export function useMailboxPrices() {
  return useQuery({
    // The prices page's whole list: one request serves both.
    ...priceListQueryOptions(useLocalization()),
    select: (list): MailboxPrices => ({
      1: list.other_services.find((service) => service.id === 'mailbox'),
      2: list.other_services.find((service) => service.id === 'mailbox_pro'),
    }),
  });
}
