import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/**
 * The managed mail servers' folder (docs/decisions/041-mail-servers.md):
 *
 *   <dir>/dovecot/   dovecot.conf, run/ (sockets: lmtp, auth-postfix), state/, dovecot.log,
 *                    passwd/slot-N (one passwd-file per hash slot), users (the userdb)
 *   <dir>/mail/      maildirs, <domain>/<local>/Maildir, owned by the `mail` user
 *   <dir>/postfix/   main.cf, master.cf, the maps (+ .db), queue/, data/, postfix.log
 *   <dir>/opendkim/  opendkim.conf, KeyTable, SigningTable, keys/ (mode 600), opendkim.sock
 *   <dir>/postsrsd/  secret (mode 600)
 *   <dir>/tls/       cert.pem and key.pem (mode 600): the self-signed certificate made when
 *                    MAIL_TLS_CERT and MAIL_TLS_KEY are unset
 *
 * The configuration files are rewritten at every start (edits are lost); the maps are rewritten
 * at every publish.
 */
export interface MailServerSettings {
  dir: string;
  /** The address IMAP, SMTP and submission listen on. */
  listen: string;
  imapPort: number;
  smtpPort: number;
  submissionPort: number;
  /** myhostname, the SRS domain and the name in the greetings. */
  hostname: string;
  /** Outbound relay (forwards and submitted mail); null delivers to the destination's MX. */
  smarthost: { host: string; port: number } | null;
  /** postsrsd's two lookup ports (loopback). */
  srsForwardPort: number;
  srsReversePort: number;
  /** The largest message accepted, in bytes. */
  messageSizeLimit: number;
  /** Dovecot's pause after a failed login (against password guessing); the tests use 0. */
  authFailureDelaySeconds?: number;
  /** The certificate and key (PEM files) of IMAP, inbound SMTP and submission. */
  tls: { certFile: string; keyFile: string };
}

/** How a mail client starts TLS on a port (the same word as MailServerEndpoint.security). */
export type MailTlsMode = 'ssl' | 'starttls';

/**
 * One rule for the servers and the connection settings customers see: IMAP on 993 and submission
 * on 465 speak TLS from the first byte (implicit TLS); on any other port the server requires
 * STARTTLS before a login. Plain-text logins are never offered.
 */
export function imapTlsMode(port: number): MailTlsMode {
  return port === 993 ? 'ssl' : 'starttls';
}

export function submissionTlsMode(port: number): MailTlsMode {
  return port === 465 ? 'ssl' : 'starttls';
}

/** One passwd-file per slot: the mailbox password and up to ten app passwords (common/mail/mailbox-levels.ts), one spare. */
export const HASH_SLOTS = 12;

export const DOVECOT_BINARY = '/usr/sbin/dovecot';
export const DOVEADM_BINARY = '/usr/bin/doveadm';
export const POSTFIX_MASTER_BINARY = '/usr/lib/postfix/sbin/master';
export const POSTFIX_BINARY = '/usr/sbin/postfix';
export const POSTMAP_BINARY = '/usr/sbin/postmap';
export const POSTSRSD_BINARY = '/usr/sbin/postsrsd';
export const OPENDKIM_BINARY = '/usr/sbin/opendkim';

export interface MailPaths {
  dir: string;
  dovecotDir: string;
  dovecotConf: string;
  dovecotRun: string;
  passwdDir: string;
  usersFile: string;
  mailDir: string;
  postfixDir: string;
  postfixQueue: string;
  opendkimDir: string;
  opendkimConf: string;
  opendkimSocket: string;
  keysDir: string;
  postsrsdSecret: string;
}

export function mailPaths(dir: string): MailPaths {
  const root = path.resolve(dir);
  const dovecotDir = path.join(root, 'dovecot');
  const opendkimDir = path.join(root, 'opendkim');
  return {
    dir: root,
    dovecotDir,
    dovecotConf: path.join(dovecotDir, 'dovecot.conf'),
    dovecotRun: path.join(dovecotDir, 'run'),
    passwdDir: path.join(dovecotDir, 'passwd'),
    usersFile: path.join(dovecotDir, 'users'),
    mailDir: path.join(root, 'mail'),
    postfixDir: path.join(root, 'postfix'),
    postfixQueue: path.join(root, 'postfix', 'queue'),
    opendkimDir,
    opendkimConf: path.join(opendkimDir, 'opendkim.conf'),
    opendkimSocket: path.join(opendkimDir, 'opendkim.sock'),
    keysDir: path.join(opendkimDir, 'keys'),
    postsrsdSecret: path.join(root, 'postsrsd', 'secret'),
  };
}

/** The Postfix maps the shop writes (hash: tables built with postmap). */
export const POSTFIX_MAPS = ['virtual_domains', 'virtual_mailboxes', 'virtual_aliases', 'sender_logins', 'srs_skip'] as const;

