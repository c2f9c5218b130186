import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { attemptCounters } from '../db/schema/index';
import { createTestDatabase } from '../test/test-database';
import { createAttemptLimiter, type AttemptPolicy } from './attempt-limiter';
import { fixedClock } from './clock';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const policy: AttemptPolicy = { free: 2, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

describe('attempt limiter', () => {
  it('lets the free attempts pass, then doubles the delay up to the maximum', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const limiter = createAttemptLimiter(database.db, clock);
    const keys: [string, AttemptPolicy][] = [['doubling', policy]];
    await limiter.record(keys);
    expect(await limiter.retryAfter(keys)).toBe(0);
    const delays = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      await limiter.record(keys);
      const wait = await limiter.retryAfter(keys);
      delays.push(wait);
      clock.advance(wait * 1000);
    }
    expect(delays).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it('forgets after a quiet period, and on reset', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const limiter = createAttemptLimiter(database.db, clock);
    const keys: [string, AttemptPolicy][] = [['forgetting', policy]];
    for (let attempt = 0; attempt < 5; attempt++) await limiter.record(keys);
    expect(await limiter.retryAfter(keys)).toBe(8);
    clock.advance(61_000);
    expect(await limiter.retryAfter(keys)).toBe(0);
    // The old count is gone: this is a first attempt again, and the second is still free.
    await limiter.record(keys);
    await limiter.record(keys);
    expect(await limiter.retryAfter(keys)).toBe(1);
    for (let attempt = 0; attempt < 5; attempt++) await limiter.record(keys);
    expect(await limiter.retryAfter(keys)).toBeGreaterThan(0);
    await limiter.reset(['forgetting']);
    expect(await limiter.retryAfter(keys)).toBe(0);
  });

  it('waits for the longest of several keys, each counted on its own', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const limiter = createAttemptLimiter(database.db, clock);
    const strict: AttemptPolicy = { ...policy, free: 1, baseDelayMs: 5000, maxDelayMs: 60_000 };
    await limiter.record([
      ['several:user', strict],
      ['several:ip', policy],
    ]);
    expect(await limiter.retryAfter([['several:ip', policy]])).toBe(0);
    expect(
      await limiter.retryAfter([
        ['several:user', strict],
        ['several:ip', policy],
      ]),
    ).toBe(5);
  });

  it('holds across processes: two limiters on one database share the count', async () => {
    const clock = fixedClock('2026-02-01T00:00:00Z');
    const first = createAttemptLimiter(database.db, clock);
    const second = createAttemptLimiter(database.db, clock);
    const keys: [string, AttemptPolicy][] = [['shared:a@example.com', policy]];
    await first.record(keys);
    await second.record(keys);
    // The third attempt, whichever process takes it, waits as if one process had seen all three.
    expect(await first.retryAfter(keys)).toBe(1);
    expect(await second.retryAfter(keys)).toBe(1);
    await first.record(keys);
    expect(await second.retryAfter(keys)).toBe(2);
    // A successful login on one process clears the count for the other.
    await second.reset(['shared:a@example.com']);
    expect(await first.retryAfter(keys)).toBe(0);
  });

  it('counts 20 simultaneous attempts exactly', async () => {
    const clock = fixedClock('2026-03-01T00:00:00Z');
    const limiters = [createAttemptLimiter(database.db, clock), createAttemptLimiter(database.db, clock)];
    const wide: AttemptPolicy = { free: 100, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };
    await Promise.all(Array.from({ length: 20 }, (_unused, index) => limiters[index % 2].record([['burst', wide]])));
    const [row] = await database.db
      .select()
      .from(attemptCounters)
      .where(sql`${attemptCounters.key} = 'burst'`);
    expect(row.count).toBe(20);
  });

  it('deletes forgotten counters, keeping those still counting or blocking', async () => {
    const clock = fixedClock('2026-04-01T00:00:00Z');
    const limiter = createAttemptLimiter(database.db, clock);
    const long: AttemptPolicy = { ...policy, forgetAfterMs: 10 * 60_000 };
    await limiter.record([['sweep:quiet', policy]]);
    await limiter.record([['sweep:long', long]]);
    clock.advance(2 * 60_000);
    await limiter.deleteForgotten();
    const keys = (await database.db.select({ key: attemptCounters.key }).from(attemptCounters)).map((row) => row.key);
    expect(keys).not.toContain('sweep:quiet');
    expect(keys).toContain('sweep:long');
  });
});
