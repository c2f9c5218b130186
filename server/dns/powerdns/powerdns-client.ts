import { rrsetKey, type Rrset } from '@common/dns/records/rrset';
import { DnsServerError, type DnsPublisher } from '../dns-publisher';
import { createPowerDnsApi, type PdnsRrset, type PdnsZone } from './powerdns-api';
import { canonicalContent } from './powerdns-canonical';

export interface PowerDnsPublisherOptions {
  apiUrl: string;
  apiKey: string;
  /** The shop's nameservers, put as the apex NS of every zone it creates. */
  nameservers: string[];
  timeoutMs?: number;
}

/**
 * Signing algorithm of new keys: ECDSA P-256 (13), which RFC 8624 recommends and every validating
 * resolver supports; one combined signing key (CSK) keeps a single DS at the registry.
 */
const SIGNING_ALGORITHM = 'ECDSAP256SHA256';
/** DS digest types handed to registries: SHA-256 and SHA-384. SHA-1 (1) must no longer be used (RFC 8624 §3.3). */
const DS_DIGEST_TYPES = new Set(['2', '4']);

/**
 * The DnsPublisher over PowerDNS's HTTP API. The shop's RRsets are the truth: a publish replaces
 * what differs and deletes what the shop no longer has; SOA and apex NS belong to PowerDNS and
 * the shop's nameserver list and are never touched.
 */
export function createPowerDnsPublisher(options: PowerDnsPublisherOptions): DnsPublisher {
  let lastFailure: string | null = null;
  const api = createPowerDnsApi({
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
    onOutcome: ({ reachable, error }) => {
      lastFailure = reachable ? null : error;
    },
  });
  const nameservers = options.nameservers.map(absolute);

  async function requireZone(name: string): Promise<PdnsZone> {
    const zone = await api.getZone(name);
    if (!zone) throw new DnsServerError('refused', `PowerDNS does not have the zone ${name}`, 'Not Found', 404);
    return zone;
  }

  async function setDnssec(name: string, on: boolean): Promise<void> {
    const keys = await api.cryptokeys(name);
    if (on) {
      if (keys.some((key) => key.active)) return;
      await api.addCryptokey(name, { keytype: 'csk', algorithm: SIGNING_ALGORITHM });
    } else {
      for (const key of keys) await api.deleteCryptokey(name, key.id);
    }
    // Signing adds NSEC chains and auth flags; unsigning leaves stale ones. Either way they are redone.
    await api.rectify(name);
  }

  return {
    status() {
      return lastFailure === null
        ? { serving: true, reason: null }
        : { serving: false, reason: `PowerDNS at ${options.apiUrl} did not answer: ${lastFailure}` };
    },

    async publishZone(zone) {
      const name = zoneName(zone.name);
      const wanted = zone.rrsets.filter((rrset) => !isApexOwned(rrset, name)).map(normalizeRrset);
      const current = await api.getZone(name);
      if (!current) {
        try {
          const created = await api.createZone({
            name,
            nameservers,
            dnssec: zone.dnssec,
            rrsets: wanted.map((rrset) => toPdns(rrset, 'REPLACE')),
          });
          return { serial: created.serial };
        } catch (error) {
          // Another push created it in the meantime (409): fall through and bring it in line.
          if (!(error instanceof DnsServerError && error.httpStatus === 409)) throw error;
        }
      }
      const existing = current ?? (await requireZone(name));
      const changes = diffRrsets(servedRrsets(existing, name), wanted);
      if (changes.length > 0) await api.patchRrsets(name, changes);
      if (existing.dnssec !== zone.dnssec) await setDnssec(name, zone.dnssec);
      if (changes.length === 0) return { serial: existing.serial };
      return { serial: (await requireZone(name)).serial };
    },

    async removeZone(name) {
      await api.deleteZone(zoneName(name));
    },

    async listZones() {
      const zones = await api.listZones();
      return zones.map((zone) => ({ name: zone.name, serial: zone.serial })).sort((a, b) => a.name.localeCompare(b.name));
    },

    async zoneRrsets(name) {
      const zoneNameAbs = zoneName(name);
      const zone = await api.getZone(zoneNameAbs);
      return zone ? servedRrsets(zone, zoneNameAbs) : null;
    },

    async setDnssec(name, on) {
      const zoneNameAbs = zoneName(name);
      await requireZone(zoneNameAbs);
      await setDnssec(zoneNameAbs, on);
    },

    async dnssecKeys(name) {
      const keys = (await api.cryptokeys(zoneName(name))).filter((key) => key.active && key.published);
      const ds = keys
        .filter((key) => key.keytype !== 'zsk')
        .flatMap((key) => key.ds ?? [])
        .filter((line) => DS_DIGEST_TYPES.has(line.split(/\s+/)[2] ?? ''));
      return { ds, dnskey: keys.map((key) => key.dnskey) };
    },
  };
}

