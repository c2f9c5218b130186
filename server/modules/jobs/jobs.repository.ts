import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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

/** One claim of a job: `attempts` counts claims and `lockedBy` names the worker, so together they tell claims apart. */
export type JobClaim = Pick<JobRow, 'id' | 'attempts' | 'lockedBy'>;

/** The job is still held by this claim: not finished, and not taken over by another worker after the lease ran out. */
const heldBy = (claim: JobClaim) =>
  and(
    eq(jobs.id, claim.id),
    eq(jobs.status, 'running'),
    eq(jobs.attempts, claim.attempts),
    claim.lockedBy === null ? isNull(jobs.lockedBy) : eq(jobs.lockedBy, claim.lockedBy),
  );

/** The SQL of the durable jobs (docs/decisions/016-durable-jobs.md). Works on a transaction too. */
export function createJobRepository(db: Db) {
  return {
    /** Records a job; inside the caller's transaction it exists exactly when that transaction commits. */
    /** Enqueues a job; one whose unique key is taken is not added. Answers whether it was added. */
    async enqueue(job: NewJob, now: Date): Promise<boolean> {
      const added = await db
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          uniqueKey: job.uniqueKey ?? null,
          maxAttempts: job.maxAttempts ?? 8,
          runAt: job.runAt,
          createdAt: now,
        })
        .onConflictDoNothing({ target: jobs.uniqueKey })
        .returning({ id: jobs.id });
      return added.length > 0;
    },

    /** Brings the pending jobs of this kind with these unique keys forward to `now`. */
    async runNow(kind: string, uniqueKeys: string[], now: Date): Promise<void> {
      if (uniqueKeys.length === 0) return;
      await db
        .update(jobs)
        .set({ runAt: now })
        .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending'), inArray(jobs.uniqueKey, uniqueKeys)));
    },

    /**
     * Claims up to `limit` due jobs: pending ones whose time has come, and running ones whose lease
     * ran out (their worker died). SKIP LOCKED lets several workers claim side by side without
     * waiting for or taking each other's jobs. `workerId` is recorded on the claimed rows.
     */
    async claim(now: Date, leaseUntil: Date, limit: number, workerId: string): Promise<JobRow[]> {
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
          .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseUntil, lockedBy: workerId })
          .where(
            inArray(
              jobs.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /**
     * The heartbeat: moves the lease of a job this claim still holds to `leaseUntil`. False when
     * the claim is lost (the lease ran out and another worker took the job, or it was finished).
     */
    async renew(claim: JobClaim, leaseUntil: Date): Promise<boolean> {
      const rows = await db.update(jobs).set({ lockedUntil: leaseUntil }).where(heldBy(claim)).returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Ends a claimed job; false (and nothing changed) when the claim was lost to another worker. */
    async finish(claim: JobClaim, result: { status: 'done' | 'failed'; error?: string }, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: result.status, lockedUntil: null, lockedBy: null, finishedAt: now, lastError: result.error ?? null })
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Puts a claimed job back for a later attempt; false (and nothing changed) when the claim was lost. */
    async retryAt(claim: JobClaim, runAt: Date, error: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'pending', lockedUntil: null, lockedBy: null, runAt, lastError: error })
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** The time the next pending job becomes due, for the poller; null when none waits. */
    async nextDue(): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<Date | string | null>`min(coalesce(case when ${jobs.status} = 'running' then ${jobs.lockedUntil} end, ${jobs.runAt}))`,
        })
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
      return db
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, uniqueKey))
        .then((rows) => rows[0]);
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
