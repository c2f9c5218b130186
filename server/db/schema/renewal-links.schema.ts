import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Renewal links (docs/decisions/026-renewal-without-login.md): a visitor's simple renew mails the
 * domain's holder a link with which anyone holding it may pay that one name's renewal without
 * logging in. Only the sha256 of the link's token is kept, so a leaked table opens nothing.
 */
export const renewalLinks = pgTable(
  'renewal_links',
  {
    id: serial('id').primaryKey(),
    /** sha256 (hex) of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    /** Lower-case A-label. */
    domain: text('domain').notNull(),
    /** The holder the link was mailed to; the order it pays is theirs. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The paid term the link renews (the name's expiry when it was made): once that term has been
     * renewed, by this link or any other way, the link is spent, so two payers cannot both pay it.
     */
    termExpiresAt: timestamp('term_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('renewal_links_token_unique').on(table.tokenHash),
    index('renewal_links_domain_idx').on(table.domain, table.createdAt),
  ],
);

export type RenewalLinkRow = typeof renewalLinks.$inferSelect;
