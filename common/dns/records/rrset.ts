/**
 * An RRset as the DNS server serves it: every record of one owner name and type, one TTL
 * (RFC 2181 §5.2). Names are absolute A-label names with the trailing dot ("www.example.com.");
 * contents are RDATA in presentation format ("10 mail.example.com.", "\"v=spf1 -all\"").
 * The zone module turns the saved records into these; the DNS publisher sends them to PowerDNS.
 */
export interface Rrset {
  name: string;
  type: string;
  ttl: number;
  records: string[];
}

/** A stable key of an RRset, for diffs and reconciliation. */
export function rrsetKey(rrset: Pick<Rrset, 'name' | 'type'>): string {
  return `${rrset.name.toLowerCase()} ${rrset.type.toUpperCase()}`;
}
