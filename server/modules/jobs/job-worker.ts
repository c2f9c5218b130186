import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { JobRepository } from './jobs.repository';
import type { JobWakeUp } from './job-wake-up';
import { afterTransaction } from '../../db/transaction-context';
import { jobRegistryContext, runInRegistryContext } from '../../registry/registry-context';

/** A failure that no retry can mend (the name was taken meanwhile): the job fails at once. */
export class PermanentJobError extends Error {}

export interface JobHandler {
  /** Does the work; throws PermanentJobError for a final failure, anything else is retried. */
  run(payload: Record<string, unknown>, job: JobRow): Promise<void>;
  /** After the last attempt failed (or a permanent failure): compensate (refund) and tell the user. */
  onFinalFailure?(payload: Record<string, unknown>, error: unknown, job: JobRow): Promise<void>;
}

export interface JobWorkerOptions {
  repository: JobRepository;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  handlers: Record<string, JobHandler>;
  /** The services' wake-up call (made before them): each wake-up wakes this worker. */
  wakeUp?: Pick<JobWakeUp, 'listen'>;
  /** How often the worker looks for due jobs when nothing woke it (real time). */
  pollMs?: number;
  /**
   * How long a claim lasts without a heartbeat (clock time); a job whose lease ran out is taken to
   * have lost its worker and is claimed again. Short, so a crashed server's work resumes soon.
   */
  leaseMs?: number;
  /** How often a running job's lease is renewed (real time); well inside `leaseMs`. */
  heartbeatMs?: number;
  /** Names this worker on the jobs it claims; by default the process id and a random part. */
  workerId?: string;
  /** Jobs run side by side. */
  concurrency?: number;
  /** How long finished jobs are kept (clock time); the worker clears older ones about once an hour. */
  keepDoneMs?: number;
}

const CLEANUP_EVERY_MS = 60 * 60_000;

/** The lease of a claimed job: short, so that a restarted shop resumes a crashed one's work within 30 s. */
export const JOB_LEASE_MS = 20_000;
/** The heartbeat renews the lease four times within it: one or two late beats do not lose it. */
export const JOB_HEARTBEAT_MS = 5_000;

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … at most one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * A small worker over the jobs table (docs/decisions/016-durable-jobs.md). Times (due, backoff,
 * lease) come from the injected clock; only the polling and the lease's heartbeat use real timers.
 */
