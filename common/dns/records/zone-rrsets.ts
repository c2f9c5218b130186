import { txtRdata } from './character-string';
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
  /**
   * The domain has an active mailbox of the shop (decision 042): the zone serves MX to the mail
   * host, SPF (`v=spf1 mx -all`) unless the customer has a v=spf1 TXT at the apex, the DKIM key at
   * `<selector>._domainkey` and a DMARC policy (`p=none`) unless the customer has one. The
   * customer's own MX and MAILFW records, refused while a mailbox exists, are not served then.
   */
  mailHosting?: { mxHost: string; dkim: { selector: string; publicKey: string } | null } | null;
}

/** TTL of the mail records a hosted mailbox adds to its domain's zone. */
export const MAIL_HOSTING_TTL = 3_600;

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
    const hosting = options.mailHosting ?? null;
    const served: NormalizedDnsRecord[] = [];
    for (const record of records) {
      const confirmed = record.type === 'MAILFW' ? (options.mailfwConfirmed?.(record.value) ?? false) : undefined;
      if (!isServedState(recordState(record, now, { mailfwConfirmed: confirmed }))) continue;
      if (hosting && (record.type === 'MX' || record.type === 'MAILFW')) continue;
      served.push(record);
      if (record.type === 'URL') addEdge(record.name, record.ttl);
      else if (record.type === 'MAILFW') mailfwTtl = Math.min(mailfwTtl ?? record.ttl, record.ttl);
      else add(record.name, record.type, record.ttl, recordRdata(record, apex));
    }
    if (mailfwTtl !== null) {
      options.mailRelayHosts.forEach((host, index) => add('@', 'MX', mailfwTtl!, `${(index + 1) * 10} ${host.replace(/\.$/, '')}.`));
    }
    if (hosting) addMailHosting(hosting, served, add);
  }

  return [...sets.values()]
    .map((set) => ({ ...set, records: [...set.records].sort() }))
    .sort((a, b) => (a.name === b.name ? a.type.localeCompare(b.type) : a.name.localeCompare(b.name)));
}

/** The mail records of a hosted mailbox's domain, leaving the customer's own SPF, DMARC and names alone. */
function addMailHosting(
  hosting: NonNullable<ZoneServeOptions['mailHosting']>,
  served: readonly NormalizedDnsRecord[],
  add: (owner: string, type: string, ttl: number, content: string) => void,
): void {
  const at = (name: string) => served.filter((record) => record.name.toLowerCase() === name);
  const startsWith = (record: NormalizedDnsRecord, prefix: string) =>
    record.type === 'TXT' && record.value.trim().replace(/^"/, '').toLowerCase().startsWith(prefix);
  add('@', 'MX', MAIL_HOSTING_TTL, `10 ${hosting.mxHost.replace(/\.$/, '')}.`);
  if (!at('@').some((record) => startsWith(record, 'v=spf1'))) add('@', 'TXT', MAIL_HOSTING_TTL, txtRdata('v=spf1 mx -all'));
  const dkimName = hosting.dkim ? `${hosting.dkim.selector}._domainkey` : null;
  if (hosting.dkim && dkimName && at(dkimName).length === 0)
    add(dkimName, 'TXT', MAIL_HOSTING_TTL, txtRdata(`v=DKIM1; k=rsa; p=${hosting.dkim.publicKey}`));
  if (at('_dmarc').length === 0) add('_dmarc', 'TXT', MAIL_HOSTING_TTL, txtRdata('v=DMARC1; p=none'));
}
