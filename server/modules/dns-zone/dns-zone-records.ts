import type { DnsRecordValues } from '@common/dns/records/record-shape';
import type { DnsStoredRecord } from '../../db/schema/index';

/** A stored record in the shape the shared record rules (common/dns/records) take. */
export function storedToValues(record: DnsStoredRecord): DnsRecordValues & { id: string } {
  return {
    id: record.id,
    type: record.type as DnsRecordValues['type'],
    name: record.name,
    value: record.value,
    ttl: record.ttl,
    comments: record.comments,
    parameters: record.parameters,
    active_from: record.activeFrom,
    active_until: record.activeUntil,
  };
}

/** A checked record as the repository stores it; `id` only when the zone already knows it. */
export function valuesToStored(record: DnsRecordValues, knownIds: Set<string>): Omit<DnsStoredRecord, 'id'> & { id: number | null } {
  const id = record.id && knownIds.has(record.id) ? Number(record.id) : null;
  return {
    id,
    type: record.type,
    name: record.name,
    value: record.value,
    ttl: record.ttl,
    comments: record.comments,
    parameters: record.parameters,
    activeFrom: record.active_from ? new Date(record.active_from).toISOString() : null,
    activeUntil: record.active_until ? new Date(record.active_until).toISOString() : null,
  };
}
