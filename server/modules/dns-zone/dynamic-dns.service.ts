import { checkZoneRecords, validateRecord } from '@common/dns/records/index';
import { DNS_RECORDS_MAX, type DnsRecordValues } from '@common/dns/records/record-shape';
import { parseIpLiteral, type IpVersion } from '@common/dns/ip-address';
import { parseDomainName } from '@common/domain/domain-name';
import type { DnsZoneRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { SecretBox } from '../../lib/secret-box';
import { safeEqual } from '../../lib/tokens';
import type { CustomerDomainService } from '../customer-domain/customer-domain.service';
import { storedToValues, valuesToStored } from './dns-zone-records';
import type { DnsZoneRepository } from './dns-zone.repository';
import type { createDynamicDnsRepository } from './dynamic-dns.repository';
import { PUSH_DNS_ZONE_JOB } from './dns-zone.service';

/** TTL of an address record dynamic DNS creates: short, since the address is expected to change. */
export const DDNS_TTL = 60;
/** Requests per client address in ten minutes (a shared NAT may carry several clients); refused ones count too. */
export const DDNS_PER_ADDRESS = 60;
/** Requests per username in ten minutes: a client updates when its address changes, not in a loop. */
export const DDNS_PER_USER = 10;
export const DDNS_WINDOW_MS = 10 * 60_000;
/** DynDNS2 lets one request name up to 20 hosts ("numhost" beyond). */
const MAX_HOSTS = 20;
/** Names whose zones cannot change (as the zone editor, spec §7). */
const FROZEN_STATUSES = new Set(['redemption', 'pending-delete', 'pending-transfer']);

export interface DynamicDnsRequest {
  /** The Authorization header as sent. */
  authorization: string | undefined;
  hostname: string | undefined;
  myip: string | undefined;
  /** The address the request came from: the default of `myip`. */
  clientAddress: string;
}

/** The answer: one DynDNS2 return code line per host, or one line for the whole request. */
export interface DynamicDnsAnswer {
  status: 200 | 401;
  lines: string[];
}

function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { username: decoded.slice(0, colon).toLowerCase(), password: decoded.slice(colon + 1) };
}

/**
 * Dynamic DNS (issue 16 item 6; decision 035): the DynDNS2 update protocol routers and ddclient
 * speak. The zone's dynamic-DNS username and password (basic auth) let the client set the A or
 * AAAA record of names in that zone to its address; each change is a new zone version saved by
 * no user and pushed by the push job, like an editor's save. Requests are counted per client
 * address (before the password is checked, so guessing is held too) and per username.
 */
