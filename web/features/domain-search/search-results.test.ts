import { describe, expect, it } from 'vitest';
import { DomainStatus, type CheckedDomain, type SearchResult } from '@common/api/domain-results';
import {
  canAdd,
  canRemove,
  cartMark,
  checkProgress,
  hasMore,
  initialSearchResults,
  namesToCheck,
  searchResultsReducer,
  shownEntries,
  suggestionEntries,
  type SearchResultsAction,
  withCartMark,
  type SearchResultsState,
} from './search-results';

const TLDS = ['com', 'de', 'net', 'org', 'eu', 'info', 'io', 'at', 'ch', 'app', 'shop', 'online', 'co'];

function searchResult(sld = 'shop'): SearchResult {
  return {
    term: sld,
    sld,
    sld_utf8: sld,
    language: null,
    // Sent out of order on purpose: the list sorts by position.
    domains: TLDS.map((tld, position) => ({ domain: `${sld}.${tld}`, domain_utf8: `${sld}.${tld}`, tld, position })).reverse(),
  };
}

function answer(domain: string, status: number, extra: Partial<CheckedDomain> = {}): CheckedDomain {
  const price = { total: 345, retail: 290, vat: 55, display_total: '€3.45', currency: 'EUR' as const };
  return {
    type: 'result',
    domain,
    domain_utf8: domain,
    status,
    available: status === 4,
    reason: status === 4 ? null : 'registered',
    premium: false,
    price,
    renewal: price,
    checked: true,
    ...extra,
  };
}

function run(...actions: SearchResultsAction[]): SearchResultsState {
  return actions.reduce(searchResultsReducer, initialSearchResults(1, 'shop', null));
}

const searched = (): SearchResultsState => run({ type: 'searchSucceeded', result: searchResult() });

