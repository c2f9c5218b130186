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
 * parking page; otherwise a URL record served now at that name (or a wildcard covering it) gives
 * its redirect or frame. Anything else is not forwarded (null: the edge says 404).
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
    if (zone.parkingPage) return relative === '@' || relative === 'www' ? { kind: 'parking', domainUtf8: toDisplayName(zone.domain) } : null;

    const now = deps.clock.now();
    const urls = (await deps.repository.records(zone.id)).map(storedToValues).filter((record) => record.type === 'URL' && isServedState(recordState(record, now)));
    const covers = (owner: string) => owner.startsWith('*.') && relative.endsWith(owner.slice(1)) && relative !== owner.slice(2);
    const record = urls.find((candidate) => candidate.name === relative) ?? urls.find((candidate) => covers(candidate.name));
    if (!record) return null;
    const p = record.parameters;
    const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
    const tls = p.tls === true;
    if (p.frame === true) {
      return { kind: 'frame', url: record.value, title: text('title'), metaDescription: text('meta_description'), metaKeywords: text('meta_keywords'), noframes: text('noframes'), tls } satisfies EdgeTarget;
    }
    const code = Number(p.redirect_code ?? 301);
    return { kind: 'redirect', url: record.value, code: (EDGE_REDIRECT_CODES as readonly number[]).includes(code) ? (code as EdgeRedirectCode) : 301, keepPath: p.keep_path !== false, tls };
  };
}
