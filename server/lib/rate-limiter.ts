import type { Db } from '../db/client';
import { createRateLimitWindowRepository } from './rate-limit-window.repository';

export interface RateLimiter {
  /** Counts a hit; answers how long to wait in seconds when over the limit, else 0. */
  hit(key: string): Promise<number>;
}

interface Options {
  limit: number;
  windowMs: number;
  now?: () => number;
}

/**
 * A fixed-window counter per key (an IP address), in memory: for a single process, and for tests.
 * Old windows are dropped as they are passed.
 */
export function createRateLimiter(options: Options): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key) {
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

/** Expired windows are deleted after this many hits of one process, so the table stays small. */
const SWEEP_EVERY = 1000;

/**
 * The same fixed window, counted in the database (table rate_limit_windows), so that a limit holds
 * across every shop process behind the load balancer instead of multiplying with their number
 * (docs/ARCHITECTURE.md, "Running several processes"). One statement per hit: an upsert that
 * starts a new window when the old one has passed, else counts on, and answers the window
 * (`rate-limit-window.repository.ts`). The row lock of the upsert serialises concurrent hits on
 * one key, so none is lost.
 */
export function createSharedRateLimiter(db: Db, options: Options & { scope: string }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = createRateLimitWindowRepository(db);
  let hits = 0;
  return {
    async hit(key) {
      const time = new Date(now());
      const passed = new Date(time.getTime() - options.windowMs);
      const window = await windows.hit(`${options.scope}:${key}`, time, passed);
      if (++hits % SWEEP_EVERY === 0) await windows.deleteStartedBefore(passed);
      if (window.count <= options.limit) return 0;
      return Math.max(1, Math.ceil((window.windowStart.getTime() + options.windowMs - time.getTime()) / 1000));
    },
  };
}
