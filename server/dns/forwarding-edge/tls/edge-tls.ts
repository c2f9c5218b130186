import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import type { EdgeLookup } from '../edge-target';
import { createAcmeChallengeStore, type AcmeChallengeAnswers } from './acme-challenges';
import { createCertificateManager, type CertificateLog, type CertificateManager, type EnsureResult } from './certificate-manager';
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
  /**
   * The renewal sweep, run at listen and every 12 hours: each stored certificate's name is looked
   * up again and renewed when due; null for a name that lost its TLS flag (not renewed).
   */
  renewStored(): Promise<{ host: string; result: EnsureResult | null }[]>;
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
  now?: () => Date;
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
    now: options.now,
  });
  let listener: ReturnType<typeof createEdgeTlsListener> | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;

  function want(host: string): void {
    void certificates.ensureCertificate(host);
  }

  /** Orders only for a name whose URL record still has the TLS flag; anyone can send any SNI. */
  async function wantIfFlagged(host: string): Promise<EnsureResult | null> {
    try {
      const target = await options.lookup(host);
      if (target && target.kind !== 'parking' && target.tls) return await certificates.ensureCertificate(host);
    } catch (error) {
      options.log.warn(
        { host, reason: error instanceof Error ? error.message : String(error) },
        'forwarding edge: certificate check failed',
      );
    }
    return null;
  }

  async function renewStored(): Promise<{ host: string; result: EnsureResult | null }[]> {
    const results: { host: string; result: EnsureResult | null }[] = [];
    try {
      // One name after another: the CA's rate limits and this process are better served so.
      for (const host of await certificates.hosts()) results.push({ host, result: await wantIfFlagged(host) });
    } catch (error) {
      options.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'forwarding edge: certificate sweep failed');
    }
    return results;
  }

  return {
    challenges,
    want,
    certificates,
    renewStored,
    async listen(handle, port, host) {
      listener = createEdgeTlsListener({
        handle,
        certificates,
        onMissingCertificate: (name) => void wantIfFlagged(name),
        requestTimeoutMs: options.requestTimeoutMs,
      });
      const listening = await listener.listen(port, host);
      void renewStored();
      sweepTimer = setInterval(() => void renewStored(), options.sweepIntervalMs ?? 12 * 60 * 60_000);
      sweepTimer.unref();
      return listening;
    },
    async close() {
      if (sweepTimer) clearInterval(sweepTimer);
      await listener?.close();
    },
  };
}
