import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answers, startManagedMailServers, type ManagedMailServers } from './managed-mail-servers';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const folders: string[] = [];
const started: ManagedMailServers[] = [];

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-mail-managed-'));
  folders.push(dir);
  return dir;
}

function start(dir: string, ports: { imapPort?: number; tls?: { certFile: string; keyFile: string } } = {}) {
  return startManagedMailServers({ dir, imapPort: ports.imapPort ?? 0, smtpPort: 0, submissionPort: 0, hostname: 'mail.shop-test.example', smarthost: null, tls: ports.tls ?? null, log: silentLog }).then((result) => {
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
    expect(result).toEqual({ running: false, reason: expect.stringContaining(`the mail servers' users cannot pass through ${closed} (mode 700): run chmod o+x ${closed}`) });
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
      execFile(process.execPath, ['--import', 'tsx', script], { timeout: 60_000, cwd: process.cwd() }, (_error, stdout, stderr) => resolve(stdout || stderr));
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
});
