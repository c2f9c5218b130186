import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, type JobRow } from '../../db/schema/index';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** At most one job per key; a second enqueue with the same key is ignored. */
  uniqueKey?: string;
  maxAttempts?: number;
  runAt: Date;
}

/** The SQL of the durable jobs (docs/decisions/016-durable-jobs.md). Works on a transaction too. */
export function createJobRepository(db: Db) {
  return {
    /** Records a job; inside the caller's transaction it exists exactly when that transaction commits. */
    async enqueue(job: NewJob, now: Date): Promise<void> {
      await db
        .insert(jobs)
        .values({ kind: job.kind, payload: job.payload, uniqueKey: job.uniqueKey ?? null, maxAttempts: job.maxAttempts ?? 8, runAt: job.runAt, createdAt: now })
        .onConflictDoNothing({ target: jobs.uniqueKey });
    },

    /**
     * Claims up to `limit` due jobs: pending ones whose time has come, and running ones whose lease
     * ran out (their worker died). SKIP LOCKED lets several workers claim side by side without
     * waiting for or taking each other's jobs.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))))
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(jobs)
          .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseUntil })
          .where(inArray(jobs.id, due.map((row) => row.id)))
          .returning();
      });
    },

    /** Ends a claimed job; `attempts` guards against a worker whose lease ran out and was claimed again. */
    async finish(id: number, attempts: number, result: { status: 'done' | 'failed'; error?: string }, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: result.status, lockedUntil: null, finishedAt: now, lastError: result.error ?? null })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.attempts, attempts)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    async retryAt(id: number, attempts: number, runAt: Date, error: string): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'pending', lockedUntil: null, runAt, lastError: error })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.attempts, attempts)));
    },

    /** The time the next pending job becomes due, for the poller; null when none waits. */
    async nextDue(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`min(coalesce(case when ${jobs.status} = 'running' then ${jobs.lockedUntil} end, ${jobs.runAt}))` })
        .from(jobs)
        .where(inArray(jobs.status, ['pending', 'running']));
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * Deletes jobs that finished well before `before`: the poll reader alone leaves one a minute.
     * Failed ones stay, for someone to look at; a deleted job's unique key is free again, which
     * is harmless as every key names a slot or an order item whose state guards it.
     */
    async deleteDoneBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.status, 'done'), lte(jobs.finishedAt, before)))
        .returning({ id: jobs.id });
      return rows.length;
    },

    byKey(uniqueKey: string): Promise<JobRow | undefined> {
      return db.select().from(jobs).where(eq(jobs.uniqueKey, uniqueKey)).then((rows) => rows[0]);
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
