import { execFile } from 'node:child_process';
import { access, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { connect as connectTls } from 'node:tls';
import path from 'node:path';
import { freeLoopbackPort } from '../dns/powerdns/loopback-ports';
import type { MailPublisher } from './mail-snapshot';
import { ensureMailServers } from './ensure-mail-servers';
import {
  DOVECOT_BINARY,
  HASH_SLOTS,
  systemUser,
  OPENDKIM_BINARY,
  POSTFIX_BINARY,
  POSTFIX_MASTER_BINARY,
  POSTFIX_MAPS,
  POSTSRSD_BINARY,
  prepareMailFolder,
  writeAtomic,
  type MailPaths,
  type MailServerSettings,
  imapTlsMode,
  submissionTlsMode,
} from './mail-config';
import { createMailServersPublisher } from './mail-publisher';
import { mailTlsCertificate, type MailTls } from './mail-tls';
import { createSupervisedChild, type ProcessLog, type SupervisedChild } from '@server/lib/supervised-child';
import type { CheckedSnapshot } from './mail-values';

export interface MailPorts {
  imap: number;
  smtp: number;
  submission: number;
}

/**
 * The mail server settings with the ports the servers are bound to: IMAP_PORT, SMTP_PORT and
 * SUBMISSION_PORT of 0 pick free ports at start, and mail programs must be told those, not 0.
 */
export function withBoundMailPorts<T extends { imapPort: number; smtpPort: number; submissionPort: number }>(
  settings: T,
  ports: MailPorts | null,
): T {
  if (!ports) return settings;
  return { ...settings, imapPort: ports.imap, smtpPort: ports.smtp, submissionPort: ports.submission };
}

export type ManagedMailServers =
  | {
      running: true;
      publisher: MailPublisher & { published(): CheckedSnapshot | null };
      ports: MailPorts;
      paths: MailPaths;
      tls: MailTls;
      children: SupervisedChild[];
      stop(): Promise<void>;
    }
  | { running: false; reason: string };

export interface MailServersOptions {
  dir: string;
  listen?: string;
  /** 0 picks a free port. */
  imapPort: number;
  smtpPort: number;
  submissionPort: number;
  hostname: string;
  smarthost: { host: string; port: number } | null;
  /** MAIL_TLS_CERT and MAIL_TLS_KEY; null makes a self-signed certificate for `hostname` under `dir`. */
  tls: { certFile: string; keyFile: string } | null;
  messageSizeLimit?: number;
  /** Dovecot's pause after a failed login; 2 s unless set (the tests use 0). */
  authFailureDelaySeconds?: number;
  log: ProcessLog;
  restartDelayMs?: number;
  ensure?: typeof ensureMailServers;
}

/** 50 MiB: the larger level's message limit (common/mail/mailbox-levels.ts). */
const DEFAULT_MESSAGE_SIZE_LIMIT = 50 * 1024 * 1024;

/**
 * The shop's own mail servers (MAIL_SERVERS=managed): installed if missing and allowed,
 * configured under `dir`, started as four child processes (postsrsd, Dovecot, OpenDKIM, Postfix's
 * master) and watched. When any step fails the answer is the reason, nothing is left running,
 * and the shop keeps mailboxes without serving them.
 */
export async function startManagedMailServers(options: MailServersOptions): Promise<ManagedMailServers> {
  const installed = await (options.ensure ?? ensureMailServers)();
  if (!installed.ready) return { running: false, reason: installed.reason };
  const children: SupervisedChild[] = [];
  try {
    const pick = async (port: number) => (port === 0 ? freeLoopbackPort() : port);
    const tls = await mailTlsCertificate({ dir: options.dir, hostname: options.hostname, configured: options.tls });
    if (tls.selfSigned) {
      options.log.warn(
        { certFile: tls.certFile, fingerprint256: tls.fingerprint256, validTo: tls.validTo },
        `The mail servers use a self-signed certificate for ${options.hostname}: mail programs will warn about it. Set MAIL_TLS_CERT and MAIL_TLS_KEY to a real one.`,
      );
    }
    const settings: MailServerSettings = {
      dir: options.dir,
      listen: options.listen ?? '127.0.0.1',
      imapPort: await pick(options.imapPort),
      smtpPort: await pick(options.smtpPort),
      submissionPort: await pick(options.submissionPort),
      hostname: options.hostname,
      smarthost: options.smarthost,
      srsForwardPort: await freeLoopbackPort(),
      srsReversePort: await freeLoopbackPort(),
      messageSizeLimit: options.messageSizeLimit ?? DEFAULT_MESSAGE_SIZE_LIMIT,
      authFailureDelaySeconds: options.authFailureDelaySeconds,
      tls: { certFile: tls.certFile, keyFile: tls.keyFile },
    };
    const paths = await prepareMailFolder(settings);
    await createMissingMaps(paths);
    const connectHost = settings.listen === '0.0.0.0' ? '127.0.0.1' : settings.listen;
    const common = { log: options.log, restartDelayMs: options.restartDelayMs };

    const postsrsd = createSupervisedChild({
      ...common,
      name: 'postsrsd',
      binary: POSTSRSD_BINARY,
      args: [
        `-s${paths.postsrsdSecret}`,
        `-d${settings.hostname}`,
        `-f${settings.srsForwardPort}`,
        `-r${settings.srsReversePort}`,
        '-l127.0.0.1',
        '-upostsrsd',
        '-4',
      ],
      pidFile: path.join(path.dirname(paths.postsrsdSecret), 'postsrsd.pid'),
      ready: () => answers('127.0.0.1', settings.srsForwardPort, null),
    });
    const dovecot = createSupervisedChild({
      ...common,
      name: 'Dovecot',
      binary: DOVECOT_BINARY,
      args: ['-c', paths.dovecotConf, '-F'],
      pidFile: path.join(paths.dovecotDir, 'shop-dovecot.pid'),
      ready: async () =>
        (await exists(path.join(paths.dovecotRun, 'lmtp'))) &&
        (await exists(path.join(paths.dovecotRun, 'auth-postfix'))) &&
        (await answers(connectHost, settings.imapPort, '* OK', imapTlsMode(settings.imapPort) === 'ssl')),
    });
    const opendkim = createSupervisedChild({
      ...common,
      name: 'OpenDKIM',
      binary: OPENDKIM_BINARY,
      args: ['-x', paths.opendkimConf, '-f'],
      pidFile: path.join(paths.opendkimDir, 'shop-opendkim.pid'),
      beforeStart: () => rm(paths.opendkimSocket, { force: true }),
      ready: () => socketAnswers(paths.opendkimSocket),
    });
    const postfix = createSupervisedChild({
      ...common,
      name: 'Postfix',
      binary: POSTFIX_MASTER_BINARY,
      args: ['-c', paths.postfixDir, '-d'],
      pidFile: path.join(paths.postfixDir, 'shop-master.pid'),
      // Creates the queue's folders with Postfix's own owners and modes.
      beforeStart: () => run(POSTFIX_BINARY, ['-c', paths.postfixDir, 'check']).then(() => {}),
      ready: async () =>
        (await answers(connectHost, settings.smtpPort, '220')) &&
        (await answers(connectHost, settings.submissionPort, '220', submissionTlsMode(settings.submissionPort) === 'ssl')),
    });
    // Independent of each other at start (Postfix reaches the others only when mail comes): all at once.
    children.push(postsrsd, dovecot, opendkim, postfix);
    const starts = await Promise.allSettled(children.map((child) => child.start()));
    const failed = starts.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    const publisher = createMailServersPublisher(paths, {
      reloadPostfix: () => void postfix.signal('SIGHUP'),
      reloadOpenDkim: () => void opendkim.signal('SIGUSR1'),
      serving: () => children.every((child) => child.pid !== null),
    });
    const stop = async () => {
      // Postfix first: no mail is accepted while its helpers go.
      for (const child of [...children].reverse()) await child.stop();
    };
    return {
      running: true,
      publisher,
      ports: { imap: settings.imapPort, smtp: settings.smtpPort, submission: settings.submissionPort },
      paths,
      tls,
      children,
      stop,
    };
  } catch (error) {
    for (const child of [...children].reverse()) await child.stop().catch(() => {});
    return { running: false, reason: `the mail servers could not be started: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A first start has no maps yet: Postfix needs them (empty) to start; an existing set stays until the shop publishes. */
async function createMissingMaps(paths: MailPaths): Promise<void> {
  for (const name of POSTFIX_MAPS) {
    const file = path.join(paths.postfixDir, name);
    if (await exists(`${file}.db`)) continue;
    await writeAtomic(file, '', 0o644);
    await run('/usr/sbin/postmap', ['-c', paths.postfixDir, `hash:${file}`]);
  }
  const dovecotGid = systemUser('dovecot').gid;
  for (let slot = 0; slot < HASH_SLOTS; slot += 1) {
    const file = path.join(paths.passwdDir, `slot-${slot}`);
    if (!(await exists(file))) await writeAtomic(file, '', 0o640, { uid: 0, gid: dovecotGid });
  }
  if (!(await exists(paths.usersFile))) await writeAtomic(paths.usersFile, '', 0o640, { uid: 0, gid: dovecotGid });
  for (const name of ['KeyTable', 'SigningTable']) {
    const file = path.join(paths.opendkimDir, name);
    if (!(await exists(file))) await writeAtomic(file, '', 0o600);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a TCP port accepts a connection (and, with `greeting`, sends a line starting with it);
 * with `implicitTls` the greeting comes inside TLS (the certificate is not checked: only whether the server answers).
 */
export function answers(host: string, port: number, greeting: string | null, implicitTls = false): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = implicitTls ? connectTls({ host, port, rejectUnauthorized: false }) : connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once(implicitTls ? 'secureConnect' : 'connect', () => {
      if (greeting === null) done(true);
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\n')) done(received.startsWith(greeting ?? ''));
    });
  });
}

function socketAnswers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ path: file });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => done(true));
  });
}

function run(binary: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: 60_000 }, (error, stdout, stderr) => {
      if (error)
        reject(
          new Error(
            `${path.basename(binary)} ${args.join(' ')} failed: ${(stderr || error.message).trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
      else resolve(stdout);
    });
  });
}
