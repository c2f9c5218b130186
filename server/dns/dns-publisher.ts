import type { Rrset } from '@common/dns/records/rrset';

/**
 * What the shop needs from the DNS server that answers its customers' zones. The shop's database
 * is the source of truth (decision 032); a publisher only mirrors it, so every method is safe to
 * repeat and a durable job may retry it after a DnsServerError.
 */
export interface DnsPublisher {
  /** Serving when a DNS server is configured and answered last time; otherwise not, with a reason. */
  status(): { serving: boolean; reason: string | null };
  /**
   * Creates the zone if missing (the shop's nameservers as apex NS, soa_edit_api DEFAULT so the
   * serial rises on every change) and makes its RRsets exactly `rrsets`: changed ones replaced,
   * stale ones deleted; SOA and apex NS are never touched. Answers the SOA serial now served.
   */
  publishZone(zone: { name: string; rrsets: Rrset[]; dnssec: boolean }): Promise<{ serial: number }>;
  /** Deletes the zone; a zone that does not exist is not an error. */
  removeZone(name: string): Promise<void>;
  listZones(): Promise<{ name: string; serial: number }[]>;
  /** The RRsets served now (without SOA and apex NS), or null if the zone does not exist — for reconciliation. */
  zoneRrsets(name: string): Promise<Rrset[] | null>;
  /** Signs the zone (one combined signing key) or removes its keys. */
  setDnssec(name: string, on: boolean): Promise<void>;
  /** The DS lines (for the registry) and DNSKEY lines of a signed zone; empty when unsigned. */
  dnssecKeys(name: string): Promise<{ ds: string[]; dnskey: string[] }>;
}

/**
 * A DNS server that did not do what was asked. `unreachable`: no answer (down, restarting, timed
 * out) — retry later. `refused`: it answered with an error, whose message it gave is kept in
 * `serverMessage` (a bad record, an unknown zone); `not_served`: no DNS server is configured.
 */
export class DnsServerError extends Error {
  constructor(
    public readonly kind: 'unreachable' | 'refused' | 'not_served',
    message: string,
    public readonly serverMessage: string | null = null,
    public readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'DnsServerError';
  }

  /**
   * Unreachable servers come back, and so may one that failed inside (HTTP 5xx, e.g. its database
   * busy); a refusal of the request itself repeats until the data or configuration changes.
   */
  get transient(): boolean {
    return this.kind === 'unreachable' || (this.kind === 'refused' && (this.httpStatus ?? 0) >= 500);
  }
}

/**
 * The publisher when no DNS server is configured or the managed one could not start: zones are
 * still kept in the shop's database, and each call says why they are not served.
 */
export function notServedPublisher(reason: string): DnsPublisher {
  const refuse = (): never => {
    throw new DnsServerError('not_served', `DNS zones are kept but not served: ${reason}`);
  };
  return {
    status: () => ({ serving: false, reason }),
    publishZone: async () => refuse(),
    removeZone: async () => refuse(),
    listZones: async () => refuse(),
    zoneRrsets: async () => refuse(),
    setDnssec: async () => refuse(),
    dnssecKeys: async () => refuse(),
  };
}
