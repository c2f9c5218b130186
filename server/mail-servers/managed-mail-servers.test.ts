import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import { connect as tlsConnect } from 'node:tls';
import { answers, startManagedMailServers, type ManagedMailServers } from './managed-mail-servers';

/** A certificate and key made with openssl, as an operator would bring them (MAIL_TLS_CERT, MAIL_TLS_KEY). */
async function operatorCertificate(dir: string, name: string): Promise<{ certFile: string; keyFile: string }> {
  const certFile = path.join(dir, `${name}.crt`);
  const keyFile = path.join(dir, `${name}.key`);
  await new Promise<void>((resolve, reject) =>
    execFile(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-subj',
        `/CN=${name}`,
        '-addext',
        `subjectAltName=DNS:${name}`,
        '-days',
        '30',
      ],
      (error) => (error ? reject(error) : resolve()),
    ),
  );
  return { certFile, keyFile };
}

/** The certificate served on an implicit-TLS port (IMAPS on 993, submission on 465). */
function servedImplicit(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate().fingerprint256);
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const folders: string[] = [];
const started: ManagedMailServers[] = [];

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-mail-managed-'));
  folders.push(dir);
  return dir;
}

function start(dir: string, ports: { imapPort?: number; tls?: { certFile: string; keyFile: string } } = {}) {
  return startManagedMailServers({
    dir,
    imapPort: ports.imapPort ?? 0,
    smtpPort: 0,
    submissionPort: 0,
    hostname: 'mail.shop-test.example',
    smarthost: null,
    tls: ports.tls ?? null,
    log: silentLog,
  }).then((result) => {
    started.push(result);
    return result;
  });
}

/** Processes whose command line names the folder: what a start left running. */
async function processesIn(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const commandLine = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.includes(dir)) found.push(Number(entry));
  }
  return found;
}