describe('search results', () => {
  it('shows the first 10 positions in position order and checks them', () => {
    const state = searched();
    expect(state.search).toEqual({ phase: 'ready', sld_utf8: 'shop' });
    expect(shownEntries(state).map((entry) => entry.domain)).toEqual(TLDS.slice(0, 10).map((tld) => `shop.${tld}`));
    expect(namesToCheck(state)).toHaveLength(10);
    expect(hasMore(state)).toBe(true);
    expect(checkProgress(state)).toEqual({ done: 0, total: 10 });
  });

  it('fills in the answers as they stream in, in any order', () => {
    let state = searchResultsReducer(searched(), { type: 'checkStarted', domains: namesToCheck(searched()) });
    expect(shownEntries(state).every((entry) => entry.check === 'pending')).toBe(true);
    state = searchResultsReducer(state, { type: 'checkSegment', segment: answer('shop.eu', 4) });
    state = searchResultsReducer(state, { type: 'checkSegment', segment: answer('shop.com', 0) });
    expect(state.entries['shop.eu']).toMatchObject({ check: 'checked', checked: true, status: DomainStatus.Available, loading: false });
    expect(state.entries['shop.com']).toMatchObject({ status: DomainStatus.Taken, reason: 'registered' });
    expect(checkProgress(state)).toEqual({ done: 2, total: 10 });
    expect(state.activeChecks).toBe(1);
    // Names the registry did not answer before the stream ended count as failed.
    state = searchResultsReducer(state, { type: 'checkFinished', domains: TLDS.slice(0, 10).map((tld) => `shop.${tld}`) });
    expect(state.entries['shop.net'].check).toBe('failed');
    expect(state.entries['shop.eu'].check).toBe('checked');
    expect(state.activeChecks).toBe(0);
    expect(checkProgress(state)).toEqual({ done: 10, total: 10 });
  });

  it('keeps a failure segment of the stream, and asks again for names left unchecked', () => {
    let state = searchResultsReducer(searched(), { type: 'checkStarted', domains: ['shop.com', 'shop.de'] });
    state = searchResultsReducer(state, {
      type: 'checkSegment',
      segment: { type: 'summary', checked: 1, available: 1, unchecked: ['shop.de'] },
    });
    expect(state.entries['shop.de'].check).toBe('idle');
    state = searchResultsReducer(state, { type: 'checkSegment', segment: { type: 'error', code: 1060, message: 'down' } });
    expect(state.checkError).toMatchObject({ code: 1060 });
    state = searchResultsReducer(state, { type: 'checkFinished', domains: ['shop.com', 'shop.de'] });
    expect(state.checkError).toMatchObject({ code: 1060 });
    expect(namesToCheck(state)).toContain('shop.de');
  });

  it('loads the next 10 positions with "Show more"', () => {
    let state = searched();
    state = searchResultsReducer(state, { type: 'checkStarted', domains: namesToCheck(state) });
    state = searchResultsReducer(state, { type: 'showMore' });
    expect(namesToCheck(state)).toEqual(['shop.shop', 'shop.online', 'shop.co']);
    expect(shownEntries(state)).toHaveLength(13);
    expect(hasMore(state)).toBe(false);
  });

  it('goes from available (4) to in cart (5) on add and to 1 on remove, and can be added again', () => {
    let state = run({ type: 'searchSucceeded', result: searchResult() }, { type: 'checkSegment', segment: answer('shop.eu', 4) });
    expect(canAdd(state.entries['shop.eu'])).toBe(true);
    expect(canRemove(state.entries['shop.eu'])).toBe(false);

    state = searchResultsReducer(state, { type: 'cartStarted', domain: 'shop.eu' });
    expect(state.entries['shop.eu']).toMatchObject({ status: 4, loading: true });
    expect(canAdd(state.entries['shop.eu'])).toBe(false);
    state = searchResultsReducer(state, { type: 'cartAdded', domain: 'shop.eu' });
    expect(state.entries['shop.eu']).toMatchObject({ status: 5, loading: false });
    expect(canRemove(state.entries['shop.eu'])).toBe(true);

    state = searchResultsReducer(state, { type: 'cartStarted', domain: 'shop.eu' });
    state = searchResultsReducer(state, { type: 'cartRemoved', domain: 'shop.eu' });
    expect(state.entries['shop.eu']).toMatchObject({ status: 1, loading: false });
    expect(canAdd(state.entries['shop.eu'])).toBe(true);

    state = searchResultsReducer(state, { type: 'cartStarted', domain: 'shop.eu' });
    state = searchResultsReducer(state, { type: 'cartAdded', domain: 'shop.eu' });
    expect(state.entries['shop.eu'].status).toBe(5);
  });

  it('lays the cart mark of the current list over an entry of an older copy, and leaves everything else to the copy', () => {
    const older = run({ type: 'searchSucceeded', result: searchResult() }, { type: 'checkSegment', segment: answer('shop.eu', 4) });
    const entry = older.entries['shop.eu'];
    expect(cartMark(entry)).toBe('none');
    expect(cartMark(undefined)).toBe('none');
    // A check's answer leaves the mark alone: the rows need not render for it at once.
    expect(cartMark(searched().entries['shop.eu'])).toBe('none');
    expect(withCartMark(entry, 'none')).toBe(entry);

    let current = searchResultsReducer(older, { type: 'cartStarted', domain: 'shop.eu' });
    expect(cartMark(current.entries['shop.eu'])).toBe('busy');
    expect(withCartMark(entry, 'busy')).toEqual({ ...entry, loading: true });
    current = searchResultsReducer(current, { type: 'cartAdded', domain: 'shop.eu' });
    expect(cartMark(current.entries['shop.eu'])).toBe('in');
    expect(withCartMark(entry, 'in')).toEqual({ ...entry, status: 5, loading: false });
    current = searchResultsReducer(current, { type: 'cartRemoved', domain: 'shop.eu' });
    expect(cartMark(current.entries['shop.eu'])).toBe('out');
    expect(withCartMark(withCartMark(entry, 'in'), 'out')).toEqual({ ...entry, status: 1, loading: false });
    // A failed call clears the busy state over a copy that still shows it.
    expect(withCartMark({ ...entry, loading: true }, 'none')).toEqual(entry);
  });

  it('clears only the loading flag when an add or a remove fails', () => {
    let state = run(
      { type: 'searchSucceeded', result: searchResult() },
      { type: 'checkSegment', segment: answer('shop.eu', 4) },
      { type: 'cartStarted', domain: 'shop.eu' },
    );
    state = searchResultsReducer(state, { type: 'cartFailed', domain: 'shop.eu' });
    expect(state.entries['shop.eu']).toMatchObject({ status: 4, loading: false, checked: true });

    state = run(
      { type: 'searchSucceeded', result: searchResult() },
      { type: 'checkSegment', segment: answer('shop.eu', 4) },
      { type: 'cartAdded', domain: 'shop.eu' },
      { type: 'cartStarted', domain: 'shop.eu' },
      { type: 'cartFailed', domain: 'shop.eu' },
    );
    expect(state.entries['shop.eu']).toMatchObject({ status: 5, loading: false });
  });

  it('offers no cart button for taken or unchecked names', () => {
    const state = run({ type: 'searchSucceeded', result: searchResult() }, { type: 'checkSegment', segment: answer('shop.com', 0) });
    expect(canAdd(state.entries['shop.com'])).toBe(false);
    expect(canAdd(state.entries['shop.de'])).toBe(false);
  });

  it('shares a name between the list and the suggestions, so removing it changes both', () => {
    let state = run(
      { type: 'searchSucceeded', result: searchResult() },
      { type: 'checkSegment', segment: answer('shop.eu', 4) },
      { type: 'cartAdded', domain: 'shop.eu' },
      { type: 'suggestionsLoaded', domains: [answer('shop.eu', 4), answer('myshop.com', 4)] },
    );
    // The cart state the visitor gave the name survives the suggestions' answer.
    expect(suggestionEntries(state).map((entry) => [entry.domain, entry.status])).toEqual([
      ['shop.eu', 5],
      ['myshop.com', 4],
    ]);
    expect(state.entries['myshop.com'].position).toBeNull();
    state = searchResultsReducer(state, { type: 'cartRemoved', domain: 'shop.eu' });
    expect(suggestionEntries(state)[0].status).toBe(1);
    expect(shownEntries(state).find((entry) => entry.domain === 'shop.eu')?.status).toBe(1);
  });

  it('marks the names of the server cart as in the cart, when they arrive and when the cart changes', () => {
    let state = run({ type: 'searchSucceeded', result: searchResult() }, { type: 'cartSynced', domains: ['shop.eu'] });
    state = searchResultsReducer(state, { type: 'checkSegment', segment: answer('shop.eu', 4) });
    expect(state.entries['shop.eu'].status).toBe(5);
    state = searchResultsReducer(state, { type: 'checkSegment', segment: answer('shop.info', 4) });
    state = searchResultsReducer(state, { type: 'cartSynced', domains: ['shop.info'] });
    expect(state.entries['shop.info'].status).toBe(5);
    expect(state.entries['shop.eu'].status).toBe(1);
    // A name with a call under way waits for its answer.
    state = searchResultsReducer(state, { type: 'cartStarted', domain: 'shop.info' });
    state = searchResultsReducer(state, { type: 'cartSynced', domains: [] });
    expect(state.entries['shop.info']).toMatchObject({ status: 5, loading: true });
  });

  it('keeps the first error of a failed search and of failed suggestions', () => {
    const error = new Error('Max 80 characters');
    expect(run({ type: 'searchFailed', error }).search).toEqual({ phase: 'error', error });
    const state = run(
      { type: 'searchSucceeded', result: searchResult() },
      { type: 'suggestionsStarted' },
      { type: 'suggestionsFailed', error },
    );
    expect(state.suggestions).toEqual({ phase: 'error', error });
    expect(suggestionEntries(state)).toEqual([]);
  });
});