/** The REPLACE and DELETE changes that turn `served` into `wanted`; RRsets already equal are left alone (no serial bump). */
export function diffRrsets(served: Rrset[], wanted: Rrset[]): PdnsRrset[] {
  const servedByKey = new Map(served.map((rrset) => [rrsetKey(rrset), rrset]));
  const wantedKeys = new Set(wanted.map(rrsetKey));
  const changes: PdnsRrset[] = [];
  // Deletions first: PowerDNS checks each RRset against the zone as it goes, so an A at www
  // must be gone before a CNAME there is accepted.
  for (const rrset of served) {
    if (!wantedKeys.has(rrsetKey(rrset)))
      changes.push({ name: rrset.name, type: rrset.type, ttl: rrset.ttl, records: [], changetype: 'DELETE' });
  }
  for (const rrset of wanted) {
    const before = servedByKey.get(rrsetKey(rrset));
    if (!before || !sameRrset(before, rrset)) changes.push(toPdns(rrset, 'REPLACE'));
  }
  return changes;
}

function sameRrset(a: Rrset, b: Rrset): boolean {
  return a.ttl === b.ttl && a.records.length === b.records.length && a.records.every((content, index) => content === b.records[index]);
}

/** What the shop owns of a zone: everything but the SOA and the apex NS, with records sorted so diffs are stable. */
function servedRrsets(zone: PdnsZone, name: string): Rrset[] {
  return zone.rrsets
    .filter((rrset) => !isApexOwned(rrset, name))
    .map((rrset) =>
      normalizeRrset({
        name: rrset.name,
        type: rrset.type,
        ttl: rrset.ttl,
        records: rrset.records.filter((record) => !record.disabled).map((record) => record.content),
      }),
    )
    .filter((rrset) => rrset.records.length > 0)
    .sort((a, b) => rrsetKey(a).localeCompare(rrsetKey(b)));
}

function isApexOwned(rrset: Pick<Rrset, 'name' | 'type'>, zone: string): boolean {
  const type = rrset.type.toUpperCase();
  return type === 'SOA' || (type === 'NS' && rrset.name.toLowerCase() === zone);
}

/** Owner in lower case, contents as PowerDNS prints them, duplicates dropped, sorted: so equal RRsets compare equal. */
function normalizeRrset(rrset: Rrset): Rrset {
  const type = rrset.type.toUpperCase();
  return {
    name: absolute(rrset.name.toLowerCase()),
    type,
    ttl: rrset.ttl,
    records: [...new Set(rrset.records.map((content) => canonicalContent(type, content)))].sort(),
  };
}

function toPdns(rrset: Rrset, changetype: 'REPLACE' | 'DELETE'): PdnsRrset {
  return {
    name: rrset.name,
    type: rrset.type,
    ttl: rrset.ttl,
    changetype,
    records: rrset.records.map((content) => ({ content, disabled: false })),
  };
}

function zoneName(name: string): string {
  return absolute(name.toLowerCase());
}

function absolute(name: string): string {
  return name.endsWith('.') ? name : `${name}.`;
}
