import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  checkAliasAddress,
  checkDkim,
  checkDomain,
  checkForwardDestination,
  checkHash,
  checkQuota,
  checkSnapshot,
  MailSnapshotError,
} from './mail-values';
import { homeOf } from './mail-publisher';
import { mailPaths } from './mail-config';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$0123456789abcdefABCDEF+/xyz';

describe('the values written into the mail servers’ files', () => {
  it('takes A-label domains and spec §5 local parts', () => {
    expect(checkDomain('xn--mller-kva.de')).toBe('xn--mller-kva.de');
    expect(checkAddress('first.last+tag=x&y_z-1@example.com')).toEqual({ local: 'first.last+tag=x&y_z-1', domain: 'example.com' });
    expect(checkAliasAddress('*@example.com')).toEqual({ local: null, domain: 'example.com' });
    expect(checkForwardDestination('Someone@Outside.Example')).toBe('Someone@outside.example');
    expect(checkHash(HASH)).toBe(HASH);
    expect(checkQuota(5 * 1024 ** 3)).toBe(5 * 1024 ** 3);
  });

  it.each([
    ['a domain with a line break', () => checkDomain('example.com\nrelayhost = evil')],
    ['an umlaut domain', () => checkDomain('müller.de')],
    ['an upper-case domain', () => checkDomain('Example.com')],
    ['a single label', () => checkDomain('localhost')],
    ['a local part with a space', () => checkAddress('a b@example.com')],
    ['a local part with a colon', () => checkAddress('a:b@example.com')],
    ['a local part with a line break', () => checkAddress('a\n@example.com')],
    ['a dot-dot local part', () => checkAddress('..@example.com')],
    ['a path in a local part', () => checkAddress('../etc@example.com')],
    ['a leading dot', () => checkAddress('.x@example.com')],
    ['an upper-case local part', () => checkAddress('Info@example.com')],
    ['two forward destinations in one', () => checkForwardDestination('a@b.example, c@d.example')],
    ['a forward destination with a line break', () => checkForwardDestination('a@b.example\nc')],
    ['a crypt hash', () => checkHash('$6$salt$hash')],
    ['a hash with a colon', () => checkHash('$argon2id$v=19:root')],
    ['a hash with a line break', () => checkHash(`${HASH}\nx`)],
    ['a negative quota', () => checkQuota(-1)],
    ['a fractional quota', () => checkQuota(1.5)],
    ['a selector with a dot', () => checkDkim({ selector: 'a.b', privateKeyPem: '' })],
    ['a key that is not PEM', () => checkDkim({ selector: 'a', privateKeyPem: 'KeyFile /etc/shadow' })],
  ])('refuses %s', (_what, check) => {
    expect(check).toThrow(MailSnapshotError);
  });

  it('refuses a snapshot that lists an address twice or aliases a mailbox it does not serve', () => {
    const mailbox = { address: 'info@example.com', passwordHashes: [HASH], quotaBytes: 1000 };
    expect(() =>
      checkSnapshot({
        domains: [],
        mailboxes: [mailbox],
        aliases: [{ address: 'info@example.com', mailbox: 'info@example.com' }],
        forwards: [],
      }),
    ).toThrow(/twice/);
    expect(() =>
      checkSnapshot({
        domains: [],
        mailboxes: [mailbox],
        aliases: [{ address: 'x@example.com', mailbox: 'other@example.com' }],
        forwards: [],
      }),
    ).toThrow(/not served/);
    expect(() =>
      checkSnapshot({ domains: [], mailboxes: [], aliases: [], forwards: [{ address: 'fw@example.com', destinations: [] }] }),
    ).toThrow(/no destination/);
  });

  it('keeps every mailbox home inside the mail folder', () => {
    const paths = mailPaths('/srv/mail-servers');
    expect(homeOf(paths, 'example.com', 'info')).toBe('/srv/mail-servers/mail/example.com/info');
    expect(() => homeOf(paths, 'example.com', '..')).toThrow();
    expect(() => homeOf(paths, '..', 'etc')).toThrow();
  });
});
