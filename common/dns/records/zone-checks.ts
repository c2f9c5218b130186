import { APEX, displayHostName, displayOwnerName, isWildcardOwner, normalizeZone, relativeOwner } from './dns-names';
import { recordMessages, type RecordLanguage, type RecordMessages } from './messages';
import { recordRdata } from './record-rdata';
import type { DnsFieldErrors } from './record-shape';
import { RECORD_TYPE_RULES } from './record-types';
import type { NormalizedDnsRecord } from './validate-record';

export type ZoneRecord = NormalizedDnsRecord & { id: string };

/** When a record is served: from its start (or always) until its end (or forever). */
function span(record: ZoneRecord): [number, number] {
  return [
    record.active_from ? Date.parse(record.active_from) : -Infinity,
    record.active_until ? Date.parse(record.active_until) : Infinity,
  ];
}

/** The DNS owner a record occupies: MAILFW records are the apex's MX records. */
function occupiedOwner(record: ZoneRecord): string {
  return record.type === 'MAILFW' ? APEX : record.name;
}

function isBelow(owner: string, parent: string): boolean {
  return parent === APEX ? owner !== APEX : owner.endsWith(`.${parent}`);
}

const ADDRESS_TYPES = new Set(['A', 'AAAA']);

class ZoneErrors {
  readonly byId: Record<string, DnsFieldErrors> = {};
  add(record: ZoneRecord, field: string, message: string): void {
    const errors = (this.byId[record.id] ??= {});
    errors[field] ??= message;
  }
}

type PairVisitor = (a: ZoneRecord, b: ZoneRecord) => void;

/**
 * The rules between the records at one owner name. Records are compared pairwise only within the
 * types a rule concerns (a name may hold hundreds of TXT records), and only when they are served
 * at some common moment: an A record that ends when a CNAME starts does not clash with it.
 * Both records of a clash get the error: the validate call looks only at the record being
 * edited, which may come before or after the other one.
 */
