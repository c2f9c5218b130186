import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { limitConnectionsPerAddress } from '../../../http/connection-limits';
import { edgeHost, edgeServerOptions } from '../forwarding-edge';
import type { CertificateManager } from './certificate-manager';

export interface EdgeTlsListenerOptions {
  /** The edge's request handler (ForwardingEdge.handle): HTTPS answers exactly as HTTP. */
  handle: http.RequestListener;
  certificates: Pick<CertificateManager, 'secureContext'>;
  /** Told when a client asks for a name without a certificate at hand. */
  onMissingCertificate?: (host: string) => void;
  requestTimeoutMs?: number;
  connectionsPerAddress?: number;
}

export interface EdgeTlsListener {
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * The HTTPS listener of the forwarding edge. The certificate is chosen per connection by the name
 * the client sends (SNI). There is no default certificate: a name without one of its own, an IP
 * address or a client without SNI gets a failed handshake (a TLS alert), never another name's
 * certificate or a self-signed one a browser would warn about (decision 039).
 */
export function createEdgeTlsListener(options: EdgeTlsListenerOptions): EdgeTlsListener {
  const server = https.createServer(
    {
      ...edgeServerOptions(options.requestTimeoutMs ?? 10_000),
      minVersion: 'TLSv1.2',
      SNICallback(servername, callback) {
        const host = edgeHost(servername);
        if (!host) {
          callback(new Error('no certificate for this name'));
          return;
        }
        options.certificates.secureContext(host).then(
          (context) => {
            if (context) {
              callback(null, context);
              return;
            }
            options.onMissingCertificate?.(host);
            callback(new Error('no certificate for this name'));
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    },
    options.handle,
  );
  // A refused handshake is the client's problem, not the edge's: nothing to log per connection.
  server.on('tlsClientError', (_error, socket) => socket.destroy());
  server.setTimeout((options.requestTimeoutMs ?? 10_000) * 2, (socket) => socket.destroy());
  limitConnectionsPerAddress(server, options.connectionsPerAddress ?? 64);

  return {
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
