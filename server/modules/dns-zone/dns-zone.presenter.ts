import type { DnsZone } from '@common/api/dns.contract';
import { displayOwnerName, recordRdata, recordState } from '@common/dns/records/index';
import type { DnsRecord, DnsRecordValues } from '@common/dns/records/record-shape';
import { toDisplayName } from '@common/domain/domain-name';
import type { DnsZoneRow } from '../../db/schema/index';

/** A record as the API answers it: owner as U-labels, its date state by the clock, the RDATA preview. */
export function presentRecord(
  record: DnsRecordValues,
  zone: Pick<DnsZoneRow, 'domain' | 'parkingPage'>,
  now: Date,
  mailfwConfirmed: Set<string>,
): DnsRecord {
  const state = recordState(record, now, { mailfwConfirmed: record.type === 'MAILFW' && mailfwConfirmed.has(record.value.toLowerCase()) });
  return {
    id: record.id ?? '',
    type: record.type,
    name: displayOwnerName(record.name),
    value: record.value,
    ttl: record.ttl,
    comments: record.comments,
    parameters: record.parameters,
    active_from: record.active_from ? new Date(record.active_from).toISOString() : null,
    active_until: record.active_until ? new Date(record.active_until).toISOString() : null,
    state,
    // The parking page deactivates every record (spec §4); they are kept and come back with it off.
    active: (state === 'permanent' || state === 'temporary') && !zone.parkingPage,
    rdata: recordRdata(record, zone.domain),
  };
}

/** The zone of spec §3 with the fields this shop adds (version, serving, nameservers, DNSSEC keys). */
export function presentZone(input: {
  zone: DnsZoneRow;
  records: DnsRecord[];
  dnssecAllowed: boolean;
  modifyAllowed: boolean;
  ddnsPassword: string;
  serving: DnsZone['serving'];
  usesShopNameservers: boolean;
  dnssecKeys: DnsZone['dnssec_keys'];
  /** The domain has an active mailbox and the zone MX or MAILFW records (spec §5; decision 042). */
  mailConflict?: { mx: boolean; mailfw: boolean };
}): DnsZone {
  const { zone } = input;
  return {
    domain: zone.domain,
    domain_utf8: toDisplayName(zone.domain),
    dnssec_allowed: input.dnssecAllowed,
    version: zone.version,
    serial: zone.serial,
    flags: {
      modify_allowed: input.modifyAllowed,
      deny_url: zone.denyUrl,
      parking_page: zone.parkingPage,
      dnssec: zone.dnssec,
      ddns: { active: zone.ddnsActive, username: zone.ddnsUsername ?? '', password: input.ddnsPassword },
    },
    records: Object.fromEntries(input.records.map((record) => [record.id, record])),
    comments: zone.comments,
    // Saves refuse these conflicts; one that exists anyway (a restored version, a mailbox bought at checkout) is reported.
    mailbox_has_zone_mailfw_conflict: input.mailConflict?.mailfw ?? false,
    mailbox_has_zone_mx_conflict: input.mailConflict?.mx ?? false,
    serving: input.serving,
    uses_shop_nameservers: input.usesShopNameservers,
    dnssec_keys: input.dnssecKeys,
  };
}
