import type { CheckedDomain, IdnLanguageOption, SearchResult } from '@common/api/domain-results';
import { apiClient, type RequestOptions } from '@web/lib/api-client';

/** `GET /domain/search`: the names to check for a term, by position, the typed one first. */
export function searchDomains(term: string, language: string | null, options?: RequestOptions): Promise<SearchResult> {
  return apiClient.get<SearchResult>('/domain/search', { term, language }, options);
}

/** The number of name-spinning suggestions the search page shows. */
export const SUGGESTIONS_LIMIT = 10;

/** `GET /domain/suggestions/{term}`: available alternatives, with prices. */
export function getSuggestions(term: string, language: string | null, options?: RequestOptions): Promise<CheckedDomain[]> {
  return apiClient.get<CheckedDomain[]>(`/domain/suggestions/${encodeURIComponent(term)}`, { language, limit: SUGGESTIONS_LIMIT }, options);
}

/** `GET /config/idn-languages?term=`: the languages of the picker, in the UI language, one marked as default. */
export function getIdnLanguages(term: string, options?: RequestOptions): Promise<IdnLanguageOption[]> {
  return apiClient.get<IdnLanguageOption[]>('/config/idn-languages', { term }, options);
}

/** The query keys of this feature. */
export const domainSearchKeys = {
  idnLanguages: (term: string, uiLanguage: string) => ['domain-search', 'idn-languages', uiLanguage, term] as const,
};
