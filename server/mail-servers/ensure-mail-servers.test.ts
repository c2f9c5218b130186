import { describe, expect, it } from 'vitest';
import { ensureMailServers, MAIL_SERVER_PACKAGES, POSTFIX_DEBCONF } from './ensure-mail-servers';

/** A machine whose files are `files`; apt-get "installs" by adding `installs`. */
function machine(options: { files: string[]; root: boolean; installs?: string[]; aptFails?: string }) {
  const files = new Set(options.files);
  const calls: string[] = [];
  return {
    calls,
    deps: {
      present: async (file: string) => files.has(file),
      isRoot: () => options.root,
      preseed: async (line: string) => {
        calls.push(`debconf ${line}`);
      },
      aptGet: async (args: string[]) => {
        calls.push(`apt-get ${args.join(' ')}`);
        if (options.aptFails) throw new Error(options.aptFails);
        if (args[0] === 'install') for (const file of options.installs ?? []) files.add(file);
      },
      log: { info: () => {} },
    },
  };
}

const ALL = [
  '/usr/sbin/dovecot',
  '/usr/bin/doveadm',
  '/usr/lib/dovecot/lmtp',
  '/usr/lib/postfix/sbin/master',
  '/usr/sbin/postmap',
  '/usr/sbin/postsrsd',
  '/usr/sbin/opendkim',
  '/usr/sbin/opendkim-genkey',
];

describe('ensureMailServers', () => {
  it('does nothing when Dovecot, Postfix, postsrsd and OpenDKIM are there', async () => {
    const { deps, calls } = machine({ files: ALL, root: true });
    expect(await ensureMailServers(deps)).toEqual({ ready: true, installed: false });
    expect(calls).toEqual([]);
  });

  it('installs the Debian packages as root, postfix preseeded so nothing asks', async () => {
    const { deps, calls } = machine({ files: [], root: true, installs: ALL });
    expect(await ensureMailServers(deps)).toEqual({ ready: true, installed: true });
    expect(calls).toEqual([`debconf ${POSTFIX_DEBCONF}`, 'apt-get update -qq', `apt-get install -y -qq ${MAIL_SERVER_PACKAGES.join(' ')}`]);
    expect(POSTFIX_DEBCONF).toBe('postfix postfix/main_mailer_type select No configuration');
  });

  it('says plainly what is missing and how to install it when not root', async () => {
    const { deps, calls } = machine({ files: ALL.filter((file) => !file.includes('postsrsd') && !file.includes('lmtp')), root: false });
    expect(await ensureMailServers(deps)).toEqual({
      ready: false,
      reason:
        'the mail servers are not installed (missing dovecot-lmtpd, postsrsd); install them with: sudo apt-get install -y dovecot-imapd dovecot-lmtpd postfix postsrsd opendkim opendkim-tools',
    });
    expect(calls).toEqual([]);
  });

  it('reports a failed apt-get with its first line, and a package that installed without its program', async () => {
    const failing = machine({ files: [], root: true, aptFails: 'E: Unable to locate package postsrsd\nmore' });
    expect(await ensureMailServers(failing.deps)).toEqual({
      ready: false,
      reason:
        'installing the mail servers failed (E: Unable to locate package postsrsd); install them with: apt-get install -y dovecot-imapd dovecot-lmtpd postfix postsrsd opendkim opendkim-tools',
    });
    const partial = machine({ files: [], root: true, installs: ALL.slice(1) });
    expect(await ensureMailServers(partial.deps)).toEqual({
      ready: false,
      reason: 'the mail servers were installed but dovecot (dovecot-imapd) is still missing',
    });
  });
});
