import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../db/schema/index';
import type { NewJob } from './jobs.repository';
import { createPeriodicSweep } from './periodic-sweep';

const HOUR = 3_600_000;

function setUp(startAt: string, sweep: () => Promise<void> = async () => {}) {
  const now = new Date(startAt);
  const enqueued: NewJob[] = [];
  const keys = new Set<string>();
  const periodic = createPeriodicSweep({
    kind: 'test-sweep',
    intervalMs: HOUR,
    clock: { now: () => now },
    // The repository's rule: a second job with a taken unique key is not added.
    jobs: {
      async enqueue(job) {
        if (job.uniqueKey && keys.has(job.uniqueKey)) return false;
        if (job.uniqueKey) keys.add(job.uniqueKey);
        enqueued.push(job);
        return true;
      },
    },
    sweep,
  });
  return { periodic, enqueued };
}

describe('createPeriodicSweep', () => {
  it('schedules one job per slot, keyed by the slot, to run now within the slot', async () => {
    const { periodic, enqueued } = setUp('2026-11-26T10:20:00.000Z');
    await periodic.schedule();
    await periodic.schedule();
    expect(enqueued).toEqual([
      {
        kind: 'test-sweep',
        payload: { slot: '2026-11-26T10:00:00.000Z' },
        uniqueKey: 'test-sweep:2026-11-26T10:00:00.000Z',
        maxAttempts: 3,
        runAt: new Date('2026-11-26T10:20:00.000Z'),
      },
    ]);
  });

  it('records the next slot before sweeping, so a failing sweep does not end the chain', async () => {
    const { periodic, enqueued } = setUp('2026-11-26T10:00:05.000Z', async () => {
      throw new Error('registry down');
    });
    await expect(periodic.handler.run({ slot: '2026-11-26T10:00:00.000Z' }, {} as JobRow)).rejects.toThrow('registry down');
    expect(enqueued.map((job) => [job.uniqueKey, job.runAt.toISOString()])).toEqual([
      ['test-sweep:2026-11-26T11:00:00.000Z', '2026-11-26T11:00:00.000Z'],
    ]);
  });

  it('after a long stop schedules the slot after now, not every slot missed', async () => {
    let sweeps = 0;
    const { periodic, enqueued } = setUp('2026-11-29T07:30:00.000Z', async () => {
      sweeps += 1;
    });
    await periodic.handler.run({ slot: '2026-11-26T10:00:00.000Z' }, {} as JobRow);
    expect(sweeps).toBe(1);
    expect(enqueued.map((job) => job.uniqueKey)).toEqual(['test-sweep:2026-11-29T08:00:00.000Z']);
  });
});
