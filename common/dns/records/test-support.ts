import { recordRdata } from './record-rdata';
import type { DnsRecordType, DnsRecordValues } from './record-shape';
import { validateRecord, type RecordValidation } from './validate-record';

/** Shorthands for the tests beside this file: one record of example.com, validated as the form would send it. */
export const ZONE = 'example.com';

export function check(
  type: DnsRecordType,
  name: string,
  value: string,
  parameters: DnsRecordValues['parameters'] = {},
  extra: Partial<DnsRecordValues> & { language?: 'en' | 'de'; zone?: string } = {},
): RecordValidation {
  const { language = 'en', zone = ZONE, ...fields } = extra;
  const input: DnsRecordValues = {
    type,
    name,
    value,
    parameters,
    ttl: 86_400,
    comments: '',
    active_from: null,
    active_until: null,
    ...fields,
  };
  return validateRecord(input, { zone, language });
}

/** The stored record; fails the test with the field errors when it is refused. */
export function accepted(...args: Parameters<typeof check>): Extract<RecordValidation, { ok: true }>['record'] {
  const result = check(...args);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.record;
}

/** The field errors; fails the test when the record is accepted. */
export function refused(...args: Parameters<typeof check>): Record<string, string> {
  const result = check(...args);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.record)}`);
  return result.errors;
}

export function rdataOf(...args: Parameters<typeof check>): string {
  return recordRdata(accepted(...args), args[4]?.zone ?? ZONE);
}
