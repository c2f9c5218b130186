import { describe, expect, it } from 'vitest';
import { ensurePowerDns, POWERDNS_PACKAGES } from './ensure-powerdns';

/** A machine whose files are `files`; apt-get "installs" by adding `installs`. */
function machine(options: { files: string[]; root: boolean; installs?: string[]; aptFails?: string }) {
  const files = new Set(options.files);
  const aptCalls: string[][] = [];
  return {
    aptCalls,
    deps: {
      present: async (file: string) => files.has(file),
      isRoot: () => options.root,
      aptGet: async (args: string[]) => {
        aptCalls.push(args);
        if (options.aptFails) throw new Error(options.aptFails);
        if (args[0] === 'install') for (const file of options.installs ?? []) files.add(file);
      },
      log: { info: () => {} },
    },
  };
}

const ALL = ['/usr/sbin/pdns_server', '/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql', '/usr/bin/sqlite3'];

describe('ensurePowerDns', () => {
  it('does nothing when PowerDNS, its backend and sqlite3 are there', async () => {
    const { deps, aptCalls } = machine({ files: ALL, root: true });
    expect(await ensurePowerDns(deps)).toEqual({ ready: true, installed: false });
    expect(aptCalls).toEqual([]);
  });

  it('installs the Debian packages when something is missing and it runs as root', async () => {
    const { deps, aptCalls } = machine({ files: [], root: true, installs: ALL });
    expect(await ensurePowerDns(deps)).toEqual({ ready: true, installed: true });
    expect(aptCalls).toEqual([
      ['update', '-qq'],
      ['install', '-y', '-qq', ...POWERDNS_PACKAGES],
    ]);
  });

  it('says plainly what is missing and how to install it when not root', async () => {
    const { deps, aptCalls } = machine({ files: [ALL[2]!], root: false });
    const result = await ensurePowerDns(deps);
    expect(result).toEqual({
      ready: false,
      reason:
        'PowerDNS is not installed (missing pdns_server, the sqlite3 backend); install it with: sudo apt-get install -y pdns-server pdns-backend-sqlite3 dnsutils sqlite3',
    });
    expect(aptCalls).toEqual([]);
  });

  it('reports a failed apt-get with its first line', async () => {
    const { deps } = machine({ files: [], root: true, aptFails: 'E: Unable to locate package pdns-server\nmore' });
    expect(await ensurePowerDns(deps)).toEqual({
      ready: false,
      reason:
        'installing PowerDNS failed (E: Unable to locate package pdns-server); install it with: apt-get install -y pdns-server pdns-backend-sqlite3 dnsutils sqlite3',
    });
  });
});
