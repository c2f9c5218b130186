import { useSyncExternalStore } from 'react';
import type { SearchResultsState } from './search-results';

/**
 * The home page's domain search state (spec §2.2): the stored pattern, the list type and the
 * options, and the result list of the search page. It outlives the search page only on the few
 * ways the navigation rules allow.
 */
export interface DomainSearchState {
  pattern: string;
  listType: string | null;
  options: Readonly<Record<string, unknown>>;
  /** The result list of the domain search for `pattern`; null until a search runs. */
  results: SearchResultsState | null;
}

const EMPTY: DomainSearchState = { pattern: '', listType: null, options: {}, results: null };

let state: DomainSearchState = EMPTY;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getDomainSearchState(): DomainSearchState {
  return state;
}

export function setDomainSearchState(next: Partial<DomainSearchState>): void {
  state = { ...state, ...next };
  emit();
}

export function clearDomainSearchState(): void {
  if (state === EMPTY) return;
  state = EMPTY;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDomainSearchState(): DomainSearchState {
  return useSyncExternalStore(subscribe, getDomainSearchState, getDomainSearchState);
}

/**
 * One value picked out of the search state, rendered at once when it changes. The picked value
 * must be a primitive (a new object on every call would render on every change of the state): a
 * result row follows its name's cart mark this way while its list renders from a deferred copy.
 */
export function useDomainSearchSelection<Value extends string | number | boolean | null>(
  select: (current: DomainSearchState) => Value,
): Value {
  const get = () => select(state);
  return useSyncExternalStore(subscribe, get, get);
}
