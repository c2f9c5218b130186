import type { Ad, Ads, SystemBarAd } from '@common/api/news.contract';
import { countdownEnded } from './countdown';

export type SystemBarEntry = { key: string; kind: 'systembar'; ad: SystemBarAd } | { key: string; kind: 'countdown'; ad: Ad };

/**
 * The entries of the bar: the running system-bar messages and the news marked for the bar (as
 * the server sends them), then the countdowns (soonest first). A countdown whose end has passed
 * stays until the list is next loaded and then says it has ended.
 */
export function systemBarEntries(ads: Ads | undefined): SystemBarEntry[] {
  if (!ads) return [];
  return [
    // Messages and news items are numbered apart: the source keeps their keys apart.
    ...ads.systembar.map((ad) => ({ key: `systembar-${ad.source}-${ad.id}`, kind: 'systembar' as const, ad })),
    ...ads.countdown.map((ad) => ({ key: `countdown-${ad.id}`, kind: 'countdown' as const, ad })),
  ];
}

/** True while at least one countdown still runs, so the 10-second refresh is needed. */
export function hasRunningCountdown(entries: SystemBarEntry[], now: number): boolean {
  return entries.some((entry) => entry.kind === 'countdown' && !countdownEnded(entry.ad.end.date, now));
}
