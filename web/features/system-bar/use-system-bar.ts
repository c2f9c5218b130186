import { useMemo } from 'react';
import { useAds } from './api/get-ads';
import { systemBarEntries, type SystemBarEntry } from './system-bar-entries';

/** The bar's entries; empty while loading or after a failure (the bar then stays away). */
export function useSystemBarEntries(): SystemBarEntry[] {
  const ads = useAds().data;
  return useMemo(() => systemBarEntries(ads), [ads]);
}
