import { DNS_TTL_DEFAULT } from '../records/record-shape';
import type { Rrset } from '../records/rrset';
import { compareRrsets } from './rrset-order';

/** The SOA timers the shop's DNS server uses for every zone (refresh, retry, expire, negative TTL). */
const SOA_TIMERS = '10800 3600 604800 3600';

/**
 * The zone as an RFC 1035 master file: $ORIGIN and $TTL, the SOA and NS the shop serves, then
 * the RRsets in canonical order, each line with its own TTL and class so that any tool reads it
 * the same. Owners are written relative to the origin; RDATA exactly as served.
 * SOA and apex NS in `rrsets` are left out: the shop's own take their place.
 */
export function exportZoneFile(zone: string, rrsets: Rrset[], soa: { serial: number; nameservers: string[] }): string {
  const origin = absolute(zone.trim().toLowerCase());
  const nameservers = soa.nameservers.map((host) => absolute(host.trim().toLowerCase()));
  if (nameservers.length === 0) throw new Error('exportZoneFile needs at least one nameserver for the SOA');
  const primary = nameservers[0]!;

  const rows: [owner: string, ttl: number, type: string, rdata: string][] = [
    ['@', DNS_TTL_DEFAULT, 'SOA', `${primary} hostmaster.${primary} ${soa.serial} ${SOA_TIMERS}`],
    ...nameservers.map((host): [string, number, string, string] => ['@', DNS_TTL_DEFAULT, 'NS', host]),
  ];
  const served = rrsets
    .filter((rrset) => {
      const type = rrset.type.toUpperCase();
      return type !== 'SOA' && !(type === 'NS' && absolute(rrset.name.toLowerCase()) === origin);
    })
    .sort(compareRrsets);
  for (const rrset of served) {
    const owner = relativeOwner(absolute(rrset.name.toLowerCase()), origin);
    for (const record of [...rrset.records].sort()) rows.push([owner, rrset.ttl, rrset.type.toUpperCase(), record]);
  }

  // Owners padded to one column (up to a point) so the file reads as a table.
  const width = Math.min(40, Math.max(...rows.map(([owner]) => owner.length))) + 1;
  const lines = [
    `; Zone ${origin} (serial ${soa.serial}), RFC 1035 master file format`,
    `$ORIGIN ${origin}`,
    `$TTL ${DNS_TTL_DEFAULT}`,
    ...rows.map(([owner, ttl, type, rdata]) => `${owner.padEnd(width)} ${String(ttl).padEnd(7)} IN ${type.padEnd(6)} ${rdata}`),
  ];
  return `${lines.join('\n')}\n`;
}

function absolute(name: string): string {
  return name.endsWith('.') ? name : `${name}.`;
}

function relativeOwner(owner: string, origin: string): string {
  if (owner === origin) return '@';
  if (owner.endsWith(`.${origin}`)) return owner.slice(0, -(origin.length + 1));
  return owner;
}
