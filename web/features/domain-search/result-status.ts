import { DomainStatus } from '@common/api/domain-results';
import type { SearchEntry } from './search-results';

/** What a row says about a name: each kind has its colour and its word (design.md). */
export type ResultKind = 'checking' | 'available' | 'premium' | 'inCart' | 'taken' | 'reserved' | 'unavailable' | 'notChecked';

export function resultKind(entry: SearchEntry): ResultKind {
  if (entry.check === 'pending') return 'checking';
  if (!entry.checked || entry.status === null) return 'notChecked';
  if (entry.status === DomainStatus.InCart) return 'inCart';
  if (entry.status === DomainStatus.Available || entry.status === DomainStatus.NotInCart) return entry.premium ? 'premium' : 'available';
  if (entry.reason === 'reserved') return 'reserved';
  if (entry.reason === 'registered' || entry.reason === 'redemption' || entry.reason === 'pending-delete') return 'taken';
  return 'unavailable';
}

/** The badge colours of the kinds, from the theme's palette. */
export const RESULT_BADGE_COLORS: Record<Exclude<ResultKind, 'checking'>, string> = {
  available: 'green',
  premium: 'accent',
  inCart: 'brand',
  taken: 'red',
  reserved: 'gray',
  unavailable: 'gray',
  notChecked: 'gray',
};
