import { boolean, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The e-mail address used to log in, stored lower-case. */
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['client', 'reseller', 'suspended'] }).notNull().default('client'),
    hasAccount: boolean('has_account').notNull().default(false),
    userAccountPermission: smallint('user_account_permission').notNull().default(1),
    premiumSupport: smallint('premium_support').notNull().default(0),
    liveChat: smallint('live_chat').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
  },
  (table) => [uniqueIndex('users_login_unique').on(table.login)],
);

export type UserRow = typeof users.$inferSelect;