/** Values that end up in configuration lines (not from customers, but still checked: no line breaks, no spaces). */
function safeSetting(value: string, what: string): string {
  if (!/^[A-Za-z0-9._:/\-[\]]+$/.test(value))
    throw new Error(`${what} cannot be written into a configuration file: ${JSON.stringify(value)}`);
  return value;
}

/**
 * Creates the folder tree with the owners and modes the servers need, writes the configuration
 * files and empty maps (when none exist yet), and makes Postfix's queue.
 */
export async function prepareMailFolder(settings: MailServerSettings): Promise<MailPaths> {
  const paths = mailPaths(settings.dir);
  for (const value of [paths.dir, settings.listen, settings.hostname, settings.tls.certFile, settings.tls.keyFile])
    safeSetting(value, 'a mail server setting');
  if (settings.smarthost) safeSetting(`${settings.smarthost.host}:${settings.smarthost.port}`, 'MAIL_SMARTHOST');
  const mail = systemUser('mail');
  const dovecot = systemUser('dovecot');
  const postfix = systemUser('postfix');

  // Each server drops to its own user, so the folders on the way must be traversable (not listable).
  await mkdir(paths.dir, { recursive: true, mode: 0o711 });
  await chmod(paths.dir, 0o711);
  await openParents(paths.dir);
  for (const folder of [paths.dovecotDir, paths.postfixDir, paths.opendkimDir, path.dirname(paths.postsrsdSecret)]) {
    await mkdir(folder, { recursive: true, mode: 0o711 });
    await chmod(folder, 0o711);
  }
  await mkdir(path.join(paths.dovecotDir, 'state'), { recursive: true, mode: 0o700 });
  await mkdir(paths.passwdDir, { recursive: true, mode: 0o750 });
  await chown(paths.passwdDir, 0, dovecot.gid);
  await chmod(paths.passwdDir, 0o750);
  await mkdir(paths.mailDir, { recursive: true, mode: 0o700 });
  await chown(paths.mailDir, mail.uid, mail.gid);
  await mkdir(paths.keysDir, { recursive: true, mode: 0o700 });
  await mkdir(path.join(paths.postfixDir, 'data'), { recursive: true, mode: 0o700 });
  await chown(path.join(paths.postfixDir, 'data'), postfix.uid, postfix.gid);
  await mkdir(paths.postfixQueue, { recursive: true, mode: 0o755 });

  await readOrCreateSecret(paths.postsrsdSecret);
  await writeAtomic(paths.dovecotConf, dovecotConf(settings, paths), 0o644);
  await writeAtomic(path.join(paths.postfixDir, 'main.cf'), postfixMainCf(settings, paths), 0o644);
  await writeAtomic(path.join(paths.postfixDir, 'master.cf'), postfixMasterCf(settings, paths), 0o644);
  await writeAtomic(paths.opendkimConf, opendkimConf(paths), 0o644);
  return paths;
}

export function dovecotConf(settings: MailServerSettings, paths: MailPaths): string {
  const passdbs = Array.from({ length: HASH_SLOTS }, (_, slot) =>
    [
      'passdb {',
      '  driver = passwd-file',
      `  args = scheme=ARGON2ID username_format=%u ${path.join(paths.passwdDir, `slot-${slot}`)}`,
      '  result_failure = continue',
      '}',
    ].join('\n'),
  );
  return `# Written by the shop at every start; edits here are lost.
protocols = imap lmtp
listen = ${settings.listen}
base_dir = ${paths.dovecotRun}
state_dir = ${path.join(paths.dovecotDir, 'state')}
instance_name = shop-mail
log_path = ${path.join(paths.dovecotDir, 'dovecot.log')}
# TLS (decision 041): no login before TLS; LMTP and the auth sockets are local unix sockets.
ssl = required
ssl_cert = <${settings.tls.certFile}
ssl_key = <${settings.tls.keyFile}
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = yes
auth_mechanisms = plain login
# A changed hash or a removed mailbox counts at the next login.
auth_cache_size = 0
auth_failure_delay = ${settings.authFailureDelaySeconds ?? 2} secs
hostname = ${settings.hostname}
postmaster_address = postmaster@${settings.hostname}
first_valid_uid = ${systemUser('mail').uid}
mail_uid = mail
mail_gid = mail
mail_location = maildir:~/Maildir
mail_plugins = quota
lmtp_rcpt_check_quota = yes
lmtp_save_to_detail_mailbox = no

service imap-login {
${imapListeners(settings)}
}
service lmtp {
  unix_listener lmtp {
    mode = 0600
    user = postfix
    group = postfix
  }
}
service auth {
  unix_listener auth-postfix {
    mode = 0600
    user = postfix
    group = postfix
  }
  unix_listener auth-userdb {
    mode = 0600
  }
}
service stats {
  unix_listener stats-writer {
    mode = 0666
  }
}

${passdbs.join('\n')}
userdb {
  driver = passwd-file
  args = username_format=%u ${paths.usersFile}
}

protocol imap {
  mail_plugins = $mail_plugins imap_quota
}
protocol lmtp {
  mail_plugins = $mail_plugins
}
plugin {
  quota = maildir:User quota
  quota_exceeded_message = Quota exceeded (mailbox for user is full)
}
`;
}

