import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where Debian's pdns-backend-sqlite3 ships the schema of its database. */
export const SQLITE_SCHEMA_FILE = '/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql';

export interface PowerDnsSettings {
  /** The folder that holds pdns.conf, the database, the API key and the control socket. */
  dir: string;
  dnsPort: number;
  apiPort: number;
  /** The shop's nameservers (host names without the trailing dot); the first is the SOA's primary. */
  nameservers: string[];
  /**
   * The resolver ALIAS targets are looked up with (host:port). Unset, PowerDNS asks itself, so an
   * ALIAS works for targets in zones it serves and answers nothing for others (decision 032).
   */
  resolver?: string | null;
}

export interface PreparedPowerDns {
  configDir: string;
  apiKey: string;
  apiUrl: string;
  dnsPort: number;
}

/**
 * Writes pdns.conf and creates the sqlite3 database when missing. The API key is made once per
 * folder and kept in a file there (mode 600), so a restarted shop talks to the same server with
 * the same key; pdns.conf is rewritten on every start so changed ports or nameservers take effect.
 */
export async function preparePowerDnsFolder(settings: PowerDnsSettings): Promise<PreparedPowerDns> {
  const dir = path.resolve(settings.dir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const apiKey = await readOrCreateApiKey(path.join(dir, 'api-key'));
  const databaseFile = path.join(dir, 'pdns.sqlite3');
  if (!existsSync(databaseFile)) await createDatabase(databaseFile);
  const configFile = path.join(dir, 'pdns.conf');
  await writeFile(configFile, powerDnsConf({ ...settings, dir, apiKey, databaseFile }), { mode: 0o600 });
  await chmod(configFile, 0o600);
  return { configDir: dir, apiKey, apiUrl: `http://127.0.0.1:${settings.apiPort}`, dnsPort: settings.dnsPort };
}

/** The text of pdns.conf; every line is a setting of PowerDNS Authoritative 4.7. */
export function powerDnsConf(input: PowerDnsSettings & { apiKey: string; databaseFile: string }): string {
  const primary = absolute(input.nameservers[0] ?? 'localhost');
  const hostmaster = `hostmaster.${primary}`;
  const lines = [
    '# Written by the shop at every start; edits here are lost.',
    'launch=gsqlite3',
    `gsqlite3-database=${input.databaseFile}`,
    'gsqlite3-dnssec=yes',
    'local-address=127.0.0.1',
    `local-port=${input.dnsPort}`,
    'api=yes',
    `api-key=${input.apiKey}`,
    'webserver=yes',
    'webserver-address=127.0.0.1',
    `webserver-port=${input.apiPort}`,
    'webserver-allow-from=127.0.0.1/32,::1/128',
    'daemon=no',
    'guardian=no',
    'disable-syslog=yes',
    'write-pid=no',
    `socket-dir=${input.dir}`,
    // No calls home for security announcements: the machine may have no way out.
    'security-poll-suffix=',
    `default-soa-content=${primary} ${hostmaster} 0 10800 3600 604800 3600`,
    // ALIAS targets are looked up when asked, through this resolver; by default PowerDNS itself,
    // which answers the targets in its own zones (the machine may have no resolver at all).
    'expand-alias=yes',
    `resolver=${input.resolver ?? `127.0.0.1:${input.dnsPort}`}`,
    // Zone changes through the API must be answered at once, not after the cache's TTL.
    'zone-cache-refresh-interval=0',
    'query-cache-ttl=0',
    'negquery-cache-ttl=0',
    'cache-ttl=0',
    'loglevel=4',
  ];
  return `${lines.join('\n')}\n`;
}

async function readOrCreateApiKey(file: string): Promise<string> {
  try {
    const key = (await readFile(file, 'utf8')).trim();
    if (/^[A-Za-z0-9_-]{32,}$/.test(key)) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32).toString('base64url');
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/**
 * The database is made with Debian's sqlite3 client from the schema the backend package ships,
 * so it always matches the installed PowerDNS. A half-written file is removed so the next start
 * tries again instead of starting PowerDNS on a broken database.
 */
async function createDatabase(file: string): Promise<void> {
  const schema = await readFile(SQLITE_SCHEMA_FILE, 'utf8');
  const partial = `${file}.creating`;
  await rm(partial, { force: true });
  try {
    await runWithInput('sqlite3', [partial], schema);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

function runWithInput(command: string, args: string[], input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${command} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
    child.stdin?.end(input);
  });
}

function absolute(name: string): string {
  return name.endsWith('.') ? name : `${name}.`;
}
