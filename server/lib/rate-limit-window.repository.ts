import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema/index';

/** The fixed windows of the shared rate limiter (table rate_limit_windows). */
export function createRateLimitWindowRepository(db: Db) {
  return {
    /**
     * Counts a hit on `key` in one statement: an upsert that starts a new window at `time` when the
     * old one began at or before `passed`, else counts on, and answers the window. Its row lock
     * serialises concurrent hits on one key, so none is lost.
     */
    async hit(key: string, time: Date, passed: Date): Promise<{ windowStart: Date; count: number }> {
      const [window] = await db
        .insert(rateLimitWindows)
        .values({ key, windowStart: time, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            windowStart: sql`case when ${rateLimitWindows.windowStart} <= ${passed} then ${time} else ${rateLimitWindows.windowStart} end`,
            count: sql`case when ${rateLimitWindows.windowStart} <= ${passed} then 1 else ${rateLimitWindows.count} + 1 end`,
          },
        })
        .returning({ windowStart: rateLimitWindows.windowStart, count: rateLimitWindows.count });
      return window;
    },

    /** Deletes the windows that began before `passed`. */
    async deleteStartedBefore(passed: Date): Promise<void> {
      await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, passed));
    },
  };
}

export type RateLimitWindowRepository = ReturnType<typeof createRateLimitWindowRepository>;
