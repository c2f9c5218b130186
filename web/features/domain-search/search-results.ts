/**
 * The result list of the domain search page as a pure reducer: the names of a search by
 * position, each name's check and cart state (spec §3, §4), and the suggestions. Free of React
 * and the network, so that every transition is testable on its own.
 */
import { DomainStatus, SEARCH_FIRST_RESULTS, type CheckedDomain, type CheckSegment, type SearchResult } from '@common/api/domain-results';
import type { PriceView } from '@common/money/price-view';

/** Where a name's availability check stands. */
export type CheckState = 'idle' | 'pending' | 'checked' | 'failed';

export interface SearchEntry {
  domain: string;
  domain_utf8: string;
  /** The place in the search list; null for a suggestion that is not in it. */
  position: number | null;
  check: CheckState;
  /** Spec §3/§4: 4 available, 5 in the cart, 1 available again after removal; 0 taken; null until checked. */
  status: number | null;
  /** Spec §3: the registry answered for the name. */
  checked: boolean;
  /** A cart call for the name is under way. */
  loading: boolean;
  premium: boolean;
  /** Why a taken name cannot be registered (registered, reserved, redemption…). */
  reason: string | null;
  price: PriceView | null;
  renewal: PriceView | null;
}

export type SearchPhase = { phase: 'loading' } | { phase: 'ready'; sld_utf8: string } | { phase: 'error'; error: unknown };
export type SuggestionsPhase =
  { phase: 'idle' } | { phase: 'loading' } | { phase: 'ready'; domains: string[] } | { phase: 'error'; error: unknown };

export interface SearchResultsState {
  /** Identifies one run of a search; answers of an older run are dropped. */
  runId: number;
  term: string;
  /** The IDN language asked for; the search answer may name it for the term. */
  language: string | null;
  search: SearchPhase;
  /** Every name of the search, by position. */
  positions: string[];
  /** How many positions the list shows (10, then 10 more per "Show more"). */
  shown: number;
  entries: Readonly<Record<string, SearchEntry>>;
  /** Check streams under way. */
  activeChecks: number;
  /** The last failure of a check (the registry did not answer), until the next check starts. */
  checkError: unknown;
  suggestions: SuggestionsPhase;
  /** The names the server's register cart holds, as far as it is known. */
  inCart: readonly string[];
}

export type SearchResultsAction =
  | { type: 'searchSucceeded'; result: SearchResult }
  | { type: 'searchFailed'; error: unknown }
  | { type: 'showMore' }
  | { type: 'checkStarted'; domains: string[] }
  | { type: 'checkSegment'; segment: CheckSegment }
  | { type: 'checkFinished'; domains: string[]; error?: unknown }
  | { type: 'suggestionsStarted' }
  | { type: 'suggestionsLoaded'; domains: CheckedDomain[] }
  | { type: 'suggestionsFailed'; error: unknown }
  | { type: 'cartStarted'; domain: string }
  | { type: 'cartAdded'; domain: string }
  | { type: 'cartRemoved'; domain: string }
  | { type: 'cartFailed'; domain: string }
  | { type: 'cartSynced'; domains: readonly string[] };

export function initialSearchResults(runId: number, term: string, language: string | null): SearchResultsState {
  return {
    runId,
    term,
    language,
    search: { phase: 'loading' },
    positions: [],
    shown: 0,
    entries: {},
    activeChecks: 0,
    checkError: null,
    suggestions: { phase: 'idle' },
    inCart: [],
  };
}

function blankEntry(domain: string, domain_utf8: string, position: number | null): SearchEntry {
  return {
    domain,
    domain_utf8,
    position,
    check: 'idle',
    status: null,
    checked: false,
    loading: false,
    premium: false,
    reason: null,
    price: null,
    renewal: null,
  };
}

function isAvailable(status: number | null): boolean {
  return status === DomainStatus.Available || status === DomainStatus.NotInCart;
}

/** Whether a name can go into the cart now. */
export function canAdd(entry: SearchEntry): boolean {
  return !entry.loading && isAvailable(entry.status);
}

