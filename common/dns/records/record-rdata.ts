import { normalizeZone } from './dns-names';
import { RECORD_TYPE_RULES } from './record-types';
import type { RdataSource } from './types/type-rules';
import type { DnsRecordType } from './record-shape';

/**
 * The RDATA of a normalized record in presentation form, as the editor previews it and PowerDNS
 * takes it: "10 mail.example.com.", "\"v=spf1 -all\"", "0 issue \"letsencrypt.org\"". URL and
 * MAILFW are no DNS types; their preview says what the shop does with them.
 */
export function recordRdata(record: RdataSource & { type: DnsRecordType }, zone: string): string {
  return RECORD_TYPE_RULES[record.type].rdata(record, normalizeZone(zone));
}
