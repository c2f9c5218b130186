import type { DnsDiff, DnsRrsetChange } from '../../api/dns.contract';
import { rrsetKey, type Rrset } from '../records/rrset';
import { compareRrsets } from './rrset-order';

/**
 * What publishing `after` over `before` changes, RRset by RRset: added, changed (its records or
 * its TTL differ) and removed, each list in canonical order. The order of records inside an RRset
 * carries no meaning in DNS, so records are compared as sets and listed sorted.
 */
export function diffRrsets(before: Rrset[], after: Rrset[]): DnsDiff {
  const beforeByKey = new Map(before.map((rrset) => [rrsetKey(rrset), rrset]));
  const afterByKey = new Map(after.map((rrset) => [rrsetKey(rrset), rrset]));
  const diff: DnsDiff = { added: [], changed: [], removed: [] };

  for (const [key, next] of afterByKey) {
    const previous = beforeByKey.get(key);
    if (!previous) {
      diff.added.push(change(next, [], next.records));
    } else if (previous.ttl !== next.ttl || !sameRecords(previous.records, next.records)) {
      diff.changed.push(change(next, previous.records, next.records));
    }
  }
  for (const [key, previous] of beforeByKey) {
    if (!afterByKey.has(key)) diff.removed.push(change(previous, previous.records, []));
  }
  for (const list of [diff.added, diff.changed, diff.removed]) list.sort(compareRrsets);
  return diff;
}

function change(rrset: Rrset, before: string[], after: string[]): DnsRrsetChange {
  return { name: rrset.name, type: rrset.type.toUpperCase(), ttl: rrset.ttl, before: sorted(before), after: sorted(after) };
}

function sorted(records: string[]): string[] {
  return [...new Set(records)].sort();
}

function sameRecords(a: string[], b: string[]): boolean {
  const left = sorted(a);
  const right = sorted(b);
  return left.length === right.length && left.every((record, index) => record === right[index]);
}
