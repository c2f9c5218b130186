/**
 * A fixed-window counter per key (an IP address), in memory. Enough for one process guarding
 * public lookups against bulk harvesting; old windows are dropped as they are passed.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts a hit; answers how long to wait in seconds when over the limit, else 0. */
    hit(key: string): number {
      const time = now();
      if (windows.size > 50_000) {
        for (const [entry, window] of windows) if (time - window.start >= options.windowMs) windows.delete(entry);
      }
      const window = windows.get(key);
      if (!window || time - window.start >= options.windowMs) {
        windows.set(key, { start: time, count: 1 });
        return 0;
      }
      window.count++;
      return window.count > options.limit ? Math.ceil((window.start + options.windowMs - time) / 1000) : 0;
    },
  };
}
