import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ErrorCode } from '@common/errors/error-codes';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { currentLanguage } from '@web/i18n/i18n';
import { snackbar } from '@web/lib/app-snackbar';
import { isApiRequestError } from '@web/lib/api-client';
import { addDomainToCart, allCartsQueryOptions, removeDomainFromCart } from '@web/lib/api/cart-api';
import { errorText } from '@web/lib/error-text';
import { refreshCarts } from '@web/lib/refresh-carts';
import { domainsInCart } from './cart-domains';
import { checkDomains } from './api/check-domains';
import { getSuggestions, searchDomains } from './api/search-domains';
import { canAdd, canRemove, namesToCheck, type SearchResultsState } from './search-results';
import { dispatchSearchResults, searchRunResults, startSearchRun } from './search-run';
import { useDomainSearchState } from './search-state';

/** Spec §9: the availability check asks for 10 available names. */
const AVAILABLE_WANTED = 10;

interface Run {
  id: number;
  signal: AbortSignal;
}

/** Streams the check of the shown names not checked yet; each answer lands in the list as it comes. */
async function runCheck(run: Run): Promise<void> {
  const state = searchRunResults(run.id);
  if (!state || run.signal.aborted) return;
  const domains = namesToCheck(state);
  if (domains.length === 0) return;
  dispatchSearchResults(run.id, { type: 'checkStarted', domains });
  let error: unknown;
  try {
    const request = { domains, available_domains: AVAILABLE_WANTED, language: state.language ?? undefined };
    for await (const segment of checkDomains(request, { signal: run.signal })) {
      dispatchSearchResults(run.id, { type: 'checkSegment', segment });
    }
  } catch (caught) {
    if (run.signal.aborted) return;
    error = caught;
  }
  dispatchSearchResults(run.id, { type: 'checkFinished', domains, error });
}

async function loadSuggestions(run: Run, term: string, language: string | null): Promise<void> {
  dispatchSearchResults(run.id, { type: 'suggestionsStarted' });
  try {
    const domains = await getSuggestions(term, language, { signal: run.signal });
    dispatchSearchResults(run.id, { type: 'suggestionsLoaded', domains });
  } catch (error) {
    if (!run.signal.aborted) dispatchSearchResults(run.id, { type: 'suggestionsFailed', error });
  }
}

async function runSearch(run: Run, term: string, language: string | null): Promise<void> {
  try {
    const result = await searchDomains(term, language, { signal: run.signal });
    dispatchSearchResults(run.id, { type: 'searchSucceeded', result });
    void runCheck(run);
    void loadSuggestions(run, term, result.language);
  } catch (error) {
    if (!run.signal.aborted) dispatchSearchResults(run.id, { type: 'searchFailed', error });
  }
}

export interface DomainSearch {
  /** The result list of the term, null before it started (or without a term). */
  results: SearchResultsState | null;
  showMore(): void;
  addToCart(domain: string): void;
  removeFromCart(domain: string): void;
}

/**
 * Runs the domain search of the search page (spec §2.4, §7): the names of the term, the streamed
 * check of the first 10 positions and then 10 more per "Show more", the suggestions, and the
 * cart buttons (spec §4). The list lives in the search state, which the navigation rules clear.
 * A new term, a new navigation or leaving the page aborts what is still running; a change of
 * language or currency searches again, so that the prices follow.
 */
export function useDomainSearch(term: string, language: string | null): DomainSearch {
  const queryClient = useQueryClient();
  const location = useLocation();
  const { language: uiLanguage, currency } = useLocalization();
  const { results } = useDomainSearchState();
  const run = useRef<Run | null>(null);

  useEffect(() => {
    if (!term) return undefined;
    const controller = new AbortController();
    const current: Run = { id: startSearchRun(term, language), signal: controller.signal };
    run.current = current;
    void runSearch(current, term, language);
    return () => {
      controller.abort();
      if (run.current === current) run.current = null;
    };
  }, [term, language, location.key, uiLanguage, currency]);

  // The names already in the server's cart show as "in cart"; the cart may change elsewhere too.
  // The search works without it: the names in the cart are only marked when it answers.
  const carts = useQuery({ ...allCartsQueryOptions(), retry: false, enabled: term !== '' }).data;
  const runId = results?.runId;
  useEffect(() => {
    if (carts && runId !== undefined) dispatchSearchResults(runId, { type: 'cartSynced', domains: domainsInCart(carts) });
  }, [carts, runId]);

  const showMore = useCallback(() => {
    const current = run.current;
    if (!current) return;
    dispatchSearchResults(current.id, { type: 'showMore' });
    void runCheck(current);
  }, []);

  const addToCart = useCallback(
    (domain: string) => {
      const current = run.current;
      const state = current && searchRunResults(current.id);
      const entry = state?.entries[domain];
      if (!current || !state || !entry || !canAdd(entry)) return;
      dispatchSearchResults(current.id, { type: 'cartStarted', domain });
      addDomainToCart(domain, state.language)
        .then(() => dispatchSearchResults(current.id, { type: 'cartAdded', domain }))
        .catch((error: unknown) => {
          // The cart already holds it: say so, and show the name as in the cart.
          const already = isApiRequestError(error) && error.code === ErrorCode.AlreadyInCart;
          dispatchSearchResults(current.id, { type: already ? 'cartAdded' : 'cartFailed', domain });
          snackbar.error(errorText(error, currentLanguage()));
        })
        .finally(() => void refreshCarts(queryClient));
    },
    [queryClient],
  );

  const removeFromCart = useCallback(
    (domain: string) => {
      const current = run.current;
      const state = current && searchRunResults(current.id);
      const entry = state?.entries[domain];
      if (!current || !entry || !canRemove(entry)) return;
      dispatchSearchResults(current.id, { type: 'cartStarted', domain });
      // Spec §4: on the search routes the list changes locally; the server's cart follows.
      removeDomainFromCart(domain)
        .then(() => dispatchSearchResults(current.id, { type: 'cartRemoved', domain }))
        .catch((error: unknown) => {
          // Not in the cart (any more; removed in another tab, say): show the name as out of it.
          if (isApiRequestError(error) && error.code === ErrorCode.CartItemNotFound) {
            dispatchSearchResults(current.id, { type: 'cartRemoved', domain });
            return;
          }
          // Spec §8: a failed removal is only logged.
          console.error('Removing a domain from the cart failed', error);
          dispatchSearchResults(current.id, { type: 'cartFailed', domain });
        })
        .finally(() => void refreshCarts(queryClient));
    },
    [queryClient],
  );

  // Each answer (the list, every segment of the check stream, the suggestions) updates the store,
  // and a store update renders synchronously, in one task. The lists render from a deferred copy
  // instead: React renders it in short, interruptible tasks once the urgent work is done, and
  // answers that come close together are rendered once (decision 040).
  const deferred = useDeferredValue(results);
  const shown = term && deferred && deferred.term === term ? deferred : null;
  return useMemo(() => ({ results: shown, showMore, addToCart, removeFromCart }), [shown, showMore, addToCart, removeFromCart]);
}
