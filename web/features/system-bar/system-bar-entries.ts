import type { Ad, Ads } from '@common/api/news.contract';
import { countdownEnded } from './countdown';

export interface SystemBarEntry {
  key: string;
  kind: 'systembar' | 'countdown';
  ad: Ad;
}

/**
 * The entries of the bar: the running system-bar messages, then the countdowns (soonest first,
 * as the server orders them). A countdown whose end has passed stays until the list is next
 * loaded and then says it has ended.
 */
export function systemBarEntries(ads: Ads | undefined): SystemBarEntry[] {
  if (!ads) return [];
  return [
    ...ads.systembar.map((ad) => ({ key: `systembar-${ad.id}`, kind: 'systembar' as const, ad })),
    ...ads.countdown.map((ad) => ({ key: `countdown-${ad.id}`, kind: 'countdown' as const, ad })),
  ];
}

/** True while at least one countdown still runs, so the 10-second refresh is needed. */
export function hasRunningCountdown(entries: SystemBarEntry[], now: number): boolean {
  return entries.some((entry) => entry.kind === 'countdown' && !countdownEnded(entry.ad.end.date, now));
}
