import { parseDomainName } from '../../domain/domain-name';
import { DNS_COMMENT_MAX, DNS_TTL_DEFAULT, validateRecord, type DnsRecordType, type DnsRecordValues } from '../records/index';
import { characterStringText, tokenizeZoneFile, type ZoneFileEntry, type ZoneFileToken } from './zone-file-tokenizer';
import { zoneFileReasons, type ZoneFileLanguage, type ZoneFileReasons } from './zone-file-reasons';

/**
 * Reads a BIND zone file (RFC 1035 §5 master format) into the zone editor's record model.
 * Every line either becomes a record or is refused with its line number and a reason: syntax
 * errors, names outside the zone, types the editor does not have, the SOA and apex NS, which the
 * shop manages itself, and records the editor's own rules refuse (validateRecord, as for any
 * record a customer types). The records come out in their stored form. Rules between records
 * (CNAME alone at its name, one TTL per RRset…) depend on what the zone keeps and are left to
 * the import, which knows it.
 */

export interface ZoneFileRefusal {
  line: number;
  text: string;
  reason: string;
}

export interface ParsedZoneFileRecord {
  line: number;
  text: string;
  record: DnsRecordValues;
}

export interface ParsedZoneFile {
  records: DnsRecordValues[];
  refused: ZoneFileRefusal[];
}

export interface ZoneFileParseOptions {
  language?: ZoneFileLanguage;
}

/** parseZoneFile with the line each record came from (for checks that refuse a record later). */
export function parseZoneFileLines(
  text: string,
  zone: string,
  options: ZoneFileParseOptions = {},
): { records: ParsedZoneFileRecord[]; refused: ZoneFileRefusal[] } {
  const language = options.language ?? 'en';
  const reasons = zoneFileReasons[language];
  const zoneAscii = zoneAsciiName(zone);
  const zoneName = absolute(zoneAscii);
  const state: ParserState = { origin: zoneName, defaultTtl: null, lastTtl: null, previousOwner: null };
  const records: ParsedZoneFileRecord[] = [];
  const refused: ZoneFileRefusal[] = [];

  for (const item of tokenizeZoneFile(text)) {
    if ('problem' in item) {
      refused.push({ line: item.line, text: item.text, reason: reasons.syntax(item.problem) });
      continue;
    }
    const outcome = readEntry(item, zoneName, state, reasons);
    if (outcome === null) continue;
    if (typeof outcome === 'string') {
      refused.push({ line: item.line, text: item.text, reason: outcome });
      continue;
    }
    const checked = checkRecord(outcome, zoneAscii, language, reasons);
    if (typeof checked === 'string') refused.push({ line: item.line, text: item.text, reason: checked });
    else records.push({ line: item.line, text: item.text, record: checked });
  }
  return { records, refused };
}

export function parseZoneFile(text: string, zone: string, options: ZoneFileParseOptions = {}): ParsedZoneFile {
  const parsed = parseZoneFileLines(text, zone, options);
  return { records: parsed.records.map((entry) => entry.record), refused: parsed.refused };
}

/** The record as the editor stores it, or why the editor's rules refuse it. */
function checkRecord(
  record: DnsRecordValues,
  zone: string,
  language: ZoneFileLanguage,
  reasons: ZoneFileReasons,
): DnsRecordValues | string {
  let result = validateRecord(record, { zone, language });
  // A comment the editor would not keep is dropped rather than costing the record.
  if (!result.ok && Object.keys(result.errors).every((field) => field === 'comments')) {
    result = validateRecord({ ...record, comments: '' }, { zone, language });
  }
  if (result.ok) return result.record;
  return reasons.invalidRecord(Object.values(result.errors).join(' '));
}

/** The zone as a lower-case A-label without the final dot ("Bücher.de" → "xn--bcher-kva.de"). */
function zoneAsciiName(zone: string): string {
  const parsed = parseDomainName(zone);
  return parsed.ok ? parsed.ascii : zone.trim().replace(/\.$/, '').toLowerCase();
}

interface ParserState {
  origin: string;
  /** From $TTL (RFC 2308 §4). */
  defaultTtl: number | null;
  /** RFC 1035 §5.1: a record without a TTL takes the last one given. */
  lastTtl: number | null;
  /** Absolute owner of the previous record, for lines that begin with a blank. */
  previousOwner: string | null;
}

