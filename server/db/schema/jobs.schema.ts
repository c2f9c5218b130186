import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable jobs (docs/decisions/016-durable-jobs.md): work that must happen even when the server
 * stops, recorded in the same transaction as the fact that causes it (a payment). A worker claims
 * due jobs with FOR UPDATE SKIP LOCKED; a claim is a short lease (`locked_until`, renewed by the
 * worker's heartbeat), so a job whose worker died is claimed again once the lease has run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it, e.g. 'register-domain'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    /** At most one job per key (e.g. one registration per order item), also when written twice. */
    uniqueKey: text('unique_key'),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before this time (backoff after a transient failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** While running: the end of the worker's lease, pushed on by its heartbeat while the handler runs. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * While running: the worker holding the claim (process id and a random part). Renewing,
     * finishing and retrying check it with `attempts`, so a worker that lost its lease cannot
     * touch the job another worker took over.
     */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('jobs_unique_key').on(table.uniqueKey), index('jobs_due_idx').on(table.status, table.runAt)],
);

export type JobRow = typeof jobs.$inferSelect;
