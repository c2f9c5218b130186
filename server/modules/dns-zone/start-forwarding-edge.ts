import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createForwardingEdge } from '../../dns/forwarding-edge/forwarding-edge';
import { createDnsZoneRepository } from './dns-zone.repository';
import { createEdgeLookup } from './edge-lookup';

/**
 * Starts the forwarding edge beside the app (FORWARDING_EDGE_PORT), answering from the shop's
 * zones. Like WHOIS it is a side service: a port that is taken is logged, and the shop runs on.
 */
export async function startForwardingEdge(app: FastifyInstance, config: Config): Promise<{ port: number | null; close(): Promise<void> }> {
  if (!config.forwardingEdge) return { port: null, close: async () => {} };
  const lookup = createEdgeLookup({ repository: createDnsZoneRepository(app.services.database.db), clock: app.services.clock });
  const edge = createForwardingEdge({ lookup, log: app.log, shopUrl: config.publicUrl ?? config.linkBaseUrl, requestTimeoutMs: config.requestTimeoutMs });
  try {
    const port = await edge.listen(config.forwardingEdge.port, config.host);
    return { port, close: () => edge.close() };
  } catch (error) {
    app.log.warn({ err: error }, `the forwarding edge could not listen on port ${config.forwardingEdge.port}; set FORWARDING_EDGE_PORT to another port or "off"`);
    return { port: null, close: async () => {} };
  }
}