/** Whether a name can leave the cart now. */
export function canRemove(entry: SearchEntry): boolean {
  return !entry.loading && entry.status === DomainStatus.InCart;
}

/**
 * What the cart calls make of a name, as one value: a call under way, put into the cart, taken out
 * of it, or none of these (not checked yet, taken, or available and never touched). A check's
 * answer leaves it as it is, unless the name is in the server's cart already.
 */
export type CartMark = 'busy' | 'in' | 'out' | 'none';

export function cartMark(entry: SearchEntry | undefined): CartMark {
  if (!entry) return 'none';
  if (entry.loading) return 'busy';
  if (entry.status === DomainStatus.InCart) return 'in';
  if (entry.status === DomainStatus.NotInCart) return 'out';
  return 'none';
}

/**
 * An entry of an older copy of the list with the cart mark of the current one: a click on the
 * cart button shows at once, while the list follows the check's answers from a deferred copy
 * (decision 040). `none` keeps the entry's own status; the loading flag always follows the mark.
 */
export function withCartMark(entry: SearchEntry, mark: CartMark): SearchEntry {
  const loading = mark === 'busy';
  const status = mark === 'in' ? DomainStatus.InCart : mark === 'out' ? DomainStatus.NotInCart : entry.status;
  return loading === entry.loading && status === entry.status ? entry : { ...entry, loading, status };
}

/** A registry answer merged into an entry; a cart state the user gave the name is kept. */
function withAnswer(entry: SearchEntry, answer: CheckedDomain, inCart: readonly string[]): SearchEntry {
  let status = answer.status;
  if (answer.status === DomainStatus.Available) {
    if (entry.status === DomainStatus.InCart || entry.status === DomainStatus.NotInCart) status = entry.status;
    else if (inCart.includes(answer.domain)) status = DomainStatus.InCart;
  }
  return {
    ...entry,
    domain_utf8: answer.domain_utf8 || entry.domain_utf8,
    check: 'checked',
    checked: true,
    status,
    premium: answer.premium,
    reason: answer.reason,
    price: answer.price,
    renewal: answer.renewal,
  };
}

function updateEntry(state: SearchResultsState, domain: string, update: (entry: SearchEntry) => SearchEntry): SearchResultsState {
  const entry = state.entries[domain];
  if (!entry) return state;
  const next = update(entry);
  return next === entry ? state : { ...state, entries: { ...state.entries, [domain]: next } };
}

