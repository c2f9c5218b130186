import type { MailSnapshot } from './mail-snapshot';

/**
 * The last check before a value reaches a Postfix map, a Dovecot passwd-file or an OpenDKIM table.
 * The mailbox module validates everything already; this check is the writer's own, so a value that
 * slipped through (a newline, a colon, a space, a path) can never add a line, a field or a file.
 * A snapshot with one bad value is refused as a whole and nothing is written.
 */
export class MailSnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailSnapshotError';
  }
}

/** A lower-case A-label domain with at least two labels (no trailing dot, no umlauts: punycode). */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Spec §5's mail local part (letters, digits and - + . _ = &), lower case, 1-64, no leading, trailing or double dot. */
const LOCAL_PART = /^(?!\.)(?!.*\.\.)(?!.*\.$)[a-z0-9\-+._=&]{1,64}$/;
/** What @node-rs/argon2 writes: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
const ARGON2ID_HASH = /^\$argon2id\$[A-Za-z0-9+/=$,.-]+$/;
const SELECTOR = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PEM = /^-----BEGIN (RSA )?PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,76}\n)+-----END (RSA )?PRIVATE KEY-----\n?$/;
/** A destination of a forward: an ordinary outside address (a printable local part without spaces, colons, commas or quotes). */
const FORWARD_LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;
const MAX_QUOTA_BYTES = 2 ** 50;

export function checkDomain(value: unknown, what = 'domain'): string {
  if (typeof value !== 'string' || !DOMAIN.test(value))
    throw new MailSnapshotError(`${what} is not a lower-case A-label domain: ${JSON.stringify(value)}`);
  return value;
}

/** `local@domain` of a hosted address. */
export function checkAddress(value: unknown, what = 'address'): { local: string; domain: string } {
  if (typeof value !== 'string') throw new MailSnapshotError(`${what} is not a string`);
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (at < 1 || !LOCAL_PART.test(local) || !DOMAIN.test(domain))
    throw new MailSnapshotError(`${what} is not a valid mail address: ${JSON.stringify(value)}`);
  return { local, domain };
}

/** `local@domain`, or a whole domain's catch-all `*@domain`. */
export function checkAliasAddress(value: unknown, what = 'alias'): { local: string | null; domain: string } {
  if (typeof value === 'string' && value.startsWith('*@')) return { local: null, domain: checkDomain(value.slice(2), what) };
  return checkAddress(value, what);
}

/** An outside address mail is forwarded to (its domain may be any A-label domain). */
export function checkForwardDestination(value: unknown): string {
  if (typeof value !== 'string') throw new MailSnapshotError('forward destination is not a string');
  const at = value.lastIndexOf('@');
  if (
    at < 1 ||
    !FORWARD_LOCAL_PART.test(value.slice(0, at)) ||
    value.slice(0, at).includes('..') ||
    !DOMAIN.test(value.slice(at + 1).toLowerCase())
  ) {
    throw new MailSnapshotError(`forward destination is not a valid mail address: ${JSON.stringify(value)}`);
  }
  return `${value.slice(0, at)}@${value.slice(at + 1).toLowerCase()}`;
}

export function checkHash(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512 || !ARGON2ID_HASH.test(value))
    throw new MailSnapshotError('a password hash is not an argon2id hash');
  return value;
}

export function checkQuota(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > MAX_QUOTA_BYTES)
    throw new MailSnapshotError(`quota is not a whole number of bytes: ${String(value)}`);
  return value;
}

export function checkDkim(value: unknown): { selector: string; privateKeyPem: string } | null {
  if (value === null) return null;
  const dkim = value as { selector?: unknown; privateKeyPem?: unknown };
  if (typeof dkim !== 'object' || typeof dkim.selector !== 'string' || !SELECTOR.test(dkim.selector))
    throw new MailSnapshotError('DKIM selector is not a DNS label');
  const pem = typeof dkim.privateKeyPem === 'string' ? dkim.privateKeyPem.replace(/\r\n/g, '\n').trim() + '\n' : '';
  if (!PEM.test(pem)) throw new MailSnapshotError('DKIM key is not a PEM private key');
  return { selector: dkim.selector, privateKeyPem: pem };
}

/** The snapshot after every check: what the writers may put into files as they are. */
export interface CheckedSnapshot {
  domains: { domain: string; dkim: { selector: string; privateKeyPem: string } | null }[];
  mailboxes: { address: string; local: string; domain: string; hashes: string[]; quotaBytes: number }[];
  aliases: { address: string; local: string | null; domain: string; mailbox: string }[];
  forwards: { address: string; local: string | null; domain: string; destinations: string[] }[];
}

/**
 * Checks every value of a snapshot; throws MailSnapshotError at the first bad one. Also refuses
 * what would make the maps contradict themselves: an address twice, an alias to a mailbox that
 * is not in the snapshot.
 */
export function checkSnapshot(snapshot: MailSnapshot): CheckedSnapshot {
  if (
    !snapshot ||
    !Array.isArray(snapshot.domains) ||
    !Array.isArray(snapshot.mailboxes) ||
    !Array.isArray(snapshot.aliases) ||
    !Array.isArray(snapshot.forwards)
  ) {
    throw new MailSnapshotError('snapshot is incomplete');
  }
  const domains = snapshot.domains.map((entry) => ({ domain: checkDomain(entry.domain), dkim: checkDkim(entry.dkim) }));
  const seenDomains = new Set<string>();
  for (const { domain } of domains) {
    if (seenDomains.has(domain)) throw new MailSnapshotError(`domain listed twice: ${domain}`);
    seenDomains.add(domain);
  }
  const taken = new Set<string>();
  const claim = (address: string) => {
    if (taken.has(address)) throw new MailSnapshotError(`address listed twice: ${address}`);
    taken.add(address);
  };
  const mailboxes = snapshot.mailboxes.map((mailbox) => {
    const { local, domain } = checkAddress(mailbox.address, 'mailbox address');
    if (!Array.isArray(mailbox.passwordHashes)) throw new MailSnapshotError(`mailbox ${mailbox.address} has no hash list`);
    claim(mailbox.address);
    return {
      address: mailbox.address,
      local,
      domain,
      hashes: mailbox.passwordHashes.map(checkHash),
      quotaBytes: checkQuota(mailbox.quotaBytes),
    };
  });
  const mailboxAddresses = new Set(mailboxes.map((mailbox) => mailbox.address));
  const aliases = snapshot.aliases.map((alias) => {
    const parsed = checkAliasAddress(alias.address);
    checkAddress(alias.mailbox, 'alias target');
    if (!mailboxAddresses.has(alias.mailbox))
      throw new MailSnapshotError(`alias ${alias.address} points at a mailbox that is not served: ${alias.mailbox}`);
    claim(alias.address);
    return { address: alias.address, ...parsed, mailbox: alias.mailbox };
  });
  const forwards = snapshot.forwards.map((forward) => {
    const parsed = checkAliasAddress(forward.address, 'forwarded address');
    if (!Array.isArray(forward.destinations) || forward.destinations.length === 0)
      throw new MailSnapshotError(`forward ${forward.address} has no destination`);
    claim(forward.address);
    return { address: forward.address, ...parsed, destinations: forward.destinations.map(checkForwardDestination) };
  });
  return { domains, mailboxes, aliases, forwards };
}
