/**
 * The two mailbox levels (docs/decisions/018 prices them; 041 sets their limits). The feature pages,
 * the add screen and the server read the same numbers, and Dovecot enforces the quota.
 */
export interface MailboxLevel {
  level: 1 | 2;
  /** Storage Dovecot allows, in bytes. */
  quotaBytes: number;
  /** Aliases per mailbox (the catch-all counts as one). */
  aliases: number;
  /** App passwords per mailbox. */
  appPasswords: number;
  /** Largest message accepted, in bytes (Postfix message_size_limit is the larger of the two). */
  messageBytes: number;
}

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

export const MAILBOX_LEVELS: Record<1 | 2, MailboxLevel> = {
  1: { level: 1, quotaBytes: 5 * GIB, aliases: 10, appPasswords: 3, messageBytes: 25 * MIB },
  2: { level: 2, quotaBytes: 50 * GIB, aliases: 100, appPasswords: 10, messageBytes: 50 * MIB },
};

/** Mailboxes on one domain (the cart's limit too). */
export const MAILBOXES_PER_DOMAIN = 20;

export function mailboxLevel(level: number): MailboxLevel {
  return MAILBOX_LEVELS[level === 2 ? 2 : 1];
}
