import { normalizeZone, ownerFqdn } from './dns-names';
import { recordRdata } from './record-rdata';
import { isServedState, recordState } from './record-state';
import type { Rrset } from './rrset';
import type { NormalizedDnsRecord } from './validate-record';

/** TTL of the parking answers: short, so that switching parking off shows soon. */
export const PARKING_TTL = 3_600;

export interface ZoneServeOptions {
  /** Parking page on: only the apex and www are answered, with the edge's addresses. */
  parking: boolean;
  /** The forwarding edge (URL records, parking page). */
  edgeAddresses: { v4: string[]; v6: string[] };
  /** The shop's mail relay, in order of preference (MAILFW records). */
  mailRelayHosts: string[];
  /** Whether a MAILFW destination has confirmed; without it no MAILFW is served. */
  mailfwConfirmed?: (destination: string) => boolean;
}

/**
 * The RRsets a zone answers at `now`: the records served at that moment, with URL records turned
 * into the forwarding edge's A/AAAA records and confirmed MAILFW records into MX records of the
 * shop's relay at the apex (priority 10, 20, …). SOA and the apex NS records are not included;
 * the publisher adds them. Names are absolute with the final dot, record contents sorted, so the
 * same zone always gives the same RRsets.
 */
export function zoneToRrsets(zone: string, records: readonly NormalizedDnsRecord[], now: Date, options: ZoneServeOptions): Rrset[] {
  const apex = normalizeZone(zone);
  const sets = new Map<string, Rrset>();
  const add = (owner: string, type: string, ttl: number, content: string) => {
    const name = `${ownerFqdn(owner, apex)}.`;
    const key = `${name} ${type}`;
    const set = sets.get(key) ?? { name, type, ttl, records: [] };
    // One TTL per RRset (RFC 2181 §5.2): the zone checks keep them equal; should they differ, the shortest wins.
    set.ttl = Math.min(set.ttl, ttl);
    if (!set.records.includes(content)) set.records.push(content);
    sets.set(key, set);
  };
  const addEdge = (owner: string, ttl: number) => {
    for (const address of options.edgeAddresses.v4) add(owner, 'A', ttl, address);
    for (const address of options.edgeAddresses.v6) add(owner, 'AAAA', ttl, address);
  };

  if (options.parking) {
    addEdge('@', PARKING_TTL);
    addEdge('www', PARKING_TTL);
  } else {
    let mailfwTtl: number | null = null;
    for (const record of records) {
      const confirmed = record.type === 'MAILFW' ? (options.mailfwConfirmed?.(record.value) ?? false) : undefined;
      if (!isServedState(recordState(record, now, { mailfwConfirmed: confirmed }))) continue;
      if (record.type === 'URL') addEdge(record.name, record.ttl);
      else if (record.type === 'MAILFW') mailfwTtl = Math.min(mailfwTtl ?? record.ttl, record.ttl);
      else add(record.name, record.type, record.ttl, recordRdata(record, apex));
    }
    if (mailfwTtl !== null) {
      options.mailRelayHosts.forEach((host, index) => add('@', 'MX', mailfwTtl!, `${(index + 1) * 10} ${host.replace(/\.$/, '')}.`));
    }
  }

  return [...sets.values()]
    .map((set) => ({ ...set, records: [...set.records].sort() }))
    .sort((a, b) => (a.name === b.name ? a.type.localeCompare(b.type) : a.name.localeCompare(b.name)));
}
