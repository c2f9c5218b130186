import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Sessions live in the database so that several server processes share them
 * (docs/decisions/003-sessions.md). The cookie holds a random token; only its SHA-256 is stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    csrfToken: text('csrf_token').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    currency: text('currency', { enum: ['EUR', 'USD', 'GBP'] }).notNull(),
    country: text('country').notNull(),
    cookieConsent: boolean('cookie_consent'),
    /** A visitor's cart (no foreign key: carts are cleaned up on their own). */
    cartId: integer('cart_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The client's address truncated to /24 or /48, and a summary of its user agent, for the sessions list. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Between a correct password and the second factor: whose code is awaited, and until when. */
    pendingUserId: integer('pending_user_id').references(() => users.id, { onDelete: 'cascade' }),
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