const RECORD_CLASSES = new Set(['IN', 'CH', 'CHAOS', 'HS', 'HESIOD', 'NONE', 'ANY']);
const DNSSEC_TYPES = new Set(['DNSKEY', 'RRSIG', 'NSEC', 'NSEC3', 'NSEC3PARAM', 'CDS', 'CDNSKEY']);

/** A record, a refusal reason, or null for a directive that only changes the parser's state. */
function readEntry(entry: ZoneFileEntry, zone: string, state: ParserState, reasons: ZoneFileReasons): DnsRecordValues | string | null {
  const tokens = [...entry.tokens];
  if (!entry.blankOwner && tokens[0]!.raw.startsWith('$')) return readDirective(tokens, state, reasons);

  let owner: string;
  if (entry.blankOwner) {
    if (!state.previousOwner) return reasons.noOwner;
    owner = state.previousOwner;
  } else {
    const ownerToken = tokens.shift()!;
    const resolved = resolveName(ownerToken, state.origin, reasons);
    if (!resolved.ok) return resolved.reason;
    owner = resolved.name;
    state.previousOwner = owner;
  }

  let ttl: number | null = null;
  let recordClass: string | null = null;
  // TTL and class may come in either order, both optional (RFC 1035 §5.1).
  for (let round = 0; round < 2 && tokens.length > 0; round += 1) {
    const word = tokens[0]!.raw;
    if (ttl === null && /^\d/.test(word)) {
      const parsed = parseTtl(word);
      if (parsed === null) return reasons.badTtl(word);
      ttl = parsed;
      tokens.shift();
    } else if (recordClass === null && (RECORD_CLASSES.has(word.toUpperCase()) || /^CLASS\d+$/i.test(word))) {
      recordClass = word.toUpperCase();
      tokens.shift();
    }
  }
  if (recordClass !== null && recordClass !== 'IN') return reasons.unsupportedClass(recordClass);
  const typeToken = tokens.shift();
  if (!typeToken) return reasons.missingType;
  const type = typeToken.raw.toUpperCase();

  if (ttl !== null) state.lastTtl = ttl;
  const effectiveTtl = ttl ?? state.defaultTtl ?? state.lastTtl ?? DNS_TTL_DEFAULT;

  if (type === 'SOA') return reasons.managedByShop('SOA');
  if (type === 'NS' && owner === zone) return reasons.managedByShop('NS');
  if (DNSSEC_TYPES.has(type)) return reasons.signedByShop(type);
  if (type === 'SPF') return reasons.obsoleteSpf;
  const shape = RDATA_SHAPES[type];
  if (!shape) return reasons.unsupportedType(type);

  // Names outside the zone are refused only once the line is known to be a record we could take.
  const name = relativeOwner(owner, zone);
  // Shown without the root's trailing dot: the sentence ends with a full stop of its own.
  if (name === null) return reasons.outsideZone(owner.replace(/\.$/, ''), zone.replace(/\.$/, ''));
  if (tokens[0]?.raw === '\\#') return reasons.genericData;

  const rdata = readRdata(type as DnsRecordType, shape, tokens, state.origin, reasons);
  if (typeof rdata === 'string') return rdata;
  return {
    type: type as DnsRecordType,
    name,
    value: rdata.value,
    ttl: effectiveTtl,
    comments: entry.comment.slice(0, DNS_COMMENT_MAX),
    parameters: rdata.parameters,
    active_from: null,
    active_until: null,
  };
}

function readDirective(tokens: ZoneFileToken[], state: ParserState, reasons: ZoneFileReasons): string | null {
  const directive = tokens[0]!.raw.toUpperCase();
  if (directive === '$ORIGIN') {
    if (tokens.length !== 2) return reasons.missingData('$ORIGIN', reasons.words.name);
    const resolved = resolveName(tokens[1]!, state.origin, reasons);
    if (!resolved.ok) return resolved.reason;
    state.origin = resolved.name;
    return null;
  }
  if (directive === '$TTL') {
    const ttl = tokens.length === 2 ? parseTtl(tokens[1]!.raw) : null;
    if (ttl === null)
      return reasons.badTtl(
        tokens
          .slice(1)
          .map((token) => token.raw)
          .join(' '),
      );
    state.defaultTtl = ttl;
    return null;
  }
  if (directive === '$INCLUDE') return reasons.include;
  return reasons.unsupportedDirective(directive);
}

