/** Spec §2.3: the newest TLD list shows the 10 newest. */
export const LATEST_TLD_COUNT = 10;

/** At most the 10 newest, newest first by launch day (the server's order is kept for ties). */
export function newestTlds<T extends { launched_on: string }>(tlds: readonly T[], count = LATEST_TLD_COUNT): T[] {
  return [...tlds].sort((a, b) => b.launched_on.localeCompare(a.launched_on)).slice(0, count);
}