function checkOwnerGroup(group: ZoneRecord[], m: RecordMessages, out: ZoneErrors, rdata: (record: ZoneRecord) => string): void {
  const spans = new Map(group.map((record) => [record, span(record)]));
  const overlap = (a: ZoneRecord, b: ZoneRecord) => {
    const [startA, endA] = spans.get(a)!;
    const [startB, endB] = spans.get(b)!;
    return startA < endB && startB < endA;
  };
  /** Each pair within `left` once, or each pair of `left` × `right`, served together. */
  const pairs = (left: ZoneRecord[], right: ZoneRecord[] | null, visit: PairVisitor) => {
    for (let i = 0; i < left.length; i += 1) {
      const others = right ?? left.slice(i + 1);
      for (const other of others) if (other !== left[i] && overlap(left[i], other)) visit(left[i], other);
    }
  };
  const both =
    (field: string, message: (a: ZoneRecord, b: ZoneRecord) => string): PairVisitor =>
    (a, b) => {
      out.add(a, field, message(b, a));
      out.add(b, field, message(a, b));
    };

  const byType = new Map<string, ZoneRecord[]>();
  for (const record of group) {
    const list = byType.get(record.type);
    if (list) list.push(record);
    else byType.set(record.type, [record]);
  }
  const of = (...types: string[]) => types.flatMap((type) => byType.get(type) ?? []);

  const cnames = of('CNAME');
  if (cnames.length > 0) {
    pairs(
      cnames,
      group.filter((record) => record.type !== 'CNAME'),
      (cname, other) => {
        out.add(cname, 'name', m.cnameShared);
        out.add(other, 'name', m.sharedWithCname);
      },
    );
  }
  const single: [string, string][] = [
    ['CNAME', m.oneCname],
    ['DNAME', m.oneDname],
    ['ALIAS', m.oneAlias],
    ['URL', m.oneUrl],
  ];
  for (const [type, message] of single)
    pairs(
      of(type),
      null,
      both('name', () => message),
    );
  pairs(of('URL'), of('A', 'AAAA', 'ALIAS'), (url, other) => {
    out.add(url, 'name', m.urlClash);
    out.add(other, 'name', m.clashWithUrl(other.type));
  });
  pairs(of('ALIAS'), of('A', 'AAAA'), (alias, other) => {
    out.add(alias, 'name', m.aliasWithAddress);
    out.add(other, 'name', m.addressWithAlias(other.type));
  });
  pairs(of('MAILFW'), of('MX'), (mailfw, mx) => {
    out.add(mailfw, 'name', m.mailfwMxClash);
    out.add(mx, 'name', m.mxMailfwClash);
  });

  for (const [type, list] of byType) {
    if (list.length < 2 || single.some(([singleType]) => singleType === type)) continue;
    // The same data twice (MAILFW: the same local part to the same address).
    const byData = new Map<string, ZoneRecord[]>();
    for (const record of list) {
      const key = type === 'MAILFW' ? `${record.name} ${record.value.toLowerCase()}` : rdata(record);
      byData.set(key, [...(byData.get(key) ?? []), record]);
    }
    for (const same of byData.values())
      if (same.length > 1)
        pairs(
          same,
          null,
          both('value', () => m.duplicate),
        );
    // One TTL per RRset (RFC 2181 §5.2); MAILFW records become one MX set whose TTL the shop picks.
    if (type !== 'MAILFW' && new Set(list.map((record) => record.ttl)).size > 1) {
      pairs(list, null, (a, b) => {
        if (a.ttl !== b.ttl) both('ttl', (other) => m.ttlMismatch(type, other.ttl))(a, b);
      });
    }
    if (type === 'MX')
      pairs(
        list.filter((record) => record.value === '.'),
        list,
        (nullMx) => out.add(nullMx, 'value', m.nullMxNotAlone),
      );
    if (type === 'SVCB' || type === 'HTTPS') {
      pairs(list, null, (a, b) => {
        const aliasA = a.parameters.priority === 0;
        const aliasB = b.parameters.priority === 0;
        if (aliasA !== aliasB) both('parameters.priority', () => m.svcbMixedModes)(a, b);
        else if (aliasA) both('parameters.priority', () => m.svcbOneAlias)(a, b);
      });
    }
  }
}

/**
 * The rules between the records of one zone (domain-rules §3): CNAME alone at its name, one
 * CNAME/DNAME/ALIAS/URL per name, URL and ALIAS instead of the name's own addresses, MAILFW
 * instead of the apex's MX, MX/SRV/NS targets that are no CNAME of this zone, one TTL per RRset,
 * no duplicates, nothing hidden below a DNAME or a delegation. Records served at different
 * times do not clash. Errors are keyed by record id, then field.
 */
