import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { createSharedRateLimiter } from './rate-limiter';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Two limiters on one database stand for two shop processes. */
function twoProcesses(scope: string, limit: number, clock: { time: number }) {
  const options = { scope, limit, windowMs: 60_000, now: () => clock.time };
  return [createSharedRateLimiter(database.db, options), createSharedRateLimiter(database.db, options)] as const;
}

describe('the rate limit counted in the database', () => {
  it('holds across processes: the hits of both count against one limit per address', async () => {
    const clock = { time: Date.parse('2026-05-01T10:00:00Z') };
    const [a, b] = twoProcesses('test-alternate', 4, clock);
    const waits = [];
    for (let hit = 0; hit < 6; hit++) waits.push(await (hit % 2 === 0 ? a : b).hit('192.0.2.1'));
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits[4]).toBe(60);
    expect(waits[5]).toBe(60);
    // Another address has its own count.
    expect(await b.hit('192.0.2.2')).toBe(0);
    // Half a minute later the wait has halved; after the minute a new window starts.
    clock.time += 30_000;
    expect(await a.hit('192.0.2.1')).toBe(30);
    clock.time += 30_000;
    expect(await b.hit('192.0.2.1')).toBe(0);
  });

  it('loses no hit when both processes count at once', async () => {
    const clock = { time: Date.parse('2026-05-01T11:00:00Z') };
    const [a, b] = twoProcesses('test-concurrent', 10, clock);
    const waits = await Promise.all(Array.from({ length: 30 }, (_unused, index) => (index % 2 === 0 ? a : b).hit('198.51.100.7')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
  });
});