export function createJobWorker(options: JobWorkerOptions) {
  const { repository, clock, log, handlers } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? Math.min(JOB_HEARTBEAT_MS, Math.floor(leaseMs / 4));
  const workerId = options.workerId ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const concurrency = options.concurrency ?? 4;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 60 * 60_000;
  let lastCleanup = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let stopped = true;
  let pass: Promise<number> | null = null;
  let again = false;

  /**
   * Renews the job's lease every `heartbeatMs` while its handler runs (real timer, like the
   * polling; the lease's end comes from the clock). A lost claim is only logged: the handler
   * cannot be stopped midway, and its result will not be recorded (finish checks the claim).
   * `stop()` waits for a renewal under way, so none lands after the job was finished.
   */
  function heartbeat(job: JobRow): { stop(): Promise<void> } {
    let beat: Promise<void> | null = null;
    let lost = false;
    const interval = setInterval(() => {
      if (beat || lost) return;
      beat = repository
        .renew(job, new Date(clock.now().getTime() + leaseMs))
        .then((held) => {
          if (held) return;
          lost = true;
          log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, worker: workerId }, 'job lease lost to another worker');
        })
        .catch((error: unknown) => {
          // The database is unreachable: the next beat tries again; should the lease run out
          // meanwhile, another worker takes the job over.
          log.warn({ job: job.id, err: error }, 'job lease renewal failed');
        })
        .finally(() => {
          beat = null;
        });
    }, heartbeatMs);
    interval.unref?.();
    return {
      async stop() {
        clearInterval(interval);
        await beat;
      },
    };
  }

  /** Records the job's outcome unless its claim was lost (then the worker that took it over records its own). */
  function recorded(job: JobRow, held: boolean): void {
    if (!held)
      log.warn(
        { job: job.id, kind: job.kind, attempts: job.attempts, worker: workerId },
        'job finished after its lease was lost; result not recorded',
      );
  }

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler) {
      await repository.finish(job, { status: 'failed', error: `no handler for ${job.kind}` }, clock.now());
      log.error({ job: job.id, kind: job.kind }, 'job without a handler');
      return;
    }
    // The lease is renewed while the handler and its compensation run, and no longer once the
    // outcome is being written (a renewal racing the finish would only log a lost lease).
    const beat = heartbeat(job);
    try {
      // Registry commands sent by the handler are stored with the job's order item (decision 045).
      await runInRegistryContext(jobRegistryContext(job), () => handler.run(job.payload, job));
      await beat.stop();
      recorded(job, await repository.finish(job, { status: 'done' }, clock.now()));
    } catch (error) {
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      if (!final) {
        log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, err: error }, 'job failed, will retry');
        await beat.stop();
        recorded(job, await repository.retryAt(job, new Date(clock.now().getTime() + backoffMs(job.attempts)), describe(error)));
        return;
      }
      log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, err: error }, 'job failed for good');
      // The compensation runs before the job is marked failed: if it crashes, the job is claimed
      // again after its lease and the (idempotent) compensation is repeated.
      await runInRegistryContext(jobRegistryContext(job), async () => handler.onFinalFailure?.(job.payload, error, job));
      await beat.stop();
      recorded(job, await repository.finish(job, { status: 'failed', error: describe(error) }, clock.now()));
    } finally {
      await beat.stop();
    }
  }

  /** Deletes long-finished jobs, at most once per CLEANUP_EVERY_MS of clock time. */
  async function cleanUp(): Promise<void> {
    const now = clock.now().getTime();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    await repository.deleteDoneBefore(new Date(now - keepDoneMs));
  }

  /** Claims and runs due jobs until none is due; answers how many ran. */
  async function runDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await repository.claim(now, new Date(now.getTime() + leaseMs), concurrency, workerId);
      if (claimed.length === 0) return count;
      await Promise.all(
        claimed.map((job) =>
          runJob(job).catch((error: unknown) => {
            // Bookkeeping failed (database gone): the lease brings the job back later.
            log.error({ job: job.id, err: error }, 'job bookkeeping failed');
          }),
        ),
      );
      count += claimed.length;
    }
  }

  /** One pass at a time; a wake-up during a pass asks for another one after it. */
  function tick(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      let total = 0;
      do {
        again = false;
        total += await runDue();
      } while (again && !stopped);
      await cleanUp();
      return total;
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job worker pass failed');
        return 0;
      })
      .finally(() => {
        pass = null;
      });
    return pass;
  }

  function schedule(): void {
    if (stopped || running) return;
    timer = setTimeout(() => {
      timer = null;
      running = true;
      void tick().finally(() => {
        running = false;
        schedule();
      });
    }, pollMs);
    timer.unref?.();
  }

  const worker = {
    /** Starts polling, with a first pass at once: jobs left by a stopped server run right after start. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      running = true;
      void tick().finally(() => {
        running = false;
        schedule();
      });
    },
    /** Stops polling and waits for the jobs that are running. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
    },
    /** Looks for due jobs now (after a payment recorded some), without waiting for the next poll. */
    wake(): void {
      if (stopped) return;
      // Its caller may be inside a transaction still open that enqueued the jobs: the pass starts
      // when that transaction has ended, so it sees them (on PostgreSQL another connection would
      // not yet), outside its context.
      afterTransaction(() => void tick());
    },
    /** Runs every due job, repeating until none is due (tests, scripts); answers how many ran. */
    drain: () => tick().then(async (first) => first + (await runDue())),
    get started() {
      return !stopped;
    },
    /** The name this worker records on the jobs it claims (locked_by). */
    workerId,
  };
  options.wakeUp?.listen(() => worker.wake());
  return worker;
}

export type JobWorker = ReturnType<typeof createJobWorker>;