type RdataField =
  | { kind: 'number'; key: string; max: number }
  | { kind: 'word'; key: string }
  | { kind: 'string'; key: string }
  /** The record's main field, as a host name. */
  | { kind: 'target' }
  /** The record's main field, one token as written (an address). */
  | { kind: 'address' }
  /** The record's main field: every remaining character-string, joined (TXT). */
  | { kind: 'text' }
  /** The record's main field: one character-string (CAA value). */
  | { kind: 'string-value' }
  /** The record's main field: the remaining tokens as one hex string (RFC 6698 §2.2 allows spaces). */
  | { kind: 'hex' }
  /** Remaining tokens as written, space-separated (SVCB SvcParams, RFC 9460 §2.1). */
  | { kind: 'rest'; key: string };

const MAX_16 = 65_535;
const MAX_8 = 255;
const TLSA_SHAPE: RdataField[] = [
  { kind: 'number', key: 'usage', max: MAX_8 },
  { kind: 'number', key: 'selector', max: MAX_8 },
  { kind: 'number', key: 'matching_type', max: MAX_8 },
  { kind: 'hex' },
];
const SVCB_SHAPE: RdataField[] = [{ kind: 'number', key: 'priority', max: MAX_16 }, { kind: 'target' }, { kind: 'rest', key: 'params' }];

/** The presentation format of each DNS type the editor has (URL and MAILFW are the shop's own, never in a zone file). */
const RDATA_SHAPES: Record<string, RdataField[]> = {
  A: [{ kind: 'address' }],
  AAAA: [{ kind: 'address' }],
  CNAME: [{ kind: 'target' }],
  DNAME: [{ kind: 'target' }],
  ALIAS: [{ kind: 'target' }],
  NS: [{ kind: 'target' }],
  MX: [{ kind: 'number', key: 'priority', max: MAX_16 }, { kind: 'target' }],
  TXT: [{ kind: 'text' }],
  CAA: [{ kind: 'number', key: 'flags', max: MAX_8 }, { kind: 'word', key: 'tag' }, { kind: 'string-value' }],
  SRV: [
    { kind: 'number', key: 'priority', max: MAX_16 },
    { kind: 'number', key: 'weight', max: MAX_16 },
    { kind: 'number', key: 'port', max: MAX_16 },
    { kind: 'target' },
  ],
  NAPTR: [
    { kind: 'number', key: 'order', max: MAX_16 },
    { kind: 'number', key: 'preference', max: MAX_16 },
    { kind: 'string', key: 'flags' },
    { kind: 'string', key: 'services' },
    { kind: 'string', key: 'regexp' },
    { kind: 'target' },
  ],
  TLSA: TLSA_SHAPE,
  SMIMEA: TLSA_SHAPE,
  SSHFP: [{ kind: 'number', key: 'algorithm', max: MAX_8 }, { kind: 'number', key: 'fingerprint_type', max: MAX_8 }, { kind: 'hex' }],
  SVCB: SVCB_SHAPE,
  HTTPS: SVCB_SHAPE,
};