export function checkZoneRecords(
  records: readonly ZoneRecord[],
  zone: string,
  language: RecordLanguage,
  options: ZoneCheckOptions = {},
): Record<string, DnsFieldErrors> {
  const m = recordMessages(language);
  const apex = normalizeZone(zone);
  const out = new ZoneErrors();

  // Each record's RDATA once: a zone may hold hundreds of records at one name, compared pairwise.
  const rdataCache = new Map<ZoneRecord, string>();
  const rdata = (record: ZoneRecord) => {
    let text = rdataCache.get(record);
    if (text === undefined) rdataCache.set(record, (text = recordRdata(record, apex)));
    return text;
  };

  const byOwner = new Map<string, ZoneRecord[]>();
  for (const record of records) {
    const owner = occupiedOwner(record);
    const group = byOwner.get(owner);
    if (group) group.push(record);
    else byOwner.set(owner, [record]);
    if (record.type !== 'MAILFW') {
      const problem = RECORD_TYPE_RULES[record.type].checkOwner?.(record.name, m);
      if (problem) out.add(record, 'name', problem);
    }
  }

  for (const group of byOwner.values()) checkOwnerGroup(group, m, out, rdata);

  const cnameOwners = new Set(records.filter((record) => record.type === 'CNAME').map((record) => record.name));
  for (const record of records) {
    if (!['MX', 'SRV', 'NS'].includes(record.type) || record.value === '.') continue;
    const target = relativeOwner(record.value, apex);
    if (target !== null && cnameOwners.has(target)) out.add(record, 'value', m.targetIsCname(displayHostName(record.value)));
  }

  // In-zone nameservers of a delegation are only found through glue (RFC 1034 §4.2.1).
  const addressOwners = new Set(records.filter((record) => ADDRESS_TYPES.has(record.type)).map((record) => record.name));
  for (const record of records) {
    if (record.type !== 'NS' || record.name === APEX) continue;
    const target = relativeOwner(record.value, apex);
    const inside = target !== null && (target === record.name || isBelow(target, record.name));
    if (inside && !addressOwners.has(target)) out.add(record, 'value', m.nsNeedsGlue(displayHostName(record.value)));
  }

  const dnames = records.filter((record) => record.type === 'DNAME').map((record) => record.name);
  const delegations = [...new Set(records.filter((record) => record.type === 'NS' && record.name !== APEX).map((record) => record.name))];
  for (const record of records) {
    const owner = occupiedOwner(record);
    const dname = dnames.find((parent) => isBelow(owner, parent));
    if (dname !== undefined) out.add(record, 'name', m.hiddenByDname(displayOwnerName(dname)));
    const cut = delegations.find((parent) =>
      owner === parent ? !['NS', 'A', 'AAAA'].includes(record.type) : isBelow(owner, parent) && !ADDRESS_TYPES.has(record.type),
    );
    if (cut !== undefined) out.add(record, 'name', m.belowDelegation(displayOwnerName(cut)));
  }
  if (options.certificateIssuer) checkUrlCertificates(records, options.certificateIssuer, m, out);
  return out.byId;
}

export interface ZoneCheckOptions {
  /**
   * The CAA issuer domain of the certificate authority the forwarding edge gets its certificates
   * from ("letsencrypt.org"); with it, a URL record with TLS is refused where the zone's CAA
   * records would not let that authority issue.
   */
  certificateIssuer?: string;
}

/** The parent of a relative owner ("a.b" → "b", "b" → "@"). */
function parentOwner(owner: string): string | null {
  if (owner === APEX) return null;
  const dot = owner.indexOf('.');
  return dot < 0 ? APEX : owner.slice(dot + 1);
}

/**
 * RFC 8659 §3: the CAA records that govern a name are those of the closest name at or above it
 * that has any; among them `issuewild` decides for a wildcard when present, `issue` otherwise;
 * without either any authority may issue.
 */
function checkUrlCertificates(records: readonly ZoneRecord[], issuer: string, m: RecordMessages, out: ZoneErrors): void {
  const caaByOwner = new Map<string, ZoneRecord[]>();
  for (const record of records) if (record.type === 'CAA') caaByOwner.set(record.name, [...(caaByOwner.get(record.name) ?? []), record]);
  if (caaByOwner.size === 0) return;
  const wanted = issuer.toLowerCase().replace(/\.$/, '');
  for (const record of records) {
    if (record.type !== 'URL' || record.parameters.tls !== true) continue;
    let owner: string | null = record.name;
    while (owner !== null && !caaByOwner.has(owner)) owner = parentOwner(owner);
    if (owner === null) continue;
    const set = caaByOwner.get(owner)!;
    const tagged = (tag: string) => set.filter((caa) => caa.parameters.tag === tag);
    const governing = isWildcardOwner(record.name) && tagged('issuewild').length > 0 ? tagged('issuewild') : tagged('issue');
    if (governing.length === 0) continue;
    const allowed = governing.some((caa) => caa.value.split(';')[0].trim().toLowerCase().replace(/\.$/, '') === wanted);
    if (!allowed) out.add(record, 'parameters.tls', m.caaForbidsCertificate(wanted));
  }
}
