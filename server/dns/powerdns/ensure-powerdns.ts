import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { PDNS_SERVER_BINARY } from './powerdns-process';
import { SQLITE_SCHEMA_FILE } from './powerdns-config';

/** The Debian packages the managed PowerDNS needs: the server, its sqlite backend, dig for checks, sqlite3 to create the database. */
export const POWERDNS_PACKAGES = ['pdns-server', 'pdns-backend-sqlite3', 'dnsutils', 'sqlite3'];

const SQLITE3_BINARY = '/usr/bin/sqlite3';

export type EnsureResult = { ready: true; installed: boolean } | { ready: false; reason: string };

interface EnsureDeps {
  /** Whether a file exists and is readable (and executable, for binaries). */
  present(file: string, executable: boolean): Promise<boolean>;
  isRoot(): boolean;
  /** Runs apt-get; rejects with its error output. */
  aptGet(args: string[]): Promise<void>;
  log: { info(message: string): void };
}

/**
 * Makes sure PowerDNS can be run: when a piece is missing and the shop runs as root, the Debian
 * packages are installed with apt-get (as the test script does for chromium); otherwise the
 * answer is a plain reason a person can act on. Installing takes a few seconds and apt does not
 * start the system's own pdns service.
 */
export async function ensurePowerDns(deps: EnsureDeps = systemDeps()): Promise<EnsureResult> {
  const missing = await missingPieces(deps);
  if (missing.length === 0) return { ready: true, installed: false };
  const command = `apt-get install -y ${POWERDNS_PACKAGES.join(' ')}`;
  if (!deps.isRoot()) {
    return { ready: false, reason: `PowerDNS is not installed (missing ${missing.join(', ')}); install it with: sudo ${command}` };
  }
  deps.log.info(`Installing PowerDNS (${POWERDNS_PACKAGES.join(' ')}) with apt-get…`);
  try {
    await deps.aptGet(['update', '-qq']);
    await deps.aptGet(['install', '-y', '-qq', ...POWERDNS_PACKAGES]);
  } catch (error) {
    return { ready: false, reason: `installing PowerDNS failed (${firstLine(error)}); install it with: ${command}` };
  }
  const stillMissing = await missingPieces(deps);
  if (stillMissing.length > 0) return { ready: false, reason: `PowerDNS was installed but ${stillMissing.join(', ')} is still missing` };
  return { ready: true, installed: true };
}

async function missingPieces(deps: EnsureDeps): Promise<string[]> {
  const checks: [string, string, boolean][] = [
    [PDNS_SERVER_BINARY, 'pdns_server', true],
    [SQLITE_SCHEMA_FILE, 'the sqlite3 backend', false],
    [SQLITE3_BINARY, 'sqlite3', true],
  ];
  const missing: string[] = [];
  for (const [file, label, executable] of checks) {
    if (!(await deps.present(file, executable))) missing.push(label);
  }
  return missing;
}

function systemDeps(): EnsureDeps {
  return {
    present: async (file, executable) => {
      try {
        await access(file, executable ? constants.X_OK : constants.R_OK);
        return true;
      } catch {
        return false;
      }
    },
    isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
    aptGet: (args) =>
      new Promise((resolve, reject) => {
        execFile(
          'apt-get',
          args,
          { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 300_000 },
          (error, _stdout, stderr) => {
            if (error) reject(new Error(stderr.trim() || error.message));
            else resolve();
          },
        );
      }),
    log: { info: (message) => console.log(message) },
  };
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