export function searchResultsReducer(state: SearchResultsState, action: SearchResultsAction): SearchResultsState {
  switch (action.type) {
    case 'searchSucceeded': {
      const entries: Record<string, SearchEntry> = { ...state.entries };
      for (const candidate of action.result.domains) {
        entries[candidate.domain] = {
          ...(entries[candidate.domain] ?? blankEntry(candidate.domain, candidate.domain_utf8, candidate.position)),
          position: candidate.position,
        };
      }
      const positions = [...action.result.domains].sort((a, b) => a.position - b.position).map((candidate) => candidate.domain);
      return {
        ...state,
        language: action.result.language ?? state.language,
        search: { phase: 'ready', sld_utf8: action.result.sld_utf8 },
        positions,
        shown: Math.min(SEARCH_FIRST_RESULTS, positions.length),
        entries,
      };
    }
    case 'searchFailed':
      return { ...state, search: { phase: 'error', error: action.error } };
    case 'showMore':
      return { ...state, shown: Math.min(state.shown + SEARCH_FIRST_RESULTS, state.positions.length) };
    case 'checkStarted': {
      const entries = { ...state.entries };
      for (const domain of action.domains) {
        const entry = entries[domain];
        if (entry && entry.check !== 'checked') entries[domain] = { ...entry, check: 'pending' };
      }
      return { ...state, entries, activeChecks: state.activeChecks + 1, checkError: null };
    }
    case 'checkSegment': {
      const { segment } = action;
      if (segment.type === 'result') return updateEntry(state, segment.domain, (entry) => withAnswer(entry, segment, state.inCart));
      if (segment.type === 'summary') {
        // Not checked because enough available names came first: the next "Show more" asks again.
        const entries = { ...state.entries };
        for (const domain of segment.unchecked) {
          const entry = entries[domain];
          if (entry?.check === 'pending') entries[domain] = { ...entry, check: 'idle' };
        }
        return { ...state, entries };
      }
      return { ...state, checkError: segment };
    }
    case 'checkFinished': {
      // Names of this check that got no answer (the registry failed, the stream broke) failed.
      const entries = { ...state.entries };
      for (const domain of action.domains) {
        const entry = entries[domain];
        if (entry?.check === 'pending') entries[domain] = { ...entry, check: 'failed' };
      }
      return {
        ...state,
        entries,
        activeChecks: Math.max(0, state.activeChecks - 1),
        checkError: action.error === undefined ? state.checkError : action.error,
      };
    }
    case 'suggestionsStarted':
      return { ...state, suggestions: { phase: 'loading' } };
    case 'suggestionsLoaded': {
      const entries = { ...state.entries };
      for (const answer of action.domains) {
        entries[answer.domain] = withAnswer(
          entries[answer.domain] ?? blankEntry(answer.domain, answer.domain_utf8, null),
          answer,
          state.inCart,
        );
      }
      return { ...state, entries, suggestions: { phase: 'ready', domains: action.domains.map((answer) => answer.domain) } };
    }
    case 'suggestionsFailed':
      return { ...state, suggestions: { phase: 'error', error: action.error } };
    case 'cartStarted':
      return updateEntry(state, action.domain, (entry) => (entry.loading ? entry : { ...entry, loading: true }));
    case 'cartAdded':
      return {
        ...updateEntry(state, action.domain, (entry) => ({ ...entry, loading: false, status: DomainStatus.InCart })),
        inCart: state.inCart.includes(action.domain) ? state.inCart : [...state.inCart, action.domain],
      };
    case 'cartRemoved':
      return {
        ...updateEntry(state, action.domain, (entry) => ({ ...entry, loading: false, status: DomainStatus.NotInCart })),
        inCart: state.inCart.filter((domain) => domain !== action.domain),
      };
    case 'cartFailed':
      // Spec §4: a failed add or remove clears only the loading flag.
      return updateEntry(state, action.domain, (entry) => (entry.loading ? { ...entry, loading: false } : entry));
    case 'cartSynced': {
      // The server's cart changed (elsewhere too): names follow it, except those with a call under way.
      const inCart = action.domains;
      const entries = { ...state.entries };
      let changed = false;
      for (const [domain, entry] of Object.entries(entries)) {
        if (entry.loading) continue;
        const wanted = inCart.includes(domain);
        if (wanted && isAvailable(entry.status)) entries[domain] = { ...entry, status: DomainStatus.InCart };
        else if (!wanted && entry.status === DomainStatus.InCart) entries[domain] = { ...entry, status: DomainStatus.NotInCart };
        else continue;
        changed = true;
      }
      return { ...state, inCart, entries: changed ? entries : state.entries };
    }
  }
}

/** The names of the next "Show more": the next positions, and any shown name not checked yet. */
export function namesToCheck(state: SearchResultsState): string[] {
  return state.positions.slice(0, state.shown).filter((domain) => state.entries[domain]?.check === 'idle');
}

export function hasMore(state: SearchResultsState): boolean {
  return state.shown < state.positions.length;
}

/** The shown rows, by position. */
export function shownEntries(state: SearchResultsState): SearchEntry[] {
  return state.positions.slice(0, state.shown).map((domain) => state.entries[domain]);
}

/** "n of m checked": answered (or failed) names among the shown ones. */
export function checkProgress(state: SearchResultsState): { done: number; total: number } {
  const rows = shownEntries(state);
  return { done: rows.filter((entry) => entry.check === 'checked' || entry.check === 'failed').length, total: rows.length };
}

export function suggestionEntries(state: SearchResultsState): SearchEntry[] {
  return state.suggestions.phase === 'ready' ? state.suggestions.domains.map((domain) => state.entries[domain]) : [];
}
