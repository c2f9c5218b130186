import type { Clock } from '../../lib/clock';
import type { JobHandler } from './job-worker';
import type { NewJob } from './jobs.repository';

/**
 * A sweep that runs once per slot of `intervalMs` (the lifecycle, contact and mailbox sweeps, the
 * registry records' clean-up), as a chain of durable jobs: one job per slot, kept unique by the
 * slot in its key, so that any number of shop processes enqueue it and one runs it.
 *
 * Each run records the next slot's job before it sweeps, so a sweep that fails never ends the
 * chain. After a long stop (or a test clock's jump) the next job is for the slot after now, not
 * for every slot missed meanwhile: one sweep acts on everything that has fallen due.
 */
export function createPeriodicSweep(options: {
  kind: string;
  intervalMs: number;
  clock: Clock;
  jobs: { enqueue(job: NewJob, now: Date): Promise<boolean> };
  sweep: () => Promise<unknown>;
}) {
  const { kind, intervalMs, clock } = options;
  const slotStart = (time: number) => Math.floor(time / intervalMs) * intervalMs;

  /** Enqueues the sweep of the slot that contains `at`, to run at `at` (or the slot's start, if later). */
  async function schedule(at: Date = clock.now()): Promise<void> {
    const slot = new Date(slotStart(at.getTime()));
    await options.jobs.enqueue(
      {
        kind,
        payload: { slot: slot.toISOString() },
        uniqueKey: `${kind}:${slot.toISOString()}`,
        maxAttempts: 3,
        runAt: new Date(Math.max(slot.getTime(), at.getTime())),
      },
      clock.now(),
    );
  }

  const handler: JobHandler = {
    async run(payload) {
      const slot = new Date(String(payload.slot)).getTime();
      const nextAfterNow = slotStart(clock.now().getTime()) + intervalMs;
      await schedule(new Date(Math.max(slot + intervalMs, nextAfterNow)));
      await options.sweep();
    },
  };

  return { schedule, handler };
}
