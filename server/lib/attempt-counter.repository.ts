import { and, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema/index';

/** What one recorded attempt does to its key's counter (the attempt limiter's policy, decision 013). */
export interface AttemptRecord {
  key: string;
  now: Date;
  /** Attempts allowed before delays start. */
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Doublings are capped so that 2^n stays a small number in SQL. */
  maxDoublings: number;
  /** The block of a fresh counter (after its first attempt). */
  firstBlock: Date;
  forgetAt: Date;
}

/** The attempt limiter's counters (table attempt_counters). */
export function createAttemptCounterRepository(db: Db) {
  /** A counter whose forget time and block have both passed counts as absent. */
  function forgottenAt(now: Date) {
    return and(lt(attemptCounters.forgetAt, now), lte(attemptCounters.blockedUntil, now));
  }

  return {
    /** The latest block among the keys, or null when none of them has a counter. */
    async latestBlock(keys: string[]): Promise<Date | null> {
      const [row] = await db
        .select({ until: max(attemptCounters.blockedUntil) })
        .from(attemptCounters)
        .where(inArray(attemptCounters.key, keys));
      return row?.until ? new Date(row.until) : null;
    },

    /**
     * Records one attempt in one upsert that computes the new count and the doubled delay in SQL;
     * its row lock serialises concurrent attempts on one key, so none is lost. A forgotten counter
     * starts afresh.
     */
    async record(attempt: AttemptRecord): Promise<void> {
      const { key, now, free, baseDelayMs, maxDelayMs, maxDoublings, firstBlock, forgetAt } = attempt;
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const forgotten = sql`(${attemptCounters.forgetAt} < ${nowSql} and ${attemptCounters.blockedUntil} <= ${nowSql})`;
      const count = sql`(case when ${forgotten} then 1 else ${attemptCounters.count} + 1 end)`;
      const delayMs = sql`least(${baseDelayMs}::float8 * power(2, least(${count} - ${free}, ${maxDoublings})), ${maxDelayMs}::float8)`;
      await db
        .insert(attemptCounters)
        .values({ key, count: 1, lastAt: now, blockedUntil: firstBlock, forgetAt })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count,
            lastAt: now,
            blockedUntil: sql`case
            when ${count} >= ${free} then ${nowSql} + ${delayMs} * interval '1 millisecond'
            when ${forgotten} then 'epoch'::timestamptz
            else ${attemptCounters.blockedUntil} end`,
            forgetAt,
          },
        });
    },

    async deleteKeys(keys: string[]): Promise<void> {
      await db.delete(attemptCounters).where(inArray(attemptCounters.key, keys));
    },

    /** Deletes the counters forgotten at `now`. */
    async deleteForgotten(now: Date): Promise<void> {
      await db.delete(attemptCounters).where(forgottenAt(now));
    },
  };
}
