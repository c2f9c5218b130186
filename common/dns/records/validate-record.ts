import { hasForbiddenCharacters } from '../../validation/plain-text';
import { normalizeZone, parseOwnerName } from './dns-names';
import { recordMessages, type RecordLanguage } from './messages';
import { RECORD_TYPE_RULES } from './record-types';
import { DNS_COMMENT_MAX, DNS_TTL_MAX, DNS_TTL_MIN, type DnsFieldErrors, type DnsRecordValues } from './record-shape';
import { parseLocalPart } from './types/mailfw-record';

/**
 * A record as it is stored: owner relative to the zone as a lower-case A-label ("@" for the apex;
 * the local part for MAILFW), value and parameters in their normal form with defaults filled in,
 * dates as UTC ISO strings, no client flags.
 */
export type NormalizedDnsRecord = DnsRecordValues;

export interface RecordValidationContext {
  /** The zone apex as an A-label ("example.com", "xn--bcher-kva.de"). */
  zone: string;
  language: RecordLanguage;
}

export type RecordValidation = { ok: true; record: NormalizedDnsRecord } | { ok: false; errors: DnsFieldErrors };

/** A date as a UTC ISO string; null when absent, undefined when it cannot be read. */
function normalizeDate(value: string | null | undefined): string | null | undefined {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * Checks one record on its own (domain-rules §3): the owner name, the TTL, the comment, the dates
 * and the type's own fields. Rules between records (CNAME exclusivity, one TTL per RRset…) are
 * checkZoneRecords'. Every problem found is reported at once, one message per field.
 */
export function validateRecord(input: DnsRecordValues, ctx: RecordValidationContext): RecordValidation {
  const m = recordMessages(ctx.language);
  const zone = normalizeZone(ctx.zone);
  const errors: DnsFieldErrors = {};
  const rules = RECORD_TYPE_RULES[input.type];

  const owner = input.type === 'MAILFW' ? parseLocalPart(input.name, m) : parseOwnerName(input.name, zone, m);
  const name = owner.ok ? owner.value : input.name.trim();
  if (!owner.ok) errors.name = owner.message;
  else {
    const ownerProblem = rules.checkOwner?.(name, m);
    if (ownerProblem) errors.name = ownerProblem;
  }

  const ttl = input.ttl;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < DNS_TTL_MIN || ttl > DNS_TTL_MAX) {
    errors.ttl = m.ttlRange(DNS_TTL_MIN, DNS_TTL_MAX);
  }

  const comments = (input.comments ?? '').trim();
  if (hasForbiddenCharacters(comments)) errors.comments = m.textInvalid;
  else if (comments.length > DNS_COMMENT_MAX) errors.comments = m.textTooLong(DNS_COMMENT_MAX);

  const activeFrom = normalizeDate(input.active_from);
  const activeUntil = normalizeDate(input.active_until);
  if (activeFrom === undefined) errors.active_from = m.dateInvalid;
  if (activeUntil === undefined) errors.active_until = m.dateInvalid;
  else if (activeFrom && activeUntil && Date.parse(activeUntil) <= Date.parse(activeFrom)) errors.active_until = m.untilBeforeFrom;

  const { value, parameters } = rules.normalize(input.value ?? '', input.parameters ?? {}, { zone, owner: name, m, errors });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const record: NormalizedDnsRecord = {
    type: input.type,
    name,
    value,
    ttl,
    comments,
    parameters,
    active_from: activeFrom ?? null,
    active_until: activeUntil ?? null,
  };
  if (input.id !== undefined) record.id = input.id;
  return { ok: true, record };
}
