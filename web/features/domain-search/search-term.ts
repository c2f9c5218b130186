import { needsIdnLanguage } from '@common/domain/idn-languages';

/** Spec §5, §9: a search term is at most 80 characters long. */
export const SEARCH_TERM_MAX_LENGTH = 80;

export type SearchTermCheck =
  | { kind: 'empty' }
  | { kind: 'tooLong'; term: string }
  /** Letters beyond a–z, digits, hyphen and dot, or an xn-- name: the IDN language picker comes first. */
  | { kind: 'needsLanguage'; term: string }
  | { kind: 'ready'; term: string };

/** What the search box does with its input (spec §2.4, §5); the input is trimmed first. */
export function checkSearchTerm(input: string): SearchTermCheck {
  const term = input.trim();
  if (term === '') return { kind: 'empty' };
  if (term.length > SEARCH_TERM_MAX_LENGTH) return { kind: 'tooLong', term };
  if (needsIdnLanguage(term)) return { kind: 'needsLanguage', term };
  return { kind: 'ready', term };
}

const LAST_TERM_KEY = 'domain-search.last-term';

/** The last term searched for, kept in the browser (spec §2.4). */
export function readLastSearchTerm(): string {
  try {
    return window.localStorage.getItem(LAST_TERM_KEY) ?? '';
  } catch {
    // Storage may be blocked (private mode, policies): the box then starts empty.
    return '';
  }
}

export function storeLastSearchTerm(term: string): void {
  try {
    if (term) window.localStorage.setItem(LAST_TERM_KEY, term);
    else window.localStorage.removeItem(LAST_TERM_KEY);
  } catch {
    // Not kept; nothing else depends on it.
  }
}
