import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { normalizeHex, ParameterReader } from '../record-fields';
import type { RecordTypeRules, TypeCheckContext } from './type-rules';
import type { Parameters } from '../record-fields';

/** Hex digits of the digest each matching type carries (RFC 6698 §2.1.3): SHA-256 and SHA-512. */
const MATCHING_HEX_LENGTH: Record<number, number> = { 1: 64, 2: 128 };

/** `_port._proto` as the owner's first two labels (RFC 6698 §3), e.g. _443._tcp.www. */
export function isTlsaOwner(owner: string): boolean {
  const [port, proto] = owner.split('.');
  const portMatch = /^_(\d{1,5})$/.exec(port ?? '');
  return !!portMatch && Number(portMatch[1]) <= 65_535 && /^_(tcp|udp|sctp)$/.test(proto ?? '');
}

/** The 56 hex digits of a local part's SHA-256 hash, then _smimecert (RFC 8162 §3). */
export function isSmimeaOwner(owner: string): boolean {
  const [hash, label] = owner.split('.');
  return /^[0-9a-f]{56}$/.test(hash ?? '') && label === '_smimecert';
}

/**
 * The owner of an SMIMEA record for a mail user (RFC 8162 §3): the SHA-256 hash of the local part
 * ("hugh" of hugh@example.com) as UTF-8, truncated to 28 octets, in hex, followed by _smimecert.
 * Append the mail domain's labels below the zone when the address is at a subdomain.
 */
export function smimeaOwner(localPart: string): string {
  return `${bytesToHex(sha256(utf8ToBytes(localPart)).slice(0, 28))}._smimecert`;
}

function normalizeAssociation(value: string, parameters: Parameters, { m, errors }: TypeCheckContext) {
  const reader = new ParameterReader(parameters, errors, m);
  reader.choice('usage', [0, 1, 2, 3, 255]);
  reader.choice('selector', [0, 1, 255]);
  const matching = reader.choice('matching_type', [0, 1, 2, 255]);
  const normalized = reader.finish();
  const hex = normalizeHex(value);
  if (!hex) errors.value = value.trim() === '' ? m.required : m.hexInvalid;
  else if (MATCHING_HEX_LENGTH[matching] && hex.length !== MATCHING_HEX_LENGTH[matching] && !errors['parameters.matching_type']) {
    errors.value = m.hexLength(MATCHING_HEX_LENGTH[matching], hex.length);
  }
  return { value: hex ?? value.trim(), parameters: normalized };
}

const associationRdata: RecordTypeRules['rdata'] = ({ value, parameters: p }) =>
  `${p.usage ?? 0} ${p.selector ?? 0} ${p.matching_type ?? 0} ${value}`;

/**
 * TLSA (RFC 6698): certificate usage 0–3, selector 0–1, matching type 0–2 (255 is private use
 * for each), and the association data in hex: a full certificate or key for matching type 0,
 * a SHA-256 hash (64 hex digits) for 1, a SHA-512 hash (128) for 2.
 */
export const tlsaRecord: RecordTypeRules = {
  checkOwner: (owner, m) => (isTlsaOwner(owner) ? null : m.tlsaOwner),
  normalize: normalizeAssociation,
  rdata: associationRdata,
};

/** SMIMEA (RFC 8162): TLSA's fields at the hashed owner of one mail user. */
export const smimeaRecord: RecordTypeRules = {
  checkOwner: (owner, m) => (isSmimeaOwner(owner) ? null : m.smimeaOwner),
  normalize: normalizeAssociation,
  rdata: associationRdata,
};
