import { APEX, displayHostName, displayOwnerName, normalizeZone, relativeOwner } from './dns-names';
import { recordMessages, type RecordLanguage, type RecordMessages } from './messages';
import { recordRdata } from './record-rdata';
import type { DnsFieldErrors } from './record-shape';
import { RECORD_TYPE_RULES } from './record-types';
import type { NormalizedDnsRecord } from './validate-record';

export type ZoneRecord = NormalizedDnsRecord & { id: string };

/** Two records can clash only when they are served at the same time (a CNAME may follow an A record that ends). */
function overlap(a: ZoneRecord, b: ZoneRecord): boolean {
  const start = (record: ZoneRecord) => (record.active_from ? Date.parse(record.active_from) : -Infinity);
  const end = (record: ZoneRecord) => (record.active_until ? Date.parse(record.active_until) : Infinity);
  return start(a) < end(b) && start(b) < end(a);
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

/** Rules between two records at one owner name, each pair seen once. */
function checkPair(a: ZoneRecord, b: ZoneRecord, m: RecordMessages, out: ZoneErrors): void {
  const pair = (typeA: string, typeB: string) => a.type === typeA && b.type === typeB;
  const either = (typeA: string, test: (other: ZoneRecord) => boolean, act: (one: ZoneRecord, other: ZoneRecord) => void) => {
    if (a.type === typeA && test(b)) act(a, b);
    else if (b.type === typeA && test(a)) act(b, a);
  };

  if (a.type === b.type) {
    // Both records get the error: the validate call looks only at the record being edited, which
    // may come before or after the other one.
    const single: Record<string, string> = { CNAME: m.oneCname, DNAME: m.oneDname, ALIAS: m.oneAlias, URL: m.oneUrl };
    if (single[a.type]) {
      out.add(a, 'name', single[a.type]);
      out.add(b, 'name', single[a.type]);
      return;
    }
    if (a.type === 'MAILFW' ? a.name === b.name && a.value.toLowerCase() === b.value.toLowerCase() : recordRdata(a, '.') === recordRdata(b, '.')) {
      out.add(a, 'value', m.duplicate);
      out.add(b, 'value', m.duplicate);
      return;
    }
    if (a.type !== 'MAILFW' && a.ttl !== b.ttl) {
      out.add(a, 'ttl', m.ttlMismatch(a.type, b.ttl));
      out.add(b, 'ttl', m.ttlMismatch(a.type, a.ttl));
    }
    if (a.type === 'MX') {
      if (a.value === '.') out.add(a, 'value', m.nullMxNotAlone);
      if (b.value === '.') out.add(b, 'value', m.nullMxNotAlone);
    }
    if (a.type === 'SVCB' || a.type === 'HTTPS') {
      const aliasA = a.parameters.priority === 0;
      const aliasB = b.parameters.priority === 0;
      const message = aliasA !== aliasB ? m.svcbMixedModes : aliasA ? m.svcbOneAlias : null;
      if (message) {
        out.add(a, 'parameters.priority', message);
        out.add(b, 'parameters.priority', message);
      }
    }
    return;
  }

  either('CNAME', () => true, (cname, other) => {
    out.add(cname, 'name', m.cnameShared);
    out.add(other, 'name', m.sharedWithCname);
  });
  if (a.type === 'CNAME' || b.type === 'CNAME') return;
  either('URL', (other) => ['A', 'AAAA', 'ALIAS'].includes(other.type), (url, other) => {
    out.add(url, 'name', m.urlClash);
    out.add(other, 'name', m.clashWithUrl(other.type));
  });
  either('ALIAS', (other) => ADDRESS_TYPES.has(other.type), (alias, other) => {
    out.add(alias, 'name', m.aliasWithAddress);
    out.add(other, 'name', m.addressWithAlias(other.type));
  });
  if (pair('MAILFW', 'MX') || pair('MX', 'MAILFW')) {
    const [mailfw, mx] = a.type === 'MAILFW' ? [a, b] : [b, a];
    out.add(mailfw, 'name', m.mailfwMxClash);
    out.add(mx, 'name', m.mxMailfwClash);
  }
}

/**
 * The rules between the records of one zone (domain-rules §3): CNAME alone at its name, one
 * CNAME/DNAME/ALIAS/URL per name, URL and ALIAS instead of the name's own addresses, MAILFW
 * instead of the apex's MX, MX/SRV/NS targets that are no CNAME of this zone, one TTL per RRset,
 * no duplicates, nothing hidden below a DNAME or a delegation. Records served at different
 * times do not clash. Errors are keyed by record id, then field.
 */
export function checkZoneRecords(records: readonly ZoneRecord[], zone: string, language: RecordLanguage): Record<string, DnsFieldErrors> {
  const m = recordMessages(language);
  const apex = normalizeZone(zone);
  const out = new ZoneErrors();

  const byOwner = new Map<string, ZoneRecord[]>();
  for (const record of records) {
    const owner = occupiedOwner(record);
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), record]);
    if (record.type !== 'MAILFW') {
      const problem = RECORD_TYPE_RULES[record.type].checkOwner?.(record.name, m);
      if (problem) out.add(record, 'name', problem);
    }
  }

  for (const group of byOwner.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        // MAILFW and MX only meet at the apex; two MAILFW meet only with the same local part.
        const a = group[i];
        const b = group[j];
        if (overlap(a, b)) checkPair(a, b, m, out);
      }
    }
  }

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
    const cut = delegations.find((parent) => (owner === parent ? !['NS', 'A', 'AAAA'].includes(record.type) : isBelow(owner, parent) && !ADDRESS_TYPES.has(record.type)));
    if (cut !== undefined) out.add(record, 'name', m.belowDelegation(displayOwnerName(cut)));
  }
  return out.byId;
}
