import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every shop process on the database (server/lib/rate-limiter.ts):
 * a limit per client address holds however many processes answer behind the load balancer.
 * `key` is the limit's scope and the address, e.g. `rdap:192.0.2.1`.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
