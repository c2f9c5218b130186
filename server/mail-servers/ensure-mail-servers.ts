import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { DOVEADM_BINARY, DOVECOT_BINARY, OPENDKIM_BINARY, POSTFIX_MASTER_BINARY, POSTMAP_BINARY, POSTSRSD_BINARY } from './mail-config';

/** The Debian packages the managed mail servers need. */
export const MAIL_SERVER_PACKAGES = ['dovecot-imapd', 'dovecot-lmtpd', 'postfix', 'postsrsd', 'opendkim', 'opendkim-tools'];

/** Debian's postfix asks how to configure the system's own mail; the shop writes its own configuration. */
export const POSTFIX_DEBCONF = 'postfix postfix/main_mailer_type select No configuration';

const LMTP_BINARY = '/usr/lib/dovecot/lmtp';
const OPENDKIM_GENKEY_BINARY = '/usr/sbin/opendkim-genkey';

export type EnsureResult = { ready: true; installed: boolean } | { ready: false; reason: string };

interface EnsureDeps {
  present(file: string): Promise<boolean>;
  isRoot(): boolean;
  /** Runs apt-get; rejects with its error output. */
  aptGet(args: string[]): Promise<void>;
  /** Feeds a line to debconf-set-selections. */
  preseed(line: string): Promise<void>;
  log: { info(message: string): void };
}

/**
 * Makes sure Dovecot, Postfix, postsrsd and OpenDKIM can be run: when a piece is missing and the
 * shop runs as root, the Debian packages are installed with apt-get (postfix preseeded to "No
 * configuration", so nothing asks); otherwise the answer is a plain reason a person can act on.
 * apt does start the system's own services on install; the shop's instances use their own ports,
 * sockets and folders and do not depend on them.
 */
export async function ensureMailServers(deps: EnsureDeps = systemDeps()): Promise<EnsureResult> {
  const missing = await missingPieces(deps);
  if (missing.length === 0) return { ready: true, installed: false };
  const command = `apt-get install -y ${MAIL_SERVER_PACKAGES.join(' ')}`;
  if (!deps.isRoot()) {
    return {
      ready: false,
      reason: `the mail servers are not installed (missing ${missing.join(', ')}); install them with: sudo ${command}`,
    };
  }
  deps.log.info(`Installing the mail servers (${MAIL_SERVER_PACKAGES.join(' ')}) with apt-get…`);
  try {
    await deps.preseed(POSTFIX_DEBCONF);
    await deps.aptGet(['update', '-qq']);
    await deps.aptGet(['install', '-y', '-qq', ...MAIL_SERVER_PACKAGES]);
  } catch (error) {
    return { ready: false, reason: `installing the mail servers failed (${firstLine(error)}); install them with: ${command}` };
  }
  const stillMissing = await missingPieces(deps);
  if (stillMissing.length > 0)
    return { ready: false, reason: `the mail servers were installed but ${stillMissing.join(', ')} is still missing` };
  return { ready: true, installed: true };
}

async function missingPieces(deps: EnsureDeps): Promise<string[]> {
  const checks: [string, string][] = [
    [DOVECOT_BINARY, 'dovecot (dovecot-imapd)'],
    [DOVEADM_BINARY, 'doveadm'],
    [LMTP_BINARY, 'dovecot-lmtpd'],
    [POSTFIX_MASTER_BINARY, 'postfix'],
    [POSTMAP_BINARY, 'postmap'],
    [POSTSRSD_BINARY, 'postsrsd'],
    [OPENDKIM_BINARY, 'opendkim'],
    [OPENDKIM_GENKEY_BINARY, 'opendkim-tools'],
  ];
  const missing: string[] = [];
  for (const [file, label] of checks) {
    if (!(await deps.present(file))) missing.push(label);
  }
  return missing;
}

function systemDeps(): EnsureDeps {
  const exec = (binary: string, args: string[], input?: string) =>
    new Promise<void>((resolve, reject) => {
      const child = execFile(
        binary,
        args,
        { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 300_000 },
        (error, _stdout, stderr) => {
          if (error) reject(new Error(stderr.trim() || error.message));
          else resolve();
        },
      );
      if (input !== undefined) child.stdin?.end(input);
    });
  return {
    present: async (file) => {
      try {
        await access(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
    aptGet: (args) => exec('apt-get', args),
    preseed: (line) => exec('debconf-set-selections', [], `${line}\n`),
    log: { info: (message) => console.log(message) },
  };
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
