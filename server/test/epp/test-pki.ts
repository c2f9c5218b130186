import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway certificate authority made at test time with the openssl command (node:crypto reads
 * certificates but cannot issue them): a CA, a server certificate for localhost/127.0.0.1 and
 * client certificates, all P-256 and valid for two days. Nothing is kept on disk afterwards.
 */

export interface KeyPair {
  cert: string;
  key: string;
}

export interface TestPki {
  ca: string;
  server: KeyPair;
  client: KeyPair;
  /** Issues another certificate from the same CA. */
  issue(commonName: string, usage: 'serverAuth' | 'clientAuth', altNames?: string[]): KeyPair;
}

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A CA of its own: `createTestPki('EPP Test CA')`. */
export function createTestPki(caName = 'EPP Test CA'): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'epp-pki-'));
  try {
    openssl(dir, [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      `/CN=${caName}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ]);
    const ca = readFileSync(join(dir, 'ca.pem'), 'utf8');
    const caKey = readFileSync(join(dir, 'ca.key'), 'utf8');
    let serial = 0;
    const issue = (commonName: string, usage: 'serverAuth' | 'clientAuth', altNames: string[] = []): KeyPair => {
      const work = mkdtempSync(join(tmpdir(), 'epp-cert-'));
      try {
        serial += 1;
        writeFileSync(join(work, 'ca.pem'), ca);
        writeFileSync(join(work, 'ca.key'), caKey, { mode: 0o600 });
        const extensions = [`extendedKeyUsage=${usage}`, 'basicConstraints=CA:FALSE'];
        if (altNames.length) extensions.push(`subjectAltName=${altNames.join(',')}`);
        writeFileSync(join(work, 'ext.cnf'), `${extensions.join('\n')}\n`);
        openssl(work, [
          'req',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
          '-nodes',
          '-keyout',
          'cert.key',
          '-out',
          'cert.csr',
          '-subj',
          `/CN=${commonName}`,
        ]);
        openssl(work, [
          'x509',
          '-req',
          '-in',
          'cert.csr',
          '-CA',
          'ca.pem',
          '-CAkey',
          'ca.key',
          '-set_serial',
          String(1000 + serial),
          '-out',
          'cert.pem',
          '-days',
          '2',
          '-extfile',
          'ext.cnf',
        ]);
        return { cert: readFileSync(join(work, 'cert.pem'), 'utf8'), key: readFileSync(join(work, 'cert.key'), 'utf8') };
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    };
    return {
      ca,
      server: issue('localhost', 'serverAuth', ['DNS:localhost', 'IP:127.0.0.1']),
      client: issue('shop-registrar', 'clientAuth'),
      issue,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
