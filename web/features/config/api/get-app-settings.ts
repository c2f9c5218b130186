import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppSettings } from '@common/api/config.contract';
import { setShopName } from '@web/i18n/shop-name';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The settings; the shop's name in them replaces the catalogues' default at once (header, document title). */
export async function getAppSettings(): Promise<AppSettings> {
  const settings = await apiClient.get<AppSettings>('/config/app-settings');
  setShopName(settings.shop_name);
  return settings;
}

export function appSettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.appSettings, queryFn: getAppSettings, staleTime: 5 * 60_000 });
}

/** Shop-wide settings: test-environment flag, exchange rates, TLDs, cart counts, legacy popups… */
export function useAppSettings() {
  return useQuery(appSettingsQueryOptions());
}
