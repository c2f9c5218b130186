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

interface Entry {
  count: number;
  lastAt: number;
  blockedUntil: number;
}

/**
 * Growing delays after repeated attempts, per key (an address, an IP, a user), in memory
 * (docs/decisions/013-rate-limits.md). After `free` attempts the key waits `baseDelayMs`, and
 * each further attempt makes the next wait twice as long, up to `maxDelayMs`; a quiet period forgets the count. Nobody
 * is ever locked out for good, yet guessing slows to a few tries an hour.
 */
export function createAttemptLimiter(clock: Clock, maxEntries = 100_000) {
  const entries = new Map<string, Entry>();

  function live(key: string, policy: AttemptPolicy, now: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && now - entry.lastAt > policy.forgetAfterMs && now >= entry.blockedUntil) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function prune(now: number) {
    if (entries.size < maxEntries) return;
    for (const [key, entry] of entries) if (now >= entry.blockedUntil && now - entry.lastAt > 60 * 60_000) entries.delete(key);
    // Still full: drop the oldest (Map keeps insertion order).
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /** Seconds to wait before the next attempt for any of the keys, 0 when allowed. */
    retryAfter(keys: [string, AttemptPolicy][]): number {
      const now = clock.now().getTime();
      let wait = 0;
      for (const [key, policy] of keys) {
        const entry = live(key, policy, now);
        if (entry && entry.blockedUntil > now) wait = Math.max(wait, entry.blockedUntil - now);
      }
      return Math.ceil(wait / 1000);
    },
    /** Counts an attempt (a failure, or any attempt for limits on volume) against each key. */
    record(keys: [string, AttemptPolicy][]): void {
      const now = clock.now().getTime();
      prune(now);
      for (const [key, policy] of keys) {
        const entry = live(key, policy, now) ?? { count: 0, lastAt: now, blockedUntil: 0 };
        entry.count++;
        entry.lastAt = now;
        if (entry.count >= policy.free) {
          const delay = Math.min(policy.baseDelayMs * 2 ** Math.min(entry.count - policy.free, 30), policy.maxDelayMs);
          entry.blockedUntil = now + delay;
        }
        entries.set(key, entry);
      }
    },
    /** Forgets the keys, e.g. an address after its owner logged in. */
    reset(keys: string[]): void {
      for (const key of keys) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
