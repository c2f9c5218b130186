import { execFile } from 'node:child_process';
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const OPENSSL_BINARY = '/usr/bin/openssl';

/** How long a self-signed certificate is made for (825 days, the longest mail programs take). */
const SELF_SIGNED_DAYS = 825;
/** A self-signed certificate closer than this to its end is made anew at start. */
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;

export interface MailTls {
  certFile: string;
  keyFile: string;
  /** True when the shop made the certificate itself (mail programs warn about it). */
  selfSigned: boolean;
  /** The served certificate's SHA-256 fingerprint (colon-separated hex, as node prints it). */
  fingerprint256: string;
  validTo: string;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The certificate of IMAP, inbound SMTP and submission (decision 041): the configured PEM files
 * (MAIL_TLS_CERT and MAIL_TLS_KEY), checked to parse and to belong together; or, when none is
 * configured, a self-signed one for `hostname` under `<dir>/tls`, made at the first start (and
 * again when the host name changed or its end is near) with the openssl command.
 */
export async function mailTlsCertificate(options: {
  dir: string;
  hostname: string;
  configured: { certFile: string; keyFile: string } | null;
}): Promise<MailTls> {
  if (options.configured) {
    const { certFile, keyFile } = options.configured;
    const checked = await checkPair(certFile, keyFile);
    if (typeof checked === 'string') throw new Error(`MAIL_TLS_CERT and MAIL_TLS_KEY cannot be used: ${checked}`);
    return { certFile, keyFile, selfSigned: false, fingerprint256: checked.fingerprint256, validTo: checked.validTo };
  }
  const hostname = options.hostname.toLowerCase();
  if (!HOST_NAME.test(hostname))
    throw new Error(`MAIL_HOSTNAME is not a host name a certificate can be made for: ${JSON.stringify(options.hostname)}`);
  const folder = path.join(path.resolve(options.dir), 'tls');
  const certFile = path.join(folder, 'cert.pem');
  const keyFile = path.join(folder, 'key.pem');
  const existing = await checkPair(certFile, keyFile);
  if (typeof existing !== 'string' && existing.checkHost(hostname) && Date.parse(existing.validTo) - Date.now() > RENEW_BEFORE_MS) {
    return { certFile, keyFile, selfSigned: true, fingerprint256: existing.fingerprint256, validTo: existing.validTo };
  }
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  const newCert = `${certFile}.new`;
  const newKey = `${keyFile}.new`;
  await rm(newKey, { force: true });
  await new Promise<void>((resolve, reject) => {
    execFile(
      OPENSSL_BINARY,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        newKey,
        '-out',
        newCert,
        '-subj',
        `/CN=${hostname}`,
        '-addext',
        `subjectAltName=DNS:${hostname}`,
        '-days',
        String(SELF_SIGNED_DAYS),
      ],
      { timeout: 60_000 },
      (error, _stdout, stderr) =>
        error
          ? reject(
              new Error(
                `openssl could not make the mail servers' certificate: ${(stderr || error.message).trim().split('\n').slice(-2).join(' | ')}`,
              ),
            )
          : resolve(),
    );
  });
  await chmod(newKey, 0o600);
  await chmod(newCert, 0o644);
  await rename(newKey, keyFile);
  await rename(newCert, certFile);
  const made = await checkPair(certFile, keyFile);
  if (typeof made === 'string') throw new Error(`the self-signed certificate made for the mail servers cannot be used: ${made}`);
  return { certFile, keyFile, selfSigned: true, fingerprint256: made.fingerprint256, validTo: made.validTo };
}

/** The certificate when both files are readable PEM and the key is the certificate's; else why not. */
async function checkPair(certFile: string, keyFile: string): Promise<X509Certificate | string> {
  let certPem: string;
  let keyPem: string;
  try {
    [certPem, keyPem] = await Promise.all([readFile(certFile, 'utf8'), readFile(keyFile, 'utf8')]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  try {
    const certificate = new X509Certificate(certPem);
    if (!certificate.checkPrivateKey(createPrivateKey(keyPem)))
      return `the key in ${keyFile} is not the key of the certificate in ${certFile}`;
    return certificate;
  } catch (error) {
    return `${certFile} or ${keyFile} is not a PEM certificate and key (${error instanceof Error ? error.message : String(error)})`;
  }
}
