import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@common/api/config.contract';
import type { Language } from '@common/i18n/languages';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The countries with their names in the session language, the most common ones first. */
export function getCountries(): Promise<Country[]> {
  return apiClient.get<Country[]>('/config/countries', { special: 'true' });
}

export function countriesQueryOptions(language: Language) {
  return queryOptions({
    // The server names the countries in the session language, so the language is part of the key.
    queryKey: queryKeys.countries(language),
    queryFn: getCountries,
    staleTime: 60 * 60_000,
  });
}

export function useCountries(language: Language, options: { enabled?: boolean } = {}) {
  return useQuery({ ...countriesQueryOptions(language), enabled: options.enabled ?? true });
}
