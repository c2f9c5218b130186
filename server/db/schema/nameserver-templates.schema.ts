import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * A customer's named sets of nameservers (spec §2.1 /user/nameservertemplates). At most one per
 * customer is the default, used for the customer's new registrations.
 */
export const nameserverTemplates = pgTable(
  'nameserver_templates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 2–13 host names, lower-case A-labels, in the customer's order. */
    nameservers: text('nameservers').array().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('nameserver_templates_user_idx').on(table.userId),
    uniqueIndex('nameserver_templates_user_name_idx').on(table.userId, sql`lower(${table.name})`),
    // One default per customer, also when two requests mark one at the same moment.
    uniqueIndex('nameserver_templates_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

export type NameserverTemplateRow = typeof nameserverTemplates.$inferSelect;
