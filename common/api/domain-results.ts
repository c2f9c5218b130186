import type { PriceView } from '../money/price-view';

/**
 * The shapes of domain search and availability results, and the reader of the check stream.
 * Kept apart from the zod request schemas (domain.contract.ts) so that the web app's search page
 * does not load zod.
 */

export const SEARCH_TERM_MAX = 80;
export const CHECK_NAMES_MAX = 500;
/** Spec §9: the search shows 10 results first and asks the registry for 10 available names. */
export const SEARCH_FIRST_RESULTS = 10;

/** Search result statuses of spec §3/§4 (4 available, 5 in cart, 1 available again after removal), plus 0 taken. */
export const DomainStatus = { Taken: 0, NotInCart: 1, Available: 4, InCart: 5 } as const;

export interface SearchCandidate {
  domain: string;
  domain_utf8: string;
  tld: string;
  position: number;
}

export interface SearchResult {
  term: string;
  /** The label searched for, as A-label and U-label. */
  sld: string;
  sld_utf8: string;
  /** The IDN language of the term, when it needs one. */
  language: string | null;
  /** The names to check, in display order: the typed name first, then the label in other TLDs. */
  domains: SearchCandidate[];
}

/**
 * `POST /domain/check` answers a text stream: every segment is JSON between the start and end
 * markers, sent as the registry answers; the last segment is a CheckSummary.
 */
export const CHECK_STREAM_START = '<<<result>>>';
export const CHECK_STREAM_END = '<<</result>>>';

export interface CheckedDomain {
  type: 'result';
  domain: string;
  domain_utf8: string;
  status: number;
  available: boolean;
  /** Why a name cannot be registered: registered, reserved, redemption, pending-delete, unsupported-tld, policy, invalid. */
  reason: string | null;
  premium: boolean;
  /** The first-year registration price, the premium price for premium names. */
  price: PriceView | null;
  renewal: PriceView | null;
  checked: true;
}

export interface CheckSummary {
  type: 'summary';
  checked: number;
  available: number;
  /** Names not checked because enough available names were found; ask for them later by position. */
  unchecked: string[];
}

/** The registry failed while answering; the results before it stand. */
export interface CheckFailure {
  type: 'error';
  code: number;
  message: string;
}

export type CheckSegment = CheckedDomain | CheckSummary | CheckFailure;

/** Splits a check stream buffer into complete segments and the incomplete rest. */
export function parseCheckStream(buffer: string): { segments: CheckSegment[]; rest: string } {
  const segments: CheckSegment[] = [];
  let rest = buffer;
  for (;;) {
    const start = rest.indexOf(CHECK_STREAM_START);
    if (start < 0) break;
    const end = rest.indexOf(CHECK_STREAM_END, start);
    if (end < 0) break;
    segments.push(JSON.parse(rest.slice(start + CHECK_STREAM_START.length, end)) as CheckSegment);
    rest = rest.slice(end + CHECK_STREAM_END.length);
  }
  return { segments, rest };
}

export interface IdnLanguageOption {
  label: string;
  value: string;
  defaultLanguage: boolean;
}
