import { isServedState, recordState } from '@common/dns/records/record-state';
import { toDisplayName } from '@common/domain/domain-name';
import type { EdgeLookup, EdgeRedirectCode, EdgeTarget } from '../../dns/forwarding-edge/edge-target';
import { EDGE_REDIRECT_CODES } from '../../dns/forwarding-edge/edge-target';
import type { Clock } from '../../lib/clock';
import { storedToValues } from './dns-zone-records';
import type { DnsZoneRepository } from './dns-zone.repository';

/**
 * What the forwarding edge answers for a host (issue 16 item 7), read from the shop's zones — the
 * same truth the DNS server is pushed from: with the parking page on, the apex and www answer the
 * parking page; otherwise a URL record served now at that name (or the wildcard DNS answers it
 * with) gives its redirect or frame. Anything else is not forwarded (null: the edge says 404).
 */
export function createEdgeLookup(deps: { repository: Pick<DnsZoneRepository, 'findLongest' | 'records'>; clock: Clock }): EdgeLookup {
  return async (host) => {
    const labels = host.split('.');
    // The zone is the longest parent of the host the shop keeps (names are registered at the second level or below a public suffix).
    // One query for all of them: a Host of a hundred labels must not cost a hundred.
    const parents = labels.slice(0, -1).map((_, start) => labels.slice(start).join('.'));
    const zone = await deps.repository.findLongest(parents);
    if (!zone) return null;
    const relative = host === zone.domain ? '@' : host.slice(0, -(zone.domain.length + 1));
    if (zone.parkingPage)
      return relative === '@' || relative === 'www' ? { kind: 'parking', domainUtf8: toDisplayName(zone.domain) } : null;

    const now = deps.clock.now();
    const served = (await deps.repository.records(zone.id)).map(storedToValues).filter((record) => isServedState(recordState(record, now)));
    // A MAILFW record is served as MX at the apex, whatever its name; every other record at its own.
    const owner = answeringOwner(
      relative,
      served.filter((record) => record.type !== 'MAILFW').map((record) => record.name),
    );
    const record = served.find((candidate) => candidate.type === 'URL' && candidate.name === owner);
    if (!record) return null;
    const p = record.parameters;
    const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
    const tls = p.tls === true;
    if (p.frame === true) {
      return {
        kind: 'frame',
        url: record.value,
        keepPath: p.keep_path !== false,
        title: text('title'),
        metaDescription: text('meta_description'),
        metaKeywords: text('meta_keywords'),
        noframes: text('noframes'),
        tls,
      } satisfies EdgeTarget;
    }
    const code = Number(p.redirect_code ?? 301);
    return {
      kind: 'redirect',
      url: record.value,
      code: (EDGE_REDIRECT_CODES as readonly number[]).includes(code) ? (code as EdgeRedirectCode) : 301,
      keepPath: p.keep_path !== false,
      tls,
    };
  };
}

/**
 * The owner name whose records DNS answers for `relative` (RFC 4592 §4.1), so the edge forwards
 * exactly the names that DNS sends to it: the name itself when it exists (it has records, or is
 * an empty non-terminal above some), otherwise the wildcard at its closest encloser — `*` when
 * that is the apex. A wildcard never covers a name that exists, nor names below one.
 */
export function answeringOwner(relative: string, owners: readonly string[]): string {
  const existing = new Set<string>(['@']);
  for (const owner of owners) {
    if (owner === '@') continue;
    const labels = owner.split('.');
    labels.forEach((_, start) => existing.add(labels.slice(start).join('.')));
  }
  if (existing.has(relative)) return relative;
  let encloser = relative;
  while (!existing.has(encloser)) {
    const dot = encloser.indexOf('.');
    encloser = dot === -1 ? '@' : encloser.slice(dot + 1);
  }
  return encloser === '@' ? '*' : `*.${encloser}`;
}