export function createDynamicDnsService(deps: {
  zones: ReturnType<typeof createDynamicDnsRepository>;
  repository: Pick<DnsZoneRepository, 'byId' | 'records' | 'save'>;
  customerDomains: Pick<CustomerDomainService, 'nameStatus'>;
  secretBox: SecretBox;
  perAddress: RateLimiter;
  perUser: RateLimiter;
  wakeJobs: () => void;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { repository, clock } = deps;

  async function zoneOf(credentials: { username: string; password: string }): Promise<DnsZoneRow | null> {
    const zone = await deps.zones.zoneByUsername(credentials.username);
    const stored = zone?.ddnsPassword ? deps.secretBox.open(zone.ddnsPassword, `dns-zone:${zone.id}`) : null;
    // The same comparison whether or not the username exists, so the answer time tells nothing.
    const matches = safeEqual(credentials.password, stored ?? '\u0000no password');
    return zone && zone.ddnsActive && stored !== null && matches ? zone : null;
  }

  /** The owner name relative to the zone ("@", "home"), or null when the host is not in it. */
  function relativeName(zone: DnsZoneRow, host: string): string | null {
    if (host === zone.domain) return '@';
    return host.endsWith(`.${zone.domain}`) ? host.slice(0, -(zone.domain.length + 1)) : null;
  }

  /**
   * Sets the A (or AAAA) RRset at `name` to the one address, checked by the zone's rules and saved
   * as a new version; a zone changed by someone else meanwhile is read again.
   */
  async function setAddress(
    zoneId: number,
    name: string,
    address: { version: IpVersion; address: string },
  ): Promise<'good' | 'nochg' | 'nohost' | 'dnserr'> {
    const type = address.version === 'v4' ? 'A' : 'AAAA';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const zone = await repository.byId(zoneId);
      if (!zone) return 'nohost';
      const stored = (await repository.records(zone.id)).map(storedToValues);
      const here = stored.filter((record) => record.type === type && record.name === name);
      if (here.length === 1 && here[0].value === address.address && !here[0].active_from && !here[0].active_until) return 'nochg';
      // A new name would take the zone past its record limit, which the editor's save holds too (decision 033).
      if (here.length === 0 && stored.length >= DNS_RECORDS_MAX) return 'nohost';
      const record: DnsRecordValues = {
        type,
        name,
        value: address.address,
        ttl: here[0]?.ttl ?? DDNS_TTL,
        comments: here[0]?.comments ?? '',
        parameters: {},
      } as DnsRecordValues;
      const records = [...stored.filter((candidate) => !(candidate.type === type && candidate.name === name)), record];
      const checked: Array<DnsRecordValues & { id: string }> = [];
      for (const [position, candidate] of records.entries()) {
        const outcome = validateRecord(candidate, { zone: zone.domain, language: 'en' });
        if (!outcome.ok) return 'dnserr';
        checked.push({ ...outcome.record, id: candidate.id ?? `new-${position}` });
      }
      // A CNAME (or another record that excludes an address) at that name: the zone's rules refuse it.
      if (Object.keys(checkZoneRecords(checked, zone.domain, 'en')).length > 0) return 'nohost';
      const knownIds = new Set(stored.map((candidate) => candidate.id!));
      const input = {
        zoneId: zone.id,
        expectedVersion: zone.version,
        records: checked.map((candidate) => valuesToStored(candidate, knownIds)),
        settings: {
          comments: zone.comments,
          parkingPage: zone.parkingPage,
          dnssec: zone.dnssec,
          ddnsActive: zone.ddnsActive,
          ddnsUsername: zone.ddnsUsername,
        },
        // No user saved it: the version list shows it as dynamic DNS.
        savedBy: null,
        savedVia: 'dynamic-dns' as const,
        now: clock.now(),
        job: (version: number) => ({
          kind: PUSH_DNS_ZONE_JOB,
          payload: { zoneId: zone.id },
          uniqueKey: `${PUSH_DNS_ZONE_JOB}:${zone.id}:v${version}`,
          maxAttempts: 30,
          runAt: clock.now(),
        }),
        // MAILFW destinations are left as they are: no new ones come from an address update.
        mailfw: [],
      };
      const outcome = await repository.save(input);
      if (outcome.ok) {
        deps.wakeJobs();
        return 'good';
      }
      if (outcome.reason !== 'stale') return 'dnserr';
    }
    return 'dnserr';
  }

  return {
    async update(request: DynamicDnsRequest): Promise<DynamicDnsAnswer> {
      if ((await deps.perAddress.hit(request.clientAddress)) > 0) return { status: 200, lines: ['abuse'] };
      const credentials = basicCredentials(request.authorization);
      if (!credentials) return { status: 401, lines: ['badauth'] };
      const zone = await zoneOf(credentials);
      if (!zone) return { status: 401, lines: ['badauth'] };
      if ((await deps.perUser.hit(credentials.username)) > 0) return { status: 200, lines: ['abuse'] };

      const hosts = (request.hostname ?? '')
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean);
      if (hosts.length === 0) return { status: 200, lines: ['notfqdn'] };
      if (hosts.length > MAX_HOSTS) return { status: 200, lines: ['numhost'] };
      // An address that is not one (or none given) is ignored, and the client's own is used (DynDNS2).
      const address = parseIpLiteral(request.myip ?? '') ?? parseIpLiteral(request.clientAddress.replace(/^::ffff:(?=\d+\.)/, ''));
      if (!address) return { status: 200, lines: hosts.map(() => 'dnserr') };
      const state = zone.userId === null ? null : await deps.customerDomains.nameStatus(zone.userId, zone.domain);
      const frozen = !state || FROZEN_STATUSES.has(state.status);

      const lines: string[] = [];
      for (const host of hosts) {
        const parsed = parseDomainName(host);
        if (!parsed.ok) {
          lines.push('notfqdn');
          continue;
        }
        const name = relativeName(zone, parsed.ascii);
        if (name === null || frozen) {
          lines.push('nohost');
          continue;
        }
        const result = await setAddress(zone.id, name, address);
        lines.push(result === 'good' || result === 'nochg' ? `${result} ${address.address}` : result);
      }
      deps.log.info({ domain: zone.domain, hosts, address: address.address, answers: lines }, 'dns: dynamic DNS update');
      return { status: 200, lines };
    },
  };
}

export type DynamicDnsService = ReturnType<typeof createDynamicDnsService>;
