import type { z } from 'zod';
import type { checkedDomainSchema, idnLanguageOptionSchema, searchCandidateSchema, searchResultSchema } from './domain.contract';

/**
 * The shapes of domain search and availability results, and the reader of the check stream.
 * Kept apart from the zod schemas (domain.contract.ts) so that the web app's search page
 * does not load zod: the answer types are their `z.infer`, imported as types only.
 */

export const SEARCH_TERM_MAX = 80;
export const CHECK_NAMES_MAX = 500;
/** Spec §9: the search shows 10 results first and asks the registry for 10 available names. */
export const SEARCH_FIRST_RESULTS = 10;

/** Search result statuses of spec §3/§4 (4 available, 5 in cart, 1 available again after removal), plus 0 taken. */
export const DomainStatus = { Taken: 0, NotInCart: 1, Available: 4, InCart: 5 } as const;

export type SearchCandidate = z.infer<typeof searchCandidateSchema>;

export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * `POST /domain/check` answers a text stream: every segment is JSON between the start and end
 * markers, sent as the registry answers; the last segment is a CheckSummary.
 */
export const CHECK_STREAM_START = '<<<result>>>';
export const CHECK_STREAM_END = '<<</result>>>';

export type CheckedDomain = z.infer<typeof checkedDomainSchema>;

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

export type IdnLanguageOption = z.infer<typeof idnLanguageOptionSchema>;
