import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparePowerDnsFolder } from './powerdns-config';

const run = promisify(execFile);
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-pdns-config-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the PowerDNS folder', () => {
  it('writes pdns.conf for loopback DNS and API, the shop first nameserver in the SOA, DNSSEC storage and ALIAS expansion', async () => {
    const prepared = await preparePowerDnsFolder({
      dir,
      dnsPort: 5399,
      apiPort: 8099,
      nameservers: ['ns1.shop.example', 'ns2.shop.example'],
    });
    const conf = await readFile(path.join(dir, 'pdns.conf'), 'utf8');

    expect(prepared).toEqual({
      configDir: dir,
      apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      apiUrl: 'http://127.0.0.1:8099',
      dnsPort: 5399,
    });
    for (const line of [
      'launch=gsqlite3',
      `gsqlite3-database=${path.join(dir, 'pdns.sqlite3')}`,
      'gsqlite3-dnssec=yes',
      'local-address=127.0.0.1',
      'local-port=5399',
      'webserver-address=127.0.0.1',
      'webserver-port=8099',
      `api-key=${prepared.apiKey}`,
      'default-soa-content=ns1.shop.example. hostmaster.ns1.shop.example. 0 10800 3600 604800 3600',
      'expand-alias=yes',
      'resolver=127.0.0.1:5399',
    ]) {
      expect(conf.split('\n')).toContain(line);
    }
    expect((await stat(path.join(dir, 'pdns.conf'))).mode & 0o077).toBe(0);
    expect((await stat(path.join(dir, 'api-key'))).mode & 0o077).toBe(0);
  });

  it('creates the database from the backend schema once, and keeps the API key across starts', async () => {
    const first = await preparePowerDnsFolder({ dir, dnsPort: 5399, apiPort: 8099, nameservers: ['ns1.shop.example'] });
    await run('sqlite3', [path.join(dir, 'pdns.sqlite3'), "INSERT INTO domains (name, type) VALUES ('kept.test', 'NATIVE')"]);
    const second = await preparePowerDnsFolder({ dir, dnsPort: 5400, apiPort: 8100, nameservers: ['ns1.shop.example'] });

    expect(second.apiKey).toBe(first.apiKey);
    const { stdout } = await run('sqlite3', [path.join(dir, 'pdns.sqlite3'), 'SELECT name FROM domains']);
    expect(stdout.trim()).toBe('kept.test');
    expect(await readFile(path.join(dir, 'pdns.conf'), 'utf8')).toContain('local-port=5400\n');
  });

  it('takes another resolver for ALIAS targets when one is given', async () => {
    await preparePowerDnsFolder({ dir, dnsPort: 5399, apiPort: 8099, nameservers: ['ns1.shop.example'], resolver: '192.0.2.53:53' });
    expect(await readFile(path.join(dir, 'pdns.conf'), 'utf8')).toContain('\nresolver=192.0.2.53:53\n');
  });
});
