import { initialSearchResults, searchResultsReducer, type SearchResultsAction, type SearchResultsState } from './search-results';
import { getDomainSearchState, setDomainSearchState } from './search-state';

/** The list type of the domain search page in the search state. */
export const SEARCH_LIST_TYPE = 'search';

let lastRunId = 0;

/**
 * Starts a new result list for a term in the search state (so that the navigation rules clear
 * it); answers of earlier runs are dropped from now on.
 */
export function startSearchRun(term: string, language: string | null): number {
  lastRunId += 1;
  setDomainSearchState({
    pattern: term,
    listType: SEARCH_LIST_TYPE,
    options: { language },
    results: initialSearchResults(lastRunId, term, language),
  });
  return lastRunId;
}

/** The result list of a run, while it is the current one. */
export function searchRunResults(runId: number): SearchResultsState | null {
  const { results } = getDomainSearchState();
  return results?.runId === runId ? results : null;
}

/** Applies an answer of a run to its result list; does nothing once the list was cleared or replaced. */
export function dispatchSearchResults(runId: number, action: SearchResultsAction): void {
  const results = searchRunResults(runId);
  if (!results) return;
  const next = searchResultsReducer(results, action);
  if (next !== results) setDomainSearchState({ results: next });
}
