import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import type { EdgeLookup } from '../edge-target';
import { createAcmeChallengeStore, type AcmeChallengeAnswers } from './acme-challenges';
import { createCertificateManager, type CertificateLog, type CertificateManager } from './certificate-manager';
import { createCertificateFileStore } from './certificate-store';
import type { EdgeTlsSettings } from './edge-tls-config';
import { createEdgeTlsListener } from './edge-tls-listener';

export interface EdgeTls {
  /** For createForwardingEdge's acmeChallenges: the HTTP listener answers the CA's HTTP-01 requests. */
  challenges: AcmeChallengeAnswers;
  /**
   * For createForwardingEdge's onTlsWanted, and for the zone module after a save with a TLS URL
   * record: obtains or renews the name's certificate in the background, never waiting or throwing.
   */
  want(host: string): void;
  certificates: CertificateManager;
  /** Starts the HTTPS listener with the edge's handler, and the renewal sweep. Answers the port. */
  listen(handle: http.RequestListener, port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

export interface EdgeTlsOptions {
  settings: Pick<EdgeTlsSettings, 'directoryUrl' | 'email' | 'caBundleFile' | 'dir'>;
  /** The edge's lookup: only names whose URL record has the TLS flag get certificates. */
  lookup: EdgeLookup;
  log: CertificateLog;
  /** How often stored certificates are checked for renewal. */
  sweepIntervalMs?: number;
  retryMinMs?: number;
  requestTimeoutMs?: number;
}

/**
 * The forwarding edge's HTTPS (decision 039), put together: the challenge store, the certificate
 * manager with its files under the data folder, the SNI listener, and a sweep every 12 hours that
 * renews the stored certificates of names that still ask for TLS.
 */
export async function createEdgeTls(options: EdgeTlsOptions): Promise<EdgeTls> {
  const challenges = createAcmeChallengeStore();
  const certificates = createCertificateManager({
    directoryUrl: options.settings.directoryUrl,
    email: options.settings.email,
    caBundlePem: options.settings.caBundleFile ? await readFile(options.settings.caBundleFile, 'utf8') : null,
    store: createCertificateFileStore(options.settings.dir),
    challenges,
    log: options.log,
    retryMinMs: options.retryMinMs,
  });
  let listener: ReturnType<typeof createEdgeTlsListener> | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;

  function want(host: string): void {
    void certificates.ensureCertificate(host);
  }

  /** Orders only for a name whose URL record still has the TLS flag; anyone can send any SNI. */
  async function wantIfFlagged(host: string): Promise<void> {
    try {
      const target = await options.lookup(host);
      if (target && target.kind !== 'parking' && target.tls) await certificates.ensureCertificate(host);
    } catch (error) {
      options.log.warn({ host, reason: error instanceof Error ? error.message : String(error) }, 'forwarding edge: certificate check failed');
    }
  }

  async function sweep(): Promise<void> {
    try {
      for (const host of await certificates.hosts()) await wantIfFlagged(host);
    } catch (error) {
      options.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'forwarding edge: certificate sweep failed');
    }
  }

  return {
    challenges,
    want,
    certificates,
    async listen(handle, port, host) {
      listener = createEdgeTlsListener({
        handle,
        certificates,
        onMissingCertificate: (name) => void wantIfFlagged(name),
        requestTimeoutMs: options.requestTimeoutMs,
      });
      const listening = await listener.listen(port, host);
      void sweep();
      sweepTimer = setInterval(() => void sweep(), options.sweepIntervalMs ?? 12 * 60 * 60_000);
      sweepTimer.unref();
      return listening;
    },
    async close() {
      if (sweepTimer) clearInterval(sweepTimer);
      await listener?.close();
    },
  };
}