afterEach(async () => {
  for (const result of started.splice(0)) if (result.running) await result.stop();
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('startManagedMailServers', () => {
  it('answers the reason when the servers cannot be installed, and starts nothing', async () => {
    const dir = await folder();
    const result = await startManagedMailServers({
      dir,
      imapPort: 0,
      smtpPort: 0,
      submissionPort: 0,
      hostname: 'mail.shop-test.example',
      smarthost: null,
      tls: null,
      log: silentLog,
      ensure: async () => ({ ready: false, reason: 'the mail servers are not installed (missing postsrsd)' }),
    });
    expect(result).toEqual({ running: false, reason: 'the mail servers are not installed (missing postsrsd)' });
    expect(await processesIn(dir)).toEqual([]);
  });

  it('changes no folder outside the project and the temp folder: a closed one above is a reason to give', async () => {
    const closed = await mkdtemp('/var/tmp/shop-mail-closed-');
    folders.push(closed);
    const result = await start(path.join(closed, 'mail-servers'));
    expect(result).toEqual({
      running: false,
      reason: expect.stringContaining(`the mail servers' users cannot pass through ${closed} (mode 700): run chmod o+x ${closed}`),
    });
    expect((await stat(closed)).mode & 0o777).toBe(0o700);
  });

  it('answers why when a port is taken, and leaves nothing running', async () => {
    const dir = await folder();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await start(dir, { imapPort: port });
      expect(result.running).toBe(false);
      if (!result.running) expect(result.reason).toMatch(/^the mail servers could not be started: Dovecot /);
      expect(await processesIn(dir)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('stops the servers a shop killed outright left in its folder before starting anew, and stops them all on stop', async () => {
    const dir = await folder();
    // A shop process that starts its mail servers and is then killed with SIGKILL (no clean-up runs).
    const script = path.join(dir, 'killed-shop.mts');
    await writeFile(
      script,
      `import { startManagedMailServers } from ${JSON.stringify(path.resolve('server/mail-servers/managed-mail-servers.ts'))};
const log = { info() {}, warn() {}, error() {} };
const result = await startManagedMailServers({ dir: ${JSON.stringify(path.join(dir, 'servers'))}, imapPort: 0, smtpPort: 0, submissionPort: 0, hostname: 'mail.shop-test.example', smarthost: null, tls: null, log });
console.log(result.running ? 'running ' + result.children.map((child) => child.pid).join(' ') : 'failed ' + result.reason);
process.kill(process.pid, 'SIGKILL');
`,
    );
    const output = await new Promise<string>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', script], { timeout: 60_000, cwd: process.cwd() }, (_error, stdout, stderr) =>
        resolve(stdout || stderr),
      );
    });
    expect(output).toMatch(/^running \d+ \d+ \d+ \d+/);
    const leftover = output.trim().split(' ').slice(1).map(Number);
    for (const pid of leftover) expect(await readFile(`/proc/${pid}/cmdline`, 'utf8')).toContain(dir);

    const again = await start(path.join(dir, 'servers'));
    if (!again.running) throw new Error(again.reason);
    for (const pid of leftover) expect(await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).toBe('');
    expect(await answers('127.0.0.1', again.ports.imap, '* OK')).toBe(true);
    expect(await answers('127.0.0.1', again.ports.smtp, '220')).toBe(true);
    expect(await answers('127.0.0.1', again.ports.submission, '220')).toBe(true);
    await again.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await processesIn(dir)).toEqual([]);
  });

  it("serves the configured certificate, and refuses a key that is not the certificate's with the reason", async () => {
    const dir = await folder();
    const operator = await operatorCertificate(dir, 'mail.operator.example');
    const other = await operatorCertificate(dir, 'other.example');
    const mismatched = await start(path.join(dir, 'bad'), { tls: { certFile: operator.certFile, keyFile: other.keyFile } });
    expect(mismatched).toEqual({
      running: false,
      reason: expect.stringContaining(
        `MAIL_TLS_CERT and MAIL_TLS_KEY cannot be used: the key in ${other.keyFile} is not the key of the certificate`,
      ),
    });
    const missing = await start(path.join(dir, 'missing'), { tls: { certFile: path.join(dir, 'none.crt'), keyFile: operator.keyFile } });
    expect(missing).toEqual({ running: false, reason: expect.stringContaining('MAIL_TLS_CERT and MAIL_TLS_KEY cannot be used: ENOENT') });

    const result = await start(path.join(dir, 'servers'), { tls: operator });
    if (!result.running) throw new Error(result.reason);
    const expected = new X509Certificate(await readFile(operator.certFile)).fingerprint256;
    expect(result.tls).toMatchObject({
      certFile: operator.certFile,
      keyFile: operator.keyFile,
      selfSigned: false,
      fingerprint256: expected,
    });
    // Nothing self-signed was made beside it.
    await expect(stat(path.join(dir, 'servers', 'tls'))).rejects.toThrow();
  });

  it('makes a self-signed certificate for the mail host name once (key mode 600), warns about it, and keeps it at the next start', async () => {
    const dir = await folder();
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (_details: object, message: string) => void warnings.push(message), error: () => {} };
    const first = await startManagedMailServers({
      dir,
      imapPort: 0,
      smtpPort: 0,
      submissionPort: 0,
      hostname: 'mail.shop-test.example',
      smarthost: null,
      tls: null,
      log,
    });
    started.push(first);
    if (!first.running) throw new Error(first.reason);
    expect(first.tls.selfSigned).toBe(true);
    expect(first.tls.certFile).toBe(path.join(dir, 'tls', 'cert.pem'));
    expect((await stat(first.tls.keyFile)).mode & 0o777).toBe(0o600);
    const certificate = new X509Certificate(await readFile(first.tls.certFile));
    expect(certificate.checkHost('mail.shop-test.example')).toBe('mail.shop-test.example');
    expect(warnings).toEqual([
      expect.stringContaining(
        'self-signed certificate for mail.shop-test.example: mail programs will warn about it. Set MAIL_TLS_CERT and MAIL_TLS_KEY',
      ),
    ]);
    await first.stop();

    const again = await start(dir);
    if (!again.running) throw new Error(again.reason);
    expect(again.tls.fingerprint256).toBe(first.tls.fingerprint256);
    // A host name a certificate cannot be made for never reaches openssl.
    const evil = await startManagedMailServers({
      dir: path.join(dir, 'evil'),
      imapPort: 0,
      smtpPort: 0,
      submissionPort: 0,
      hostname: 'x -addext y',
      smarthost: null,
      tls: null,
      log: silentLog,
    });
    expect(evil).toEqual({
      running: false,
      reason: expect.stringContaining('MAIL_HOSTNAME is not a host name a certificate can be made for'),
    });
  });

  it('speaks implicit TLS when IMAP is on 993 and submission on 465', async () => {
    const dir = await folder();
    const free = await Promise.all([993, 465].map((port) => answers('127.0.0.1', port, null)));
    if (free.some(Boolean)) throw new Error('port 993 or 465 is taken on this machine: the test needs both');
    const result = await startManagedMailServers({
      dir,
      imapPort: 993,
      smtpPort: 0,
      submissionPort: 465,
      hostname: 'mail.shop-test.example',
      smarthost: null,
      tls: null,
      log: silentLog,
    });
    started.push(result);
    if (!result.running) throw new Error(result.reason);
    expect(await servedImplicit(993)).toBe(result.tls.fingerprint256);
    expect(await servedImplicit(465)).toBe(result.tls.fingerprint256);
    // No plain-text greeting on either.
    expect(await answers('127.0.0.1', 993, '* OK')).toBe(false);
    expect(await answers('127.0.0.1', 465, '220')).toBe(false);
    expect(await answers('127.0.0.1', 993, '* OK', true)).toBe(true);
  });
});
