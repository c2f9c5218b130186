import { z } from 'zod';

/**
 * FORWARDING_EDGE_PORT for server/config.ts: the port of the forwarding edge (createForwardingEdge),
 * where the A and AAAA records of forwarded and parked names point. 0 takes a free port, "off"
 * starts no edge. In production a proxy or firewall maps port 80 to it.
 */
export const FORWARDING_EDGE_PORT_DEFAULT = 8088;
export const forwardingEdgePortSchema = z
  .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])
  .default(FORWARDING_EDGE_PORT_DEFAULT);
