import type { DnsFieldErrors } from '../record-shape';
import type { RecordMessages } from '../messages';
import type { Parameters } from '../record-fields';

/** What a type's rules see of a record: owner already normalized (relative A-label, or a local part for MAILFW). */
export interface TypeCheckContext {
  /** Apex A-label, lower case, no final dot. */
  zone: string;
  owner: string;
  m: RecordMessages;
  /** Field errors to add to ("value", "parameters.<key>", "name"). */
  errors: DnsFieldErrors;
}

/** A record as far as its RDATA goes. */
export interface RdataSource {
  name: string;
  value: string;
  parameters: Parameters;
}

/** The rules of one record type (domain-rules §3): its owner, its fields and its RDATA. */
export interface RecordTypeRules {
  /** Extra owner rules of the type (SRV's _service._proto); a message, or null when fine. */
  checkOwner?(owner: string, m: RecordMessages): string | null;
  /** Checks value and parameters, adding errors to ctx.errors; answers their normal form. */
  normalize(value: string, parameters: Parameters, ctx: TypeCheckContext): { value: string; parameters: Parameters };
  /** RDATA in presentation form, targets absolute with the final dot. */
  rdata(record: RdataSource, zone: string): string;
}
