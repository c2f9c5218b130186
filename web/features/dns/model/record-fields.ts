import { DNS_TTL_DEFAULT, URL_REDIRECT_CODES, type DnsRecordType } from '@common/dns/records';
import type { RecordContent } from './local-zone';

/**
 * The typed form of each record type (spec §3, issue 16): which fields a type has, where each
 * one lives in the record (`value` or a key of `parameters`), and what kind of input it is. The
 * texts are under `dns.fields.<label>` in the feature's i18n.
 */

export type FieldKind = 'text' | 'host' | 'number' | 'textarea' | 'select' | 'switch';

export interface FieldDefinition {
  /** "value", or "parameters.<key>". */
  path: string;
  kind: FieldKind;
  /** The text key under dns.fields. */
  label: string;
  /** Choices of a select: the stored value, and its text key under dns.choices (or the value itself). */
  options?: readonly { value: string; label?: string }[];
  min?: number;
  max?: number;
  /** DNS data (hashes, keys, addresses) reads better in monospace (design.md). */
  mono?: boolean;
  /** Only shown while this switch parameter is on (URL frame forwarding's texts). */
  shownWith?: string;
}

const num = (key: string, label: string, min: number, max: number): FieldDefinition => ({
  path: `parameters.${key}`,
  kind: 'number',
  label,
  min,
  max,
});
const choice = (key: string, label: string, values: readonly (string | number)[], withLabels = false): FieldDefinition => ({
  path: `parameters.${key}`,
  kind: 'select',
  label,
  options: values.map((value) => ({ value: String(value), label: withLabels ? `${key}.${value === '' ? 'none' : value}` : undefined })),
});
const flag = (key: string, label: string, shownWith?: string): FieldDefinition => ({
  path: `parameters.${key}`,
  kind: 'switch',
  label,
  shownWith,
});
const host = (label = 'host'): FieldDefinition => ({ path: 'value', kind: 'host', label, mono: true });

export const RECORD_FIELDS: Record<DnsRecordType, readonly FieldDefinition[]> = {
  A: [{ path: 'value', kind: 'text', label: 'ipv4', mono: true }],
  AAAA: [{ path: 'value', kind: 'text', label: 'ipv6', mono: true }],
  CNAME: [host('target')],
  DNAME: [host('target')],
  ALIAS: [host('target')],
  NS: [host('nameserver')],
  MX: [num('priority', 'priority', 0, 65535), host('mailServer')],
  TXT: [{ path: 'value', kind: 'textarea', label: 'text', mono: true }],
  CAA: [
    choice('flags', 'caaFlags', [0, 128], true),
    choice('tag', 'caaTag', ['issue', 'issuewild', 'iodef'], true),
    { path: 'value', kind: 'text', label: 'caaValue' },
  ],
  SRV: [num('priority', 'priority', 0, 65535), num('weight', 'weight', 0, 65535), num('port', 'port', 0, 65535), host('target')],
  NAPTR: [
    num('order', 'order', 0, 65535),
    num('preference', 'preference', 0, 65535),
    choice('flags', 'naptrFlags', ['', 'S', 'A', 'U', 'P'], true),
    { path: 'parameters.services', kind: 'text', label: 'services', mono: true },
    { path: 'parameters.regexp', kind: 'text', label: 'regexp', mono: true },
    host('replacement'),
  ],
  TLSA: [
    choice('usage', 'usage', [0, 1, 2, 3], true),
    choice('selector', 'selector', [0, 1], true),
    choice('matching_type', 'matchingType', [0, 1, 2], true),
    { path: 'value', kind: 'textarea', label: 'certificateData', mono: true },
  ],
  SMIMEA: [
    choice('usage', 'usage', [0, 1, 2, 3], true),
    choice('selector', 'selector', [0, 1], true),
    choice('matching_type', 'matchingType', [0, 1, 2], true),
    { path: 'value', kind: 'textarea', label: 'certificateData', mono: true },
  ],
  SSHFP: [
    choice('algorithm', 'sshAlgorithm', [1, 2, 3, 4, 6], true),
    choice('fingerprint_type', 'fingerprintType', [1, 2], true),
    { path: 'value', kind: 'text', label: 'fingerprint', mono: true },
  ],
  SVCB: [
    num('priority', 'svcPriority', 0, 65535),
    host('target'),
    { path: 'parameters.params', kind: 'text', label: 'svcParams', mono: true },
  ],
  HTTPS: [
    num('priority', 'svcPriority', 0, 65535),
    host('target'),
    { path: 'parameters.params', kind: 'text', label: 'svcParams', mono: true },
  ],
  URL: [
    { path: 'value', kind: 'text', label: 'destinationUrl' },
    choice('redirect_code', 'redirectCode', URL_REDIRECT_CODES, true),
    flag('tls', 'tls'),
    flag('keep_path', 'keepPath'),
    flag('frame', 'frame'),
    { path: 'parameters.title', kind: 'text', label: 'frameTitle', shownWith: 'frame' },
    { path: 'parameters.meta_description', kind: 'text', label: 'metaDescription', shownWith: 'frame' },
    { path: 'parameters.meta_keywords', kind: 'text', label: 'metaKeywords', shownWith: 'frame' },
    { path: 'parameters.noframes', kind: 'textarea', label: 'noframes', shownWith: 'frame' },
  ],
  MAILFW: [{ path: 'value', kind: 'text', label: 'destinationAddress' }],
};

