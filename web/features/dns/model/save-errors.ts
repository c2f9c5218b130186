import type { ApiError } from '@common/api/envelope';
import type { DnsFieldErrors } from '@common/dns/records/record-shape';
import { ErrorCode } from '@common/errors/error-codes';

/** Messages spec §5 says a save ignores: the zone itself is fine, nothing to show. */
const IGNORED_MESSAGES = new Set(['Invalid domain name', 'Object does not exist']);

export interface SaveErrors {
  /** Errors about the zone as a whole (no field, or a field outside the records). */
  zone: ApiError[];
  /** Field errors per record id, keyed by field ("value", "parameters.priority"). */
  records: Record<string, DnsFieldErrors>;
  /** 8001: someone saved the zone since it was loaded; the editor offers a reload. */
  zoneChanged: boolean;
}

const RECORD_FIELD = /^records\.([^.]+)\.(.+)$/;

/**
 * Sorts a failed save's errors the way spec §5 says: an error with only a detail is a zone
 * error; the messages 'Invalid domain name' and 'Object does not exist' are ignored; errors whose
 * field is `records.<id>.<field>` belong to that record's field.
 */
export function sortSaveErrors(errors: readonly ApiError[]): SaveErrors {
  const sorted: SaveErrors = { zone: [], records: {}, zoneChanged: false };
  for (const error of errors) {
    if (IGNORED_MESSAGES.has(error.message)) continue;
    if (error.code === ErrorCode.DnsZoneChanged) {
      sorted.zoneChanged = true;
      continue;
    }
    const match = error.field ? RECORD_FIELD.exec(error.field) : null;
    if (match) {
      const [, id, field] = match;
      sorted.records[id] = { ...sorted.records[id], [field]: error.message };
    } else {
      sorted.zone.push(error);
    }
  }
  return sorted;
}

/** Field errors of one record from the validate call (fields "value", "name", "parameters.<key>"). */
export function recordFieldErrors(errors: readonly ApiError[]): { fields: DnsFieldErrors; other: ApiError[] } {
  const fields: DnsFieldErrors = {};
  const other: ApiError[] = [];
  for (const error of errors) {
    if (error.field && error.field !== 'record') {
      const field = error.field.replace(/^record\./, '');
      fields[field] = fields[field] ? `${fields[field]} ${error.message}` : error.message;
    } else other.push(error);
  }
  return { fields, other };
}
