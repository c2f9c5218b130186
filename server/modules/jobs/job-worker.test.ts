import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { insideTransaction } from '../../db/transaction-context';
import { fixedClock } from '../../lib/clock';
import { createTestDatabase } from '../../test/test-database';
import { backoffMs, createJobWorker, JOB_HEARTBEAT_MS, JOB_LEASE_MS, PermanentJobError, type JobHandler } from './job-worker';
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

afterEach(() => {
  vi.useRealTimers();
});

/** How long a heartbeat's write may take to show (a busy machine; PostgreSQL answers on another connection). */
const PATIENCE = { timeout: 10_000, interval: 20 };

/** A promise the test settles (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

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
    await repository.enqueue(
      { kind: 'test', payload: { n: 1 }, uniqueKey: k, runAt: new Date(clock.now().getTime() + 60_000) },
      clock.now(),
    );
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
    const { clock, repository, worker } = setUp({
      run: async () => Promise.reject(new PermanentJobError('taken')),
      onFinalFailure: async () => void finals.push('refund'),
    });
    const k = key();
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: k, runAt: clock.now() }, clock.now());
    await worker.drain();
    expect(finals).toEqual(['refund']);
    expect(await rowOf(k)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'taken' });
  });

  it('takes over a job whose worker died (its 20 s lease ran out, no heartbeat), and the dead worker can neither renew nor finish it afterwards', async () => {
    let runs = 0;
    const { clock, repository, worker } = setUp({ run: async () => void (runs += 1) });
    const k = key();
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: k, runAt: clock.now() }, clock.now());
    // A worker claims it and dies.
    const [claimed] = await repository.claim(clock.now(), new Date(clock.now().getTime() + JOB_LEASE_MS), 10, 'dead-worker');
    expect(claimed).toMatchObject({ uniqueKey: k, lockedBy: 'dead-worker' });
    clock.advance(JOB_LEASE_MS - 1);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await rowOf(k)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(await repository.renew(claimed, new Date(clock.now().getTime() + JOB_LEASE_MS))).toBe(false);
    expect(await repository.finish(claimed, { status: 'failed', error: 'late' }, clock.now())).toBe(false);
    expect(await repository.retryAt(claimed, clock.now(), 'late')).toBe(false);
    expect(await rowOf(k)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });

  it('keeps a long job that its worker heartbeats: a second worker does not take it, however long it runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const release = deferred();
    const started = deferred();
    let runs = 0;
    const { clock, repository, worker } = setUp({
      run: async () => {
        runs += 1;
        started.resolve();
        await release.promise;
      },
    });
    const other = createJobWorker({
      repository,
      clock,
      log: silent,
      handlers: { test: { run: async () => void (runs += 1) } },
      pollMs: 60_000,
    });
    const k = key();
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: k, runAt: clock.now() }, clock.now());
    const draining = worker.drain();
    await started.promise;
    expect(await rowOf(k)).toMatchObject({ status: 'running', lockedBy: worker.workerId });
    // Ten minutes of clock time, a heartbeat every 5 s of it: well past the lease, and past the
    // five minutes of the former lease without one.
    for (let beat = 0; beat < 120; beat += 1) {
      clock.advance(JOB_HEARTBEAT_MS);
      const renewedTo = clock.now().getTime() + JOB_LEASE_MS;
      // A beat is skipped while the previous one is still settling (the row can show its update
      // before the worker has seen the answer): the next beat renews then.
      await vi.waitFor(async () => {
        vi.advanceTimersByTime(JOB_HEARTBEAT_MS);
        expect((await rowOf(k)).lockedUntil?.getTime()).toBe(renewedTo);
      }, PATIENCE);
      if (beat % 30 === 29) expect(await other.drain()).toBe(0);
    }
    expect(await other.drain()).toBe(0);
    release.resolve();
    expect(await draining).toBe(1);
    expect(runs).toBe(1);
    expect(await rowOf(k)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lockedUntil: null });
    // No beat runs once the job is over.
    clock.advance(JOB_HEARTBEAT_MS);
    vi.advanceTimersByTime(JOB_HEARTBEAT_MS);
    expect(await rowOf(k)).toMatchObject({ status: 'done', lockedUntil: null });
  });

  it('a stale worker (lease lost while it hung) cannot renew, complete or retry the job another worker took over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const warnings: string[] = [];
    const log = { ...silent, warn: (...args: unknown[]) => void warnings.push(String(args[1])) };
    const clock = fixedClock('2031-03-01T10:00:00Z');
    const repository = createJobRepository(database.db);
    const hangs = { stale: deferred(), fresh: deferred() };
    const started = { stale: deferred(), fresh: deferred() };
    const ran: string[] = [];
    const handler = (who: 'stale' | 'fresh'): JobHandler => ({
      run: async () => {
        ran.push(who);
        started[who].resolve();
        await hangs[who].promise;
        if (who === 'stale') throw new Error('registry timeout after the hang');
      },
    });
    const stale = createJobWorker({
      repository,
      clock,
      log,
      handlers: { test: handler('stale') },
      pollMs: 60_000,
      workerId: 'stale-worker',
    });
    const fresh = createJobWorker({
      repository,
      clock,
      log,
      handlers: { test: handler('fresh') },
      pollMs: 60_000,
      workerId: 'fresh-worker',
    });
    const k = key();
    await repository.enqueue({ kind: 'test', payload: {}, uniqueKey: k, runAt: clock.now() }, clock.now());
    const staleDrain = stale.drain();
    await started.stale.promise;
    // The stale worker's beats do not come (its event loop hung) while the lease runs out.
    clock.advance(JOB_LEASE_MS);
    const freshDrain = fresh.drain();
    await started.fresh.promise;
    expect(await rowOf(k)).toMatchObject({ status: 'running', attempts: 2, lockedBy: 'fresh-worker' });
    // Both beat: only the worker holding the job moves its lease.
    clock.advance(1000);
    vi.advanceTimersByTime(JOB_HEARTBEAT_MS);
    await vi.waitFor(() => expect(warnings).toContain('job lease lost to another worker'), PATIENCE);
    await vi.waitFor(async () => expect((await rowOf(k)).lockedUntil?.getTime()).toBe(clock.now().getTime() + JOB_LEASE_MS), PATIENCE);
    expect(await rowOf(k)).toMatchObject({ status: 'running', attempts: 2, lockedBy: 'fresh-worker' });
    // The stale handler ends with a transient error: its retry is not recorded over the running job.
    hangs.stale.resolve();
    expect(await staleDrain).toBe(1);
    expect(warnings).toContain('job finished after its lease was lost; result not recorded');
    expect(await rowOf(k)).toMatchObject({ status: 'running', attempts: 2, lockedBy: 'fresh-worker', lastError: null });
    hangs.fresh.resolve();
    expect(await freshDrain).toBe(1);
    expect(await rowOf(k)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null, lastError: null });
    expect(ran).toEqual(['stale', 'fresh']);
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
      const second = createJobWorker({
        repository: first.repository,
        clock: first.clock,
        log: silent,
        handlers: { test: handler },
        pollMs: 60_000,
      });
      const prefix = key();
      for (let n = 0; n < 12; n += 1)
        await first.repository.enqueue(
          { kind: 'test', payload: { n }, uniqueKey: `${prefix}-${n}`, runAt: first.clock.now() },
          first.clock.now(),
        );
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

  it('runs the pass a wake-up from inside a transaction asked for once it committed, outside its context', async () => {
    // The pass starts when the transaction has ended: on PostgreSQL one started at once would run on
    // another connection and miss the uncommitted job; on PGlite it would wait for the one
    // connection, and in the transaction's context the tests' guard would refuse its claim.
    const ran = deferred();
    let inside: boolean | undefined;
    const { clock, worker } = setUp({
      run: async () => {
        inside = insideTransaction();
        ran.resolve();
      },
    });
    worker.start();
    await worker.drain();
    try {
      await database.db.transaction(async (tx) => {
        await createJobRepository(tx as unknown as Db).enqueue(
          { kind: 'test', payload: {}, uniqueKey: key(), runAt: clock.now() },
          clock.now(),
        );
        worker.wake();
      });
      // The worker polls once a minute: only the wake-up runs the job within the test's time.
      await ran.promise;
      expect(inside).toBe(false);
    } finally {
      await worker.stop();
    }
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
