import { X509Certificate } from 'node:crypto';
import { chmod, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { edgeHost } from '../forwarding-edge';

/** A certificate of the edge with its private key, as PEM. */
export interface StoredCertificate {
  host: string;
  keyPem: string;
  /** The leaf first, then the chain the CA sent. */
  certPem: string;
  notAfter: Date;
}

export interface CertificateStore {
  read(host: string): Promise<StoredCertificate | null>;
  write(host: string, keyPem: string, certPem: string): Promise<StoredCertificate>;
  /** Every host with a stored certificate, for the renewal sweep. */
  hosts(): Promise<string[]>;
  /** The ACME account key, made on first use and kept, so renewals stay with one account. */
  accountKey(create: () => Promise<string>): Promise<string>;
}

/**
 * Certificates as files under the data folder (decision 039): `<dir>/<host>/key.pem` and
 * `cert.pem`, the account key in `<dir>/account-key.pem`. Folders 0700, files 0600, written to a
 * temporary name and renamed, so a crash never leaves half a key. Host names are checked before
 * they become paths.
 */
export function createCertificateFileStore(dir: string): CertificateStore {
  function hostDir(host: string): string {
    if (edgeHost(host) !== host) throw new Error('not a host name the edge serves');
    return path.join(dir, host);
  }

  return {
    async read(host) {
      const folder = hostDir(host);
      let keyPem: string;
      let certPem: string;
      try {
        [keyPem, certPem] = await Promise.all([
          readFile(path.join(folder, 'key.pem'), 'utf8'),
          readFile(path.join(folder, 'cert.pem'), 'utf8'),
        ]);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return { host, keyPem, certPem, notAfter: certificateNotAfter(certPem) };
    },
    async write(host, keyPem, certPem) {
      const folder = hostDir(host);
      const notAfter = certificateNotAfter(certPem);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writePrivate(path.join(folder, 'key.pem'), keyPem);
      await writePrivate(path.join(folder, 'cert.pem'), certPem);
      return { host, keyPem, certPem, notAfter };
    },
    async hosts() {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return entries.filter((entry) => entry.isDirectory() && edgeHost(entry.name) === entry.name).map((entry) => entry.name);
    },
    async accountKey(create) {
      const file = path.join(dir, 'account-key.pem');
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = await create();
      await writePrivate(file, key);
      return key;
    },
  };
}

/** When the certificate's leaf (the first in the PEM) stops being valid. */
export function certificateNotAfter(certPem: string): Date {
  return new Date(new X509Certificate(certPem).validTo);
}

async function writePrivate(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, { mode: 0o600 });
  // The mode given to writeFile is masked by the umask; this one is not.
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}
