import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';
import { orderItems } from './orders.schema';

export const MAILBOX_STATUSES = ['active', 'lapsed'] as const;
export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];

/**
 * A virtual mailbox (spec §3 "Mailbox"; issue 17) on a customer's domain. Its address and its
 * aliases live in `mail_addresses`, so that one unique index keeps every address of a domain
 * (mailbox, alias or catch-all) in one place. Mail is stored by Dovecot under the data folder; this
 * row is what Dovecot and Postfix are fed from (docs/decisions/041-mail-servers.md).
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case A-label of the domain. */
    domain: text('domain').notNull(),
    /** 1 Mailbox, 2 Mailbox Pro (docs/decisions/018): sets the quota Dovecot enforces. */
    level: integer('level').notNull(),
    /** `$argon2id$…` made by @node-rs/argon2 (Dovecot verifies it as {ARGON2ID}); null until the customer sets one (a mailbox bought at checkout). */
    passwordHash: text('password_hash'),
    status: text('status', { enum: MAILBOX_STATUSES }).notNull().default('active'),
    /** Paid until (with its domain's term); lapsed after, removed 30 days later. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The paid order line it was created from (provisioning runs once per line); null when added into a free paid slot. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('mailboxes_user_idx').on(table.userId),
    index('mailboxes_domain_idx').on(table.domain),
    uniqueIndex('mailboxes_order_item_unique').on(table.orderItemId),
  ],
);

export const MAIL_ADDRESS_KINDS = ['mailbox', 'alias'] as const;

/**
 * Every address mail is accepted for on a hosted domain: the mailbox's own (kind 'mailbox', one per
 * mailbox), its aliases, and at most one catch-all per domain (local part '*', kind 'alias'). The
 * unique index makes two customers, or a mailbox and an alias, unable to claim one address even
 * when their requests race.
 */
export const mailAddresses = pgTable(
  'mail_addresses',
  {
    id: serial('id').primaryKey(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** Lower-case A-label of the domain. */
    domain: text('domain').notNull(),
    /** Lower-case local part (spec §5 pattern), or '*' for the domain's catch-all. */
    localPart: text('local_part').notNull(),
    kind: text('kind', { enum: MAIL_ADDRESS_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('mail_addresses_unique').on(table.domain, table.localPart),
    index('mail_addresses_mailbox_idx').on(table.mailboxId),
  ],
);

/** Passwords for one mail program each, beside the mailbox password; revoked one by one. */
export const mailboxAppPasswords = pgTable(
  'mailbox_app_passwords',
  {
    id: serial('id').primaryKey(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** `$argon2id$…`; the password itself is shown once, when made. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mailbox_app_passwords_mailbox_idx').on(table.mailboxId)],
);

/** A domain the shop hosts mail for: its DKIM key (made with the first mailbox, kept while it has any). */
export const mailDomains = pgTable('mail_domains', {
  /** Lower-case A-label. */
  domain: text('domain').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The DKIM selector: the key is published as TXT at `<selector>._domainkey.<domain>`. */
  dkimSelector: text('dkim_selector').notNull(),
  /** RSA 2048 private key, PKCS#8 PEM: OpenDKIM signs the domain's outgoing mail with it. */
  dkimPrivateKey: text('dkim_private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type MailboxRow = typeof mailboxes.$inferSelect;
export type MailAddressRow = typeof mailAddresses.$inferSelect;
export type MailboxAppPasswordRow = typeof mailboxAppPasswords.$inferSelect;
export type MailDomainRow = typeof mailDomains.$inferSelect;