/** The owner field's text key: MAILFW's owner is the local part of the forwarded address. */
export function nameLabel(type: DnsRecordType): string {
  return type === 'MAILFW' ? 'localPart' : 'name';
}

/** Types whose record the www-prefix option can repeat at www (a second name for a web site). */
export const WWW_TYPES: ReadonlySet<DnsRecordType> = new Set(['A', 'AAAA', 'CNAME', 'ALIAS', 'URL', 'HTTPS']);

/** What a new record of each type starts with. */
export const DEFAULT_PARAMETERS: Record<DnsRecordType, RecordContent['parameters']> = {
  A: {},
  AAAA: {},
  CNAME: {},
  DNAME: {},
  ALIAS: {},
  NS: {},
  TXT: {},
  MAILFW: {},
  MX: { priority: 10 },
  CAA: { flags: 0, tag: 'issue' },
  SRV: { priority: 10, weight: 5, port: null },
  NAPTR: { order: 100, preference: 10, flags: 'S', services: '', regexp: '' },
  TLSA: { usage: 3, selector: 1, matching_type: 1 },
  SMIMEA: { usage: 3, selector: 1, matching_type: 1 },
  SSHFP: { algorithm: 4, fingerprint_type: 2 },
  SVCB: { priority: 1, params: '' },
  HTTPS: { priority: 1, params: '' },
  URL: { redirect_code: 301, tls: false, keep_path: true, frame: false, title: '', meta_description: '', meta_keywords: '', noframes: '' },
};

export function emptyContent(type: DnsRecordType): RecordContent {
  return {
    type,
    name: type === 'MAILFW' ? '' : '@',
    value: '',
    ttl: DNS_TTL_DEFAULT,
    comments: '',
    parameters: { ...DEFAULT_PARAMETERS[type] },
    active_from: null,
    active_until: null,
  };
}

/** The form's text of a parameter or the value. */
export function fieldText(content: RecordContent, field: FieldDefinition): string {
  if (field.path === 'value') return content.value;
  const raw = content.parameters[field.path.slice('parameters.'.length)];
  return raw === null || raw === undefined ? '' : String(raw);
}

export function fieldOn(content: RecordContent, field: FieldDefinition): boolean {
  return content.parameters[field.path.slice('parameters.'.length)] === true;
}

/** Stores an input's text into the record: numbers as numbers (empty as null, for the server to name), choices as their type. */
export function withField(content: RecordContent, field: FieldDefinition, input: string | boolean): RecordContent {
  if (field.path === 'value') return { ...content, value: String(input) };
  const key = field.path.slice('parameters.'.length);
  let stored: string | number | boolean | null;
  if (field.kind === 'switch') stored = Boolean(input);
  else if (field.kind === 'number') stored = input === '' ? null : Number.isFinite(Number(input)) ? Number(input) : String(input);
  else if (field.kind === 'select' && input !== '' && /^\d+$/.test(String(input))) stored = Number(input);
  else stored = String(input);
  return { ...content, parameters: { ...content.parameters, [key]: stored } };
}

/** Changing the type keeps owner, TTL, comments and dates; value and parameters start over. */
export function withType(content: RecordContent, type: DnsRecordType): RecordContent {
  // A mail forward's owner is a local part: the apex "@" means nothing there.
  const name = type === 'MAILFW' && content.name.trim() === '@' ? '' : content.name;
  return {
    ...emptyContent(type),
    name,
    ttl: content.ttl,
    comments: content.comments,
    active_from: content.active_from,
    active_until: content.active_until,
  };
}
