import https from 'node:https';
import tls from 'node:tls';
import * as acme from 'acme-client';
import type { AcmeChallengeStore } from './acme-challenges';
import type { CertificateStore, StoredCertificate } from './certificate-store';

export interface CertificateLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface CertificateManagerOptions {
  directoryUrl: string;
  email: string | null;
  /** PEM of CAs trusted for the directory's own HTTPS besides the system's (tests: pebble's). */
  caBundlePem?: string | null;
  store: CertificateStore;
  challenges: AcmeChallengeStore;
  log: CertificateLog;
  now?: () => Date;
  /** First wait after a failed order; doubled after each further failure, up to retryMaxMs. */
  retryMinMs?: number;
  retryMaxMs?: number;
}

/**
 * What ensureCertificate found or did. `present`: a certificate valid for more than 30 days is
 * stored, nothing ordered; `obtained`: a new one was ordered and stored; `failed`: the order
 * failed now (logged, retried later); `deferred`: an earlier failure's wait is not over.
 */
export type EnsureResult =
  { status: 'present' | 'obtained'; notAfter: Date } | { status: 'failed'; retryAt: Date } | { status: 'deferred'; retryAt: Date };

export interface CertificateManager {
  /** Obtains a certificate for `host` when it has none or its one runs out within 30 days. Never throws. */
  ensureCertificate(host: string): Promise<EnsureResult>;
  /** The TLS context for a host when a certificate is at hand (loaded from the store on first ask). */
  secureContext(host: string): Promise<tls.SecureContext | null>;
  /** The hosts with a stored certificate. */
  hosts(): Promise<string[]>;
}

/** Renew this long before a certificate runs out (Let's Encrypt's 90-day certificates: at 60 days). */
export const RENEW_BEFORE_MS = 30 * 24 * 60 * 60_000;

/**
 * Certificates of the forwarding edge over ACME (RFC 8555) with acme-client, answering HTTP-01
 * through the edge's HTTP listener. One order at a time per host: a second caller waits for the
 * first's result. A failed order is logged without keys and tried again only after a growing
 * wait (10 minutes, doubling, at most 12 hours), so a name that does not point at the edge does
 * not spend the CA's rate limits; callers never wait for that.
 */
export function createCertificateManager(options: CertificateManagerOptions): CertificateManager {
  const now = options.now ?? (() => new Date());
  const retryMinMs = options.retryMinMs ?? 10 * 60_000;
  const retryMaxMs = options.retryMaxMs ?? 12 * 60 * 60_000;
  const running = new Map<string, Promise<EnsureResult>>();
  const failures = new Map<string, { count: number; retryAt: Date }>();
  const contexts = new Map<string, { certificate: StoredCertificate; context: tls.SecureContext } | null>();
  if (options.caBundlePem) {
    // acme-client sends every request through its one axios instance: one ACME directory per process.
    acme.axios.defaults.httpsAgent = new https.Agent({ ca: [...tls.rootCertificates, options.caBundlePem] });
  }
  let client: Promise<acme.Client> | null = null;

  function acmeClient(): Promise<acme.Client> {
    client ??= options.store
      .accountKey(async () => (await acme.crypto.createPrivateEcdsaKey('P-256')).toString('utf8'))
      .then(async (accountKey) => {
        const created = new acme.Client({ directoryUrl: options.directoryUrl, accountKey });
        // The account of a kept key is looked up, not re-registered: registering it again turns
        // into an account update, which a CA refuses when it changes nothing (no ACME_EMAIL).
        try {
          await created.createAccount({ onlyReturnExisting: true });
        } catch {
          await created.createAccount({ termsOfServiceAgreed: true, ...(options.email ? { contact: [`mailto:${options.email}`] } : {}) });
        }
        return created;
      })
      .catch((error: unknown) => {
        client = null;
        throw error;
      });
    return client;
  }

  async function stored(host: string): Promise<StoredCertificate | null> {
    if (!contexts.has(host)) remember(host, await options.store.read(host));
    return contexts.get(host)?.certificate ?? null;
  }

  function remember(host: string, certificate: StoredCertificate | null): void {
    contexts.set(
      host,
      certificate ? { certificate, context: tls.createSecureContext({ key: certificate.keyPem, cert: certificate.certPem }) } : null,
    );
  }

  async function order(host: string): Promise<StoredCertificate> {
    const [keyPem, csr] = await acme.crypto.createCsr(
      { commonName: host, altNames: [host] },
      await acme.crypto.createPrivateEcdsaKey('P-256'),
    );
    const certPem = await (
      await acmeClient()
    ).auto({
      csr,
      challengePriority: ['http-01'],
      // The CA checks the answer itself; the client's own check would go to port 80 of the name,
      // which is not where the edge listens behind a port mapping.
      skipChallengeVerification: true,
      challengeCreateFn: async (_authz, challenge, keyAuthorization) => options.challenges.put(challenge.token, keyAuthorization),
      challengeRemoveFn: async (_authz, challenge) => options.challenges.remove(challenge.token),
    });
    return options.store.write(host, keyPem.toString('utf8'), certPem);
  }

  async function ensure(host: string): Promise<EnsureResult> {
    // An unreadable certificate is ordered anew; the new one replaces its files.
    const current = await stored(host).catch(() => null);
    if (current && current.notAfter.getTime() - now().getTime() > RENEW_BEFORE_MS) return { status: 'present', notAfter: current.notAfter };
    const failed = failures.get(host);
    if (failed && failed.retryAt > now()) return { status: 'deferred', retryAt: failed.retryAt };
    try {
      const certificate = await order(host);
      remember(host, certificate);
      failures.delete(host);
      options.log.info(
        { host, notAfter: certificate.notAfter.toISOString(), renewed: current !== null },
        'forwarding edge: certificate obtained',
      );
      return { status: 'obtained', notAfter: certificate.notAfter };
    } catch (error) {
      const count = (failed?.count ?? 0) + 1;
      const retryAt = new Date(now().getTime() + Math.min(retryMaxMs, retryMinMs * 2 ** (count - 1)));
      failures.set(host, { count, retryAt });
      // Only the message: an ACME error carries the CA's problem document, never our keys.
      options.log.warn(
        { host, failures: count, retryAt: retryAt.toISOString(), reason: error instanceof Error ? error.message : String(error) },
        'forwarding edge: certificate order failed',
      );
      return { status: 'failed', retryAt };
    }
  }

  return {
    ensureCertificate(host) {
      let pending = running.get(host);
      if (!pending) {
        pending = ensure(host).finally(() => running.delete(host));
        running.set(host, pending);
      }
      return pending;
    },
    async secureContext(host) {
      try {
        await stored(host);
      } catch (error) {
        options.log.warn(
          { host, reason: error instanceof Error ? error.message : String(error) },
          'forwarding edge: stored certificate unreadable',
        );
        return null;
      }
      const entry = contexts.get(host);
      return entry && entry.certificate.notAfter > now() ? entry.context : null;
    },
    hosts: () => options.store.hosts(),
  };
}
