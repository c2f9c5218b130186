import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppSettings } from '@common/api/config.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getAppSettings(): Promise<AppSettings> {
  return apiClient.get<AppSettings>('/config/app-settings');
}

export function appSettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.appSettings, queryFn: getAppSettings, staleTime: 5 * 60_000 });
}

/** Shop-wide settings: test-environment flag, exchange rates, TLDs, cart counts, legacy popups… */
export function useAppSettings() {
  return useQuery(appSettingsQueryOptions());
}