function readRdata(
  type: DnsRecordType,
  shape: RdataField[],
  tokens: ZoneFileToken[],
  origin: string,
  reasons: ZoneFileReasons,
): { value: string; parameters: Record<string, string | number> } | string {
  const parameters: Record<string, string | number> = {};
  let value = '';
  let at = 0;
  // Too few fields is named as such rather than as a wrong value in the field that moved up.
  const required = shape.filter((field) => field.kind !== 'rest').length;
  if (tokens.length < required) return reasons.missingData(type, describeShape(shape, reasons));
  for (const field of shape) {
    const rest = field.kind === 'text' || field.kind === 'hex' || field.kind === 'rest';
    if (!rest && at >= tokens.length) return reasons.missingData(type, describeShape(shape, reasons));
    switch (field.kind) {
      case 'number': {
        const raw = tokens[at++]!.raw;
        const number = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
        if (!(number <= field.max)) return reasons.badNumber(field.key, raw, field.max);
        parameters[field.key] = number;
        break;
      }
      case 'word':
        parameters[field.key] = tokens[at++]!.raw.toLowerCase();
        break;
      case 'string': {
        const text = characterStringText(tokens[at++]!.raw);
        if (text === null) return reasons.badText;
        parameters[field.key] = text;
        break;
      }
      case 'string-value': {
        const text = characterStringText(tokens[at++]!.raw);
        if (text === null) return reasons.badText;
        value = text;
        break;
      }
      case 'address':
        value = tokens[at++]!.raw;
        break;
      case 'target': {
        const resolved = resolveName(tokens[at++]!, origin, reasons);
        if (!resolved.ok) return resolved.reason;
        value = targetValue(resolved.name);
        break;
      }
      case 'text': {
        if (at >= tokens.length) return reasons.missingData(type, describeShape(shape, reasons));
        const parts: string[] = [];
        for (; at < tokens.length; at += 1) {
          const text = characterStringText(tokens[at]!.raw);
          if (text === null) return reasons.badText;
          parts.push(text);
        }
        // The editor keeps TXT text whole and splits it into 255-octet strings when serving.
        value = parts.join('');
        break;
      }
      case 'hex':
        if (at >= tokens.length) return reasons.missingData(type, describeShape(shape, reasons));
        value = tokens
          .slice(at)
          .map((token) => token.raw)
          .join('')
          .toLowerCase();
        at = tokens.length;
        break;
      case 'rest':
        parameters[field.key] = tokens
          .slice(at)
          .map((token) => token.raw)
          .join(' ');
        at = tokens.length;
        break;
    }
  }
  if (at < tokens.length) return reasons.extraData(type);
  return { value, parameters };
}

function describeShape(shape: RdataField[], reasons: ZoneFileReasons): string {
  const { words } = reasons;
  const describe: { [K in RdataField['kind']]: (field: Extract<RdataField, { kind: K }>) => string } = {
    number: (field) => field.key,
    word: (field) => field.key,
    string: (field) => field.key,
    rest: (field) => field.key,
    target: () => words.target,
    address: () => words.address,
    text: () => words.text,
    'string-value': () => words.value,
    hex: () => words.hex,
  };
  return shape.map((field) => (describe[field.kind] as (field: RdataField) => string)(field)).join(', ');
}

function parseTtl(raw: string): number | null {
  // Plain seconds, or BIND's units (1h30m, 2d, 1w).
  let seconds: number;
  if (/^\d+$/.test(raw)) seconds = Number(raw);
  else if (/^(\d+[smhdw])+$/i.test(raw)) {
    const unit: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400, w: 604_800 };
    seconds = 0;
    for (const [, amount, letter] of raw.matchAll(/(\d+)([smhdw])/gi)) seconds += Number(amount) * unit[letter!.toLowerCase()]!;
  } else return null;
  // RFC 2181 §8: a TTL is at most 2^31 - 1.
  return seconds <= 2_147_483_647 ? seconds : null;
}

function absolute(name: string): string {
  return name.endsWith('.') ? name : `${name}.`;
}

function resolveName(
  token: ZoneFileToken,
  origin: string,
  reasons: ZoneFileReasons,
): { ok: true; name: string } | { ok: false; reason: string } {
  const raw = token.raw;
  if (raw === '@') return { ok: true, name: origin };
  if (token.quoted || raw.includes('"')) return { ok: false, reason: reasons.badName(raw) };
  if (raw.includes('\\')) return { ok: false, reason: reasons.escapedName };
  if (raw === '.') return { ok: true, name: '.' };
  const name = (raw.endsWith('.') ? raw : `${raw}.${origin === '.' ? '' : origin}`).toLowerCase();
  const labels = name.slice(0, -1).split('.');
  // Wire form: each label 1–63 octets, the whole name at most 255 octets (253 characters of text).
  if (name.length - 1 > 253 || labels.some((label) => label.length === 0 || label.length > 63)) {
    return { ok: false, reason: reasons.badName(raw) };
  }
  return { ok: true, name };
}

/** Owner relative to the zone ("@" for the apex), or null when outside it. */
function relativeOwner(owner: string, zone: string): string | null {
  if (owner === zone) return '@';
  if (owner.endsWith(`.${zone}`)) return owner.slice(0, -(zone.length + 1));
  return null;
}

/** Host names in the record model are written without the trailing dot; the root stays ".". */
function targetValue(name: string): string {
  return name === '.' ? '.' : name.slice(0, -1);
}
