import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { createTestDatabase } from '../../test/test-database';
import { backoffMs, createJobWorker, PermanentJobError, type JobHandler } from './job-worker';
import { createJobRepository } from './jobs.repository';

let database: Database;
const silent = { error: () => {}, warn: () => {}, info: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rowOf = async (key: string) => (await database.db.select().from(jobs).where(eq(jobs.uniqueKey, key)))[0];

function setUp(handler: JobHandler, options: { leaseMs?: number } = {}) {
  const clock = fixedClock('2031-03-01T10:00:00Z');
  const repository = createJobRepository(database.db);
  const worker = createJobWorker({ repository, clock, log: silent, handlers: { test: handler }, pollMs: 60_000, ...options });
  return { clock, repository, worker };
}

let counter = 0;
const key = () => `test-job-${++counter}`;

describe('the durable job worker', () => {
  it('runs a due job once and not before its time; a second enqueue with its key is ignored', async () => {
    const seen: unknown[] = [];
    const { clock, repository, worker } = setUp({ run: async (payload) => void seen.push(payload.n) });
    const k = key();
    await repository.enqueue({ kind: 'test', payload: { n: 1 }, uniqueKey: k, runAt: new Date(clock.now().getTime() + 60_000) }, clock.now());
    await repository.enqueue({ kind: 'test', payload: { n: 2 }, uniqueKey: k, runAt: clock.now() }, clock.now());
    expect(await worker.drain()).toBe(0);
    clock.advance(60_000);
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([1]);
    expect(await rowOf(k)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing job after a growing backoff of clock time and gives up after its attempts, compensating once', async () => {
    let runs = 0;
    const finals: string[] = [];
    const { clock, repository, worker } = setUp({
      run: async () => {
        runs += 1;
        throw new Error(`registry timeout ${runs}`);
      },
      onFinalFailure: async (_payload, error) => void finals.push((error as Error).message),
    });
    const k = key();
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: k, maxAttempts: 3, runAt: clock.now() }, clock.now());
    await worker.drain();
    expect(await rowOf(k)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'registry timeout 1' });
    clock.advance(backoffMs(1) - 1);
    await worker.drain();
    expect(runs).toBe(1);
    clock.advance(1);
    await worker.drain();
    expect(runs).toBe(2);
    clock.advance(backoffMs(2));
    await worker.drain();
    expect(runs).toBe(3);
    expect(finals).toEqual(['registry timeout 3']);
    expect(await rowOf(k)).toMatchObject({ status: 'failed', attempts: 3 });
    clock.advance(60 * 60_000);
    await worker.drain();
    expect(runs).toBe(3);
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(20)).toBe(60 * 60_000);
  });

  it('fails a permanent failure at once', async () => {
    const finals: string[] = [];
    const { clock, repository, worker } = setUp({ run: async () => Promise.reject(new PermanentJobError('taken')), onFinalFailure: async () => void finals.push('refund') });
    const k = key();
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: k, runAt: clock.now() }, clock.now());
    await worker.drain();
    expect(finals).toEqual(['refund']);
    expect(await rowOf(k)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'taken' });
  });

  it('takes over a job whose worker died (its lease ran out), and the dead worker cannot finish it afterwards', async () => {
    let runs = 0;
    const { clock, repository, worker } = setUp({ run: async () => void (runs += 1) }, { leaseMs: 60_000 });
    const k = key();
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: k, runAt: clock.now() }, clock.now());
    // A worker claims it and dies.
    const [claimed] = await repository.claim(clock.now(), new Date(clock.now().getTime() + 60_000), 10);
    expect(claimed.uniqueKey).toBe(k);
    expect(await worker.drain()).toBe(0);
    clock.advance(60_000);
    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await rowOf(k)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await repository.finish(claimed.id, claimed.attempts, { status: 'failed', error: 'late' }, clock.now())).toBe(false);
    expect(await rowOf(k)).toMatchObject({ status: 'done' });
  });

  it('runs each job exactly once with two workers draining side by side (20 rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const runs = new Map<number, number>();
      const handler: JobHandler = {
        run: async (payload) => {
          runs.set(Number(payload.n), (runs.get(Number(payload.n)) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
      };
      const first = setUp(handler);
      const second = createJobWorker({ repository: first.repository, clock: first.clock, log: silent, handlers: { test: handler }, pollMs: 60_000 });
      const prefix = key();
      for (let n = 0; n < 12; n += 1) await first.repository.enqueue({ kind: 'test', payload: { n }, uniqueKey: `${prefix}-${n}`, runAt: first.clock.now() }, first.clock.now());
      const [a, b] = await Promise.all([first.worker.drain(), second.drain()]);
      expect(a + b).toBe(12);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(runs.size).toBe(12);
    }
  });

  it('starts with a pass over what is due and stops cleanly', async () => {
    let runs = 0;
    const { clock, repository, worker } = setUp({ run: async () => void (runs += 1) });
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: key(), runAt: clock.now() }, clock.now());
    worker.start();
    expect(worker.started).toBe(true);
    for (let wait = 0; wait < 100 && runs === 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(runs).toBe(1);
    expect(worker.started).toBe(false);
  });

  it('clears jobs done more than a week ago, keeps failed ones and recent ones', async () => {
    const { clock, repository, worker } = setUp({
      run: async (payload) => {
        if (payload.fail) throw new PermanentJobError('no');
      },
    });
    const [old, failed, recent] = [key(), key(), key()];
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: old, runAt: clock.now() }, clock.now());
    await repository.enqueue({ kind: 'test', payload: { fail: true }, uniqueKey: failed, runAt: clock.now() }, clock.now());
    await worker.drain();
    clock.advance(8 * 24 * 60 * 60_000);
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: recent, runAt: clock.now() }, clock.now());
    await worker.drain();
    expect(await rowOf(old)).toBeUndefined();
    expect((await rowOf(failed))?.status).toBe('failed');
    expect((await rowOf(recent))?.status).toBe('done');
  });
});