/** IMAP with STARTTLS on its port, or IMAPS (implicit TLS) when the port is 993; never both. */
function imapListeners(settings: MailServerSettings): string {
  const implicit = imapTlsMode(settings.imapPort) === 'ssl';
  const listener = (name: string, port: number, ssl: boolean) =>
    [
      `  inet_listener ${name} {`,
      ...(port ? [`    address = ${settings.listen}`] : []),
      `    port = ${port}`,
      ...(ssl ? ['    ssl = yes'] : []),
      '  }',
    ].join('\n');
  return [listener('imap', implicit ? 0 : settings.imapPort, false), listener('imaps', implicit ? settings.imapPort : 0, implicit)].join(
    '\n',
  );
}

export function postfixMainCf(settings: MailServerSettings, paths: MailPaths): string {
  const map = (name: string) => `hash:${path.join(paths.postfixDir, name)}`;
  const relayhost = settings.smarthost ? `[${settings.smarthost.host}]:${settings.smarthost.port}` : '';
  return `# Written by the shop at every start; edits here are lost.
compatibility_level = 3.6
queue_directory = ${paths.postfixQueue}
data_directory = ${path.join(paths.postfixDir, 'data')}
command_directory = /usr/sbin
daemon_directory = /usr/lib/postfix/sbin
meta_directory = /etc/postfix
shlib_directory = /usr/lib/postfix
mail_owner = postfix
setgid_group = postdrop
maillog_file_prefixes = ${paths.postfixDir}
maillog_file = ${path.join(paths.postfixDir, 'postfix.log')}
myhostname = ${settings.hostname}
myorigin = $myhostname
mydestination =
local_recipient_maps =
local_transport = error:5.1.1 local delivery is not offered
alias_maps =
alias_database =
biff = no
append_dot_mydomain = no
inet_interfaces = ${settings.listen === '0.0.0.0' ? 'all' : settings.listen}
inet_protocols = ${settings.listen.includes(':') ? 'ipv6' : 'ipv4'}
mynetworks = 127.0.0.0/8
relay_domains =
relayhost = ${relayhost}
smtputf8_enable = no
disable_vrfy_command = yes
message_size_limit = ${settings.messageSizeLimit}
smtpd_banner = $myhostname ESMTP
# TLS (decision 041): inbound SMTP offers STARTTLS (other MTAs may not have it); submission requires it (master.cf).
smtpd_tls_security_level = may
smtpd_tls_cert_file = ${settings.tls.certFile}
smtpd_tls_key_file = ${settings.tls.keyFile}
smtpd_tls_protocols = >=TLSv1.2
smtpd_tls_mandatory_protocols = >=TLSv1.2
smtpd_tls_received_header = yes
smtpd_tls_loglevel = 1
smtp_tls_security_level = may
# Hosted addresses: every mailbox, alias and forward (the maps are written at every publish).
virtual_mailbox_domains = ${map('virtual_domains')}
virtual_mailbox_maps = ${map('virtual_mailboxes')}
virtual_alias_maps = ${map('virtual_aliases')}
virtual_transport = lmtp:unix:${path.join(paths.dovecotRun, 'lmtp')}
# Inbound: only hosted addresses, never a relay (not even for loopback clients).
smtpd_relay_restrictions = reject_unauth_destination
smtpd_recipient_restrictions =
unknown_virtual_mailbox_reject_code = 550
# SRS: envelope senders of other domains are rewritten by postsrsd; hosted domains map to themselves first.
sender_canonical_maps = ${map('srs_skip')}, tcp:127.0.0.1:${settings.srsForwardPort}
sender_canonical_classes = envelope_sender
recipient_canonical_maps = tcp:127.0.0.1:${settings.srsReversePort}
recipient_canonical_classes = envelope_recipient, header_recipient
# DKIM: submitted and local mail is signed by OpenDKIM (the submission service adds it as smtpd milter).
non_smtpd_milters = unix:${paths.opendkimSocket}
milter_default_action = accept
`;
}

