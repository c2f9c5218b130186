import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The support team's chat state set by the operator (decision 056): one row (id 1) with the manual
 * override. `auto` follows the office hours of the configuration; `online`, `busy` and `offline`
 * hold until the operator sets another mode. No row counts as `auto`.
 */
export const supportStatus = pgTable(
  'support_status',
  {
    id: smallint('id').primaryKey().default(1),
    mode: text('mode', { enum: ['auto', 'online', 'busy', 'offline'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Who set it (the support command's --author, or the system user's name). */
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [check('support_status_single_row', sql`${table.id} = 1`)],
);
