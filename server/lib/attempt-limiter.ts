import type { Db } from '../db/client';
import { createAttemptCounterRepository } from './attempt-counter.repository';
import type { Clock } from './clock';

export interface AttemptPolicy {
  /** Attempts allowed before delays start: the attempt after the `free`-th waits. */
  free: number;
  /** The first delay; each further attempt doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The count is forgotten after this long without an attempt. */
  forgetAfterMs: number;
}

export interface AttemptLimiter {
  /** Seconds to wait before the next attempt for any of the keys, 0 when allowed. */
  retryAfter(keys: [string, AttemptPolicy][]): Promise<number>;
  /** Counts an attempt (a failure, or any attempt for limits on volume) against each key. */
  record(keys: [string, AttemptPolicy][]): Promise<void>;
  /** Forgets the keys, e.g. an address after its owner logged in. */
  reset(keys: string[]): Promise<void>;
  /** Deletes the counters that are forgotten anyway; the hourly clean-up calls it. */
  deleteForgotten(): Promise<void>;
}

/** Forgotten counters are also deleted after this many records of one process, so the table stays small without the hourly clean-up. */
const SWEEP_EVERY = 1000;

/** Doublings are capped so that 2^n stays a small number in SQL; every policy reaches its maximum long before. */
const MAX_DOUBLINGS = 30;

/**
 * Growing delays after repeated attempts, per key (an address, an IP, a user), counted in the
 * database table attempt_counters (docs/decisions/013-rate-limits.md) so that every shop process
 * shares one count and a guesser gains nothing from a second process. After `free` attempts the
 * key waits `baseDelayMs`, and each further attempt makes the next wait twice as long, up to
 * `maxDelayMs`; a quiet period forgets the count. Nobody is ever locked out for good, yet guessing
 * slows to a few tries an hour.
 *
 * Each key's record is one upsert that computes the new count and the doubled delay in SQL
 * (`attempt-counter.repository.ts`); its row lock serialises concurrent attempts on one key, so none
 * is lost. A counter whose forget time and
 * block have both passed counts as absent: the upsert starts it afresh, and the reads ignore it.
 */
export function createAttemptLimiter(db: Db, clock: Clock): AttemptLimiter {
  const counters = createAttemptCounterRepository(db);
  let records = 0;

  async function deleteForgotten() {
    await counters.deleteForgotten(clock.now());
  }

  async function recordOne(key: string, policy: AttemptPolicy, now: Date) {
    const firstBlock =
      policy.free <= 1 ? new Date(now.getTime() + Math.min(policy.baseDelayMs * 2 ** (1 - policy.free), policy.maxDelayMs)) : new Date(0);
    await counters.record({
      key,
      now,
      free: policy.free,
      baseDelayMs: policy.baseDelayMs,
      maxDelayMs: policy.maxDelayMs,
      maxDoublings: MAX_DOUBLINGS,
      firstBlock,
      forgetAt: new Date(now.getTime() + policy.forgetAfterMs),
    });
  }

  return {
    async retryAfter(keys) {
      if (keys.length === 0) return 0;
      const now = clock.now();
      // A forgotten counter's block has passed, so it adds no wait even before it is deleted.
      const until = (await counters.latestBlock(keys.map(([key]) => key)))?.getTime() ?? 0;
      return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
    },
    async record(keys) {
      const now = clock.now();
      // One statement per key, in the caller's order, each committing on its own: no lock is held across keys.
      for (const [key, policy] of keys) await recordOne(key, policy, now);
      if (++records % SWEEP_EVERY === 0) await deleteForgotten();
    },
    async reset(keys) {
      if (keys.length === 0) return;
      await counters.deleteKeys(keys);
    },
    deleteForgotten,
  };
}