export function postfixMasterCf(settings: MailServerSettings, paths: MailPaths): string {
  const host = settings.listen.includes(':') ? `[${settings.listen}]` : settings.listen;
  return `# Written by the shop at every start; edits here are lost. Nothing runs chrooted.
${host}:${settings.smtpPort} inet n - n - - smtpd
${host}:${settings.submissionPort} inet n - n - - smtpd
  -o syslog_name=postfix/submission
${submissionTlsMode(settings.submissionPort) === 'ssl' ? '  -o smtpd_tls_wrappermode=yes\n' : ''}  -o smtpd_tls_security_level=encrypt
  -o smtpd_tls_auth_only=yes
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_sasl_type=dovecot
  -o smtpd_sasl_path=${path.join(paths.dovecotRun, 'auth-postfix')}
  -o smtpd_sasl_security_options=noanonymous
  -o smtpd_client_restrictions=permit_sasl_authenticated,reject
  -o smtpd_sender_login_maps=hash:${path.join(paths.postfixDir, 'sender_logins')}
  -o smtpd_sender_restrictions=reject_sender_login_mismatch
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
  -o smtpd_recipient_restrictions=
  -o smtpd_milters=unix:${paths.opendkimSocket}
pickup unix n - n 60 1 pickup
cleanup unix n - n - 0 cleanup
qmgr unix n - n 300 1 qmgr
rewrite unix - - n - - trivial-rewrite
bounce unix - - n - 0 bounce
defer unix - - n - 0 bounce
trace unix - - n - 0 bounce
verify unix - - n - 1 verify
flush unix n - n 1000? 0 flush
proxymap unix - - n - - proxymap
proxywrite unix - - n - 1 proxymap
smtp unix - - n - - smtp
relay unix - - n - - smtp
showq unix n - n - - showq
error unix - - n - - error
retry unix - - n - - error
discard unix - - n - - discard
lmtp unix - - n - - lmtp
anvil unix - - n - 1 anvil
scache unix - - n - 1 scache
tlsmgr unix - - n 1000? 1 tlsmgr
postlog unix-dgram n - n - 1 postlogd
`;
}

export function opendkimConf(paths: MailPaths): string {
  return `# Written by the shop at every start; edits here are lost.
Syslog no
Mode s
Socket local:${paths.opendkimSocket}
UMask 000
Background no
AutoRestart no
KeyTable file:${path.join(paths.opendkimDir, 'KeyTable')}
SigningTable file:${path.join(paths.opendkimDir, 'SigningTable')}
Canonicalization relaxed/simple
SignatureAlgorithm rsa-sha256
OversignHeaders From
# The keys are mode 600 in a 700 folder of root's; OpenDKIM's own check also refuses keys below a
# world-writable folder such as /tmp (a temp folder in tests), so it is left to those modes.
RequireSafeKeys no
`;
}

/** Writes a file whole or not at all: a temp file beside it, then a rename. */
export async function writeAtomic(
  file: string,
  text: string,
  mode: number,
  owner?: { uid: number; gid: number },
  mtimeSeconds?: number,
): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, text, { mode });
  await chmod(temp, mode);
  if (owner) await chown(temp, owner.uid, owner.gid);
  if (mtimeSeconds !== undefined) await utimes(temp, mtimeSeconds, mtimeSeconds);
  await rename(temp, file);
}

async function readOrCreateSecret(file: string): Promise<void> {
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return;
  await writeAtomic(file, `${randomBytes(32).toString('base64url')}\n`, 0o600);
}

/**
 * Each server drops to its own user (mail, dovecot, postfix), so every folder above ours must be
 * traversable by others. A folder without that inside the project or the temp folder (a 0700
 * mkdtemp folder of the tests) gets search permission for others (not read); anywhere else
 * (a home folder, say) nothing is changed and the start fails with what to do.
 */
async function openParents(dir: string): Promise<void> {
  const allowedRoots = [path.resolve(process.cwd()), path.resolve(tmpdir())];
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) {
      const inside = allowedRoots.some((root) => current.startsWith(`${root}${path.sep}`));
      if (!inside || info.uid !== process.getuid?.()) {
        throw new Error(
          `the mail servers' users cannot pass through ${current} (mode ${(info.mode & 0o777).toString(8)}): run chmod o+x ${current}, or set MAIL_SERVERS_DIR elsewhere`,
        );
      }
      await chmod(current, (info.mode & 0o777) | 0o001);
    }
    current = path.dirname(current);
  }
}

const users = new Map<string, { uid: number; gid: number }>();

/** The uid and gid of a system user (mail, postfix, dovecot), read from the passwd database. */
export function systemUser(name: string): { uid: number; gid: number } {
  const known = users.get(name);
  if (known) return known;
  const line = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).trim();
  const [, , uid, gid] = line.split(':');
  const found = { uid: Number(uid), gid: Number(gid) };
  if (!Number.isInteger(found.uid) || !Number.isInteger(found.gid)) throw new Error(`no system user ${name}`);
  users.set(name, found);
  return found;
}

export function runningAsRoot(): boolean {
  return userInfo().uid === 0;
}
