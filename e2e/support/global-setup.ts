import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startViesDouble } from '../../server/test/vies-double';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shop's own PowerDNS answers here on 127.0.0.1 (dig @127.0.0.1 -p dnsPort); null when it could not start. */
    dnsPort: number | null;
    /** The folder the server writes its e-mails into, one .eml file each (see support/mailbox.ts). */
    mailDir: string;
  }
}

/** Starts the built shop on a free port with a fresh embedded database, as a user would run it. */
export default async function setup(project: TestProject) {
  for (const file of ['dist/web/index.html', 'dist/server/main.js']) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the browser tests.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  // The shop writes every e-mail as an .eml file here; the tests read them like a mailbox.
  const mailDir = path.join(dataDir, 'mail');
  const { SMTP_URL: _smtp, ...env } = process.env;
  const postgres = process.env.E2E_DATABASE_URL ? await createPostgresDatabase(process.env.E2E_DATABASE_URL) : null;
  // VAT IDs are checked at a local VIES double, never at the real service: the Austrian business
  // of e2e/profile.e2e.ts is registered there, every other VAT ID is unknown.
  const vies = await startViesDouble({ ATU12345678: 'valid' });
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...env,
      // Every browser test comes from 127.0.0.1, and together they open more accounts than one address may in an hour.
      REGISTRATIONS_PER_IP_PER_HOUR: '200',
      // Test-only routes (e2e/restore.e2e.ts puts a name into redemption now); never on in a normal start.
      E2E_TEST_ROUTES: 'on',
      VIES_URL: vies.url,
      MAIL_DIR: mailDir,
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      // The shop's own PowerDNS on free ports with its data beside the test database (decision 032).
      DNS_SERVER: 'managed',
      PDNS_DNS_PORT: '0',
      PDNS_API_PORT: '0',
      PDNS_DATA_DIR: path.join(dataDir, 'powerdns'),
      // The shop's own mail servers on free ports with their files beside the test database (decision 041).
      MAIL_SERVERS: 'managed',
      IMAP_PORT: '0',
      SMTP_PORT: '0',
      SUBMISSION_PORT: '0',
      MAIL_SERVERS_DIR: path.join(dataDir, 'mail-servers'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres?.url ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let started = false;
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop did not start:\n${output}`)), 60_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      // After the start, the shop's warnings and errors (LOG_LEVEL=warn) go to the test log, where
      // a failing test's cause is looked for.
      if (started) return void process.stderr.write(chunk);
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/[^\s]+)/);
      // The start-up lines are printed at once; the DNS line comes with them.
      if (match && output.includes('\n\n', output.indexOf('running at'))) {
        clearTimeout(timer);
        started = true;
        resolve(match[1].replace(/\/$/, ''));
      }
    });
    server.on('exit', (code) => reject(new Error(`the shop exited with ${code}:\n${output}`)));
  });
  project.provide('baseUrl', baseUrl);
  const dnsPort = output.match(/DNS answers on 127\.0\.0\.1:(\d+)/)?.[1];
  project.provide('dnsPort', dnsPort ? Number(dnsPort) : null);
  project.provide('mailDir', mailDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
    await vies.close();
  };
}

/** A database of its own on the PostgreSQL server, so the suite starts from the demo data alone. */
async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_e2e_${process.pid}_${Date.now()}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
