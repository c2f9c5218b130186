import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PremiumExpiringKind, PremiumExpiringList } from '@common/api/premium.contract';
import type { Localization } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { cartKeys } from '@web/lib/query-keys';
import { useLocalization } from '@web/features/session/hooks/use-session';

export interface PremiumExpiringParams {
  kind: PremiumExpiringKind;
  tld: string | null;
  page: number;
  per_page: number;
}

export function getPremiumAndExpiring(params: PremiumExpiringParams): Promise<PremiumExpiringList> {
  return apiClient.get<PremiumExpiringList>('/domain/premium-and-expiring', {
    kind: params.kind,
    tld: params.tld ?? undefined,
    page: params.page,
    per_page: params.per_page,
  });
}

export function premiumAndExpiringQueryOptions(
  params: PremiumExpiringParams,
  { language, currency, country }: Pick<Localization, 'language' | 'currency' | 'country'>,
) {
  return queryOptions({
    // Under the cart key: its `in_cart` marks follow every cart change, and a settings save reprices it.
    queryKey: [...cartKeys.all, 'premium-and-expiring', params, language, currency, country] as const,
    queryFn: () => getPremiumAndExpiring(params),
    placeholderData: keepPreviousData,
  });
}

/** A page of premium names and the drop list (GET /domain/premium-and-expiring). */
export function usePremiumAndExpiring(params: PremiumExpiringParams) {
  return useQuery(premiumAndExpiringQueryOptions(params, useLocalization()));
}
