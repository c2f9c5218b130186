import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createForwardingEdge } from '../../dns/forwarding-edge/forwarding-edge';
import { createEdgeTls, type EdgeTls } from '../../dns/forwarding-edge/tls/edge-tls';
import { createDnsZoneRepository } from './dns-zone.repository';
import { createEdgeLookup } from './edge-lookup';

export interface StartedForwardingEdge {
  port: number | null;
  /** The HTTPS port, when ACME is configured (decision 039). */
  tlsPort: number | null;
  close(): Promise<void>;
}

/**
 * Starts the forwarding edge beside the app (FORWARDING_EDGE_PORT), answering from the shop's
 * zones, and its HTTPS listener when ACME_DIRECTORY_URL is set. Like WHOIS it is a side service:
 * a port that is taken is logged, and the shop runs on.
 */
export async function startForwardingEdge(app: FastifyInstance, config: Config): Promise<StartedForwardingEdge> {
  if (!config.forwardingEdge) return { port: null, tlsPort: null, close: async () => {} };
  const lookup = createEdgeLookup({ repository: createDnsZoneRepository(app.services.database.db), clock: app.services.clock });
  const edgeTls = config.edgeTls;
  const tlsSettings = edgeTls.settings;
  let tls: EdgeTls | null = null;
  if (edgeTls.settings)
    tls = await createEdgeTls({ settings: edgeTls.settings, lookup, log: app.log, requestTimeoutMs: config.requestTimeoutMs });
  else app.log.info(edgeTls.off);
  const edge = createForwardingEdge({
    lookup,
    log: app.log,
    shopUrl: config.publicUrl ?? config.linkBaseUrl,
    shopName: config.shopName,
    requestTimeoutMs: config.requestTimeoutMs,
    acmeChallenges: tls?.challenges,
    onTlsWanted: (host) => tls?.want(host),
  });
  let port: number | null = null;
  try {
    port = await edge.listen(config.forwardingEdge.port, config.host);
  } catch (error) {
    app.log.warn(
      { err: error },
      `the forwarding edge could not listen on port ${config.forwardingEdge.port}; set FORWARDING_EDGE_PORT to another port or "off"`,
    );
    return { port: null, tlsPort: null, close: async () => {} };
  }
  let tlsPort: number | null = null;
  if (tls && tlsSettings) {
    try {
      tlsPort = await tls.listen(edge.handle, tlsSettings.port, config.host);
    } catch (error) {
      app.log.warn(
        { err: error },
        `the forwarding edge's HTTPS could not listen on port ${tlsSettings.port}; set FORWARDING_EDGE_TLS_PORT to another port`,
      );
      await tls.close();
      tls = null;
    }
  }
  return {
    port,
    tlsPort,
    close: async () => {
      await tls?.close();
      await edge.close();
    },
  };
}
