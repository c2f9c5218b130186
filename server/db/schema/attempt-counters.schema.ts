import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-attempt counters with growing delays (server/lib/attempt-limiter.ts, docs/decisions/013),
 * shared by every shop process on the database so that a guesser gets no more tries with more processes.
 * `key` names the limit and its subject, e.g. `login:address:a@example.com`. A row is forgotten
 * once `forget_at` and `blocked_until` have both passed.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
});
