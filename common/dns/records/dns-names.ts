import { toASCII } from 'tr46';
import { parseLabel, toDisplayName } from '../../domain/domain-name';
import { parseIpLiteral } from '../ip-address';
import type { RecordMessages } from './messages';

/**
 * Names inside a zone (domain-rules §3 "Names"): owners relative to the zone ("@", "www", "*.dev",
 * "_dmarc") and targets as full host names. Lengths are measured in the A-label form, which is
 * what DNS carries: a label at most 63 octets, a name at most 253 characters of text.
 */

export const APEX = '@';
const NAME_MAX = 253;
const LABEL_MAX = 63;

/** Full-width and ideographic dots separate labels just like "." (UTS #46 maps them). */
const DOTS = /[\u3002\uff0e\uff61]/g;

type LabelProblem = { problem: 'empty' | 'long' | 'invalid' | 'hyphens' | 'idn' | 'underscore'; label: string };

/**
 * One label to its lower-case A-label. `underscore` admits "_" (owner names, and targets that
 * are names rather than hosts); without it a label is LDH only (RFC 1123 §2.1).
 */
function labelToAscii(label: string, underscore: boolean): { ascii: string } | LabelProblem {
  if (label === '') return { problem: 'empty', label };
  let ascii: string;
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(label)) {
    ascii = label.toLowerCase();
    if (ascii.includes('_') && !underscore && /^[a-z0-9_-]+$/.test(ascii)) return { problem: 'underscore', label };
    const pattern = underscore ? /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/ : /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
    if (!pattern.test(ascii)) return { problem: ascii.length > LABEL_MAX ? 'long' : 'invalid', label };
    if (ascii.startsWith('xn--')) {
      // An A-label typed directly must decode to a valid U-label.
      const parsed = parseLabel(ascii);
      if (!parsed || parsed.ascii !== ascii) return { problem: 'idn', label };
    } else if (ascii.slice(2, 4) === '--') {
      return { problem: 'hyphens', label };
    }
  } else {
    const parsed = parseLabel(label);
    if (!parsed) {
      // Tell a label that is only too long in its A-label form apart from one that is invalid.
      const long = (toASCII(label, { verifyDNSLength: false }) ?? '').length > LABEL_MAX;
      return { problem: long ? 'long' : 'idn', label };
    }
    ascii = parsed.ascii;
  }
  if (ascii.length > LABEL_MAX) return { problem: 'long', label };
  return { ascii };
}

function labelMessage(problem: LabelProblem, m: RecordMessages): string {
  switch (problem.problem) {
    case 'empty':
      return m.emptyLabel;
    case 'long':
      return m.labelTooLong(problem.label);
    case 'hyphens':
      return m.reservedHyphens(problem.label);
    case 'idn':
      return m.invalidIdn(problem.label);
    case 'underscore':
      return m.hostUnderscore;
    default:
      return m.invalidLabel(problem.label);
  }
}

export type NameResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** The zone apex in A-label form without a trailing dot, lower case. */
export function normalizeZone(zone: string): string {
  return zone.trim().replace(/\.$/, '').toLowerCase();
}

/** The absolute name (no trailing dot) of an owner relative to the zone. */
export function ownerFqdn(owner: string, zone: string): string {
  const apex = normalizeZone(zone);
  return owner === APEX ? apex : `${owner}.${apex}`;
}

/** An absolute name back to the owner relative to the zone, or null when outside it. */
export function relativeOwner(fqdn: string, zone: string): string | null {
  const name = fqdn.toLowerCase().replace(/\.$/, '');
  const apex = normalizeZone(zone);
  if (name === apex) return APEX;
  return name.endsWith(`.${apex}`) ? name.slice(0, -apex.length - 1) : null;
}

/**
 * An owner as a customer types it: "@" or empty for the apex, a name relative to the zone, or a
 * name that ends in the zone (with or without the final dot), which is taken as absolute. "*" is
 * allowed as the whole leftmost label; "_" in any label (service names such as _dmarc).
 */
export function parseOwnerName(input: string, zone: string, m: RecordMessages): NameResult<string> {
  const apex = normalizeZone(zone);
  let text = input.trim().replace(DOTS, '.');
  if (text === '' || text === APEX) return { ok: true, value: APEX };
  const absolute = text.endsWith('.');
  if (absolute) text = text.slice(0, -1);
  const labels: string[] = [];
  for (const [index, label] of text.split('.').entries()) {
    if (label === '*') {
      if (index !== 0) return { ok: false, message: m.wildcardPosition };
      labels.push('*');
      continue;
    }
    if (label.includes('*')) return { ok: false, message: m.wildcardPosition };
    const result = labelToAscii(label, true);
    if ('problem' in result) return { ok: false, message: labelMessage(result, m) };
    labels.push(result.ascii);
  }
  let name = labels.join('.');
  // A name that already ends in the zone is meant absolutely ("www.example.com" in example.com).
  const relative = relativeOwner(name, apex);
  if (relative !== null) name = relative;
  else if (absolute) return { ok: false, message: m.outsideZone(toDisplayName(apex)) };
  if (ownerFqdn(name, apex).length > NAME_MAX) return { ok: false, message: m.nameTooLong };
  return { ok: true, value: name };
}

export interface HostNameOptions {
  /** Names that are not host names (CNAME, DNAME, NAPTR and SVCB targets) may hold "_". */
  underscore?: boolean;
}

/**
 * A target host as a customer types it: a full name with or without the final dot, or "@" for
 * the zone itself. Stored as a lower-case A-label without the final dot.
 */
export function parseHostName(input: string, zone: string, m: RecordMessages, options: HostNameOptions = {}): NameResult<string> {
  let text = input.trim().replace(DOTS, '.');
  if (text === '') return { ok: false, message: m.required };
  if (text === APEX) return { ok: true, value: normalizeZone(zone) };
  if (parseIpLiteral(text.replace(/^\[|\]$/g, ''))) return { ok: false, message: m.hostIsIp };
  if (text.endsWith('.')) text = text.slice(0, -1);
  const labels: string[] = [];
  for (const label of text.split('.')) {
    if (label.includes('*')) return { ok: false, message: m.hostInvalid };
    const result = labelToAscii(label, options.underscore ?? false);
    if ('problem' in result) return { ok: false, message: labelMessage(result, m) };
    labels.push(result.ascii);
  }
  if (labels.length < 2) return { ok: false, message: m.hostNeedsDomain };
  // RFC 3696 §2: a top-level label is never all digits, so "10.1.2" is no host name.
  if (/^\d+$/.test(labels[labels.length - 1])) return { ok: false, message: m.hostInvalid };
  const name = labels.join('.');
  if (name.length > NAME_MAX) return { ok: false, message: m.nameTooLong };
  return { ok: true, value: name };
}

function displayLabel(label: string): string {
  return label.startsWith('xn--') ? toDisplayName(label) : label;
}

/** An owner for display: U-labels where the A-label decodes cleanly, "_" and "*" labels as they are. */
export function displayOwnerName(owner: string): string {
  return owner === APEX ? APEX : owner.split('.').map(displayLabel).join('.');
}

/** A stored host name for display (U-labels). */
export function displayHostName(host: string): string {
  return host.split('.').map(displayLabel).join('.');
}

/** True when the owner's leftmost label is the wildcard. */
export function isWildcardOwner(owner: string): boolean {
  return owner === '*' || owner.startsWith('*.');
}

/** Presentation form of a target host: absolute with the final dot; "." stays ".". */
export function absoluteName(host: string): string {
  return host === '.' ? '.' : `${host.replace(/\.$/, '')}.`;
}
