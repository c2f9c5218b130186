/**
 * Everything the mail servers need to know, built from the shop's data (server/modules/mailbox)
 * and written by the mail-servers layer into the files Dovecot, Postfix and OpenDKIM read
 * (docs/decisions/041-mail-servers.md). Always the whole picture: a publish replaces what was
 * there, so a missed or repeated publish can never leave a deleted mailbox able to log in.
 *
 * Every name is validated before it gets here (A-labels, spec §5 local parts); the writer checks
 * again and refuses anything that could break a map or config line.
 */
export interface MailSnapshot {
  /** Domains mail is accepted for (lower-case A-labels), with their DKIM key. */
  domains: MailSnapshotDomain[];
  /** Mailboxes that can log in and receive mail (lapsed ones are left out). */
  mailboxes: MailSnapshotMailbox[];
  /** Extra addresses delivered into a mailbox: aliases, and a domain's catch-all as `*@domain`. */
  aliases: { address: string; mailbox: string }[];
  /** Confirmed MAILFW forwards (docs/decisions/033): mail to `address` (or `*@domain`) is relayed to each destination with an SRS sender. */
  forwards: { address: string; destinations: string[] }[];
}

export interface MailSnapshotDomain {
  domain: string;
  dkim: { selector: string; privateKeyPem: string } | null;
}

export interface MailSnapshotMailbox {
  /** local@domain, lower case, A-label domain. */
  address: string;
  /** `$argon2id$…` hashes that may log in: the mailbox password (when set) and its app passwords. */
  passwordHashes: string[];
  /** What Dovecot's quota allows, in bytes. */
  quotaBytes: number;
}

/** Where the snapshot goes: the managed mail servers' files, or nowhere when mail is not served. */
export interface MailPublisher {
  publish(snapshot: MailSnapshot): Promise<void>;
  /** Bytes stored per mailbox address, as Dovecot counts them (null when not served). */
  usage(addresses: string[]): Promise<Map<string, number> | null>;
  /** Whether mail is served (and, when not, why, for the log and the page). */
  status(): { serving: boolean; reason: string | null };
  /** Removes a deleted mailbox's stored mail (after its row is gone and the snapshot published). */
  removeMail(address: string): Promise<void>;
  /**
   * A renamed mailbox keeps its mail: the stored mail of `from` becomes that of `to` (called after
   * the snapshot with the new address is published; mail that reached `to` meanwhile is kept).
   * Absent where mail is not stored by address.
   */
  moveMail?(from: string, to: string): Promise<void>;
}

/** When Dovecot and Postfix are not running: mailboxes are kept in the database, nothing is served. */
export function notServedMailPublisher(reason: string): MailPublisher {
  return {
    publish: async () => {},
    usage: async () => null,
    status: () => ({ serving: false, reason }),
    removeMail: async () => {},
  };
}
