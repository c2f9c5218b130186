import { parseIpLiteral } from '../../ip-address';
import type { RecordMessages } from '../messages';

/**
 * SvcParams of SVCB and HTTPS records (RFC 9460 §2.1, Appendix A): `key=value` pairs separated by
 * spaces, values optionally quoted, with RFC 1035 escapes; list values are separated by commas,
 * where "\," and "\\" escape a comma and a backslash inside an item.
 */

/** Keys by number (RFC 9460 §14.3.2); any other key is written keyNNNNN. */
const KEY_NAMES = ['mandatory', 'alpn', 'no-default-alpn', 'port', 'ipv4hint', 'ech', 'ipv6hint'] as const;
const INVALID_KEY = 65_535;

export function svcKeyNumber(name: string): number | null {
  const known = (KEY_NAMES as readonly string[]).indexOf(name);
  if (known >= 0) return known;
  const generic = /^key(\d{1,5})$/.exec(name);
  if (!generic) return null;
  const number = Number(generic[1]);
  return number < INVALID_KEY ? number : null;
}

export function svcKeyName(key: number): string {
  return KEY_NAMES[key] ?? `key${key}`;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface RawParam {
  name: string;
  /** null when the key stands alone, without "=". */
  value: number[] | null;
}

/** Reads `key[=value]` items; a message naming the place that cannot be read, or the items. */
function tokenize(text: string): RawParam[] | { near: string } {
  const params: RawParam[] = [];
  let index = 0;
  const decodeEscape = (out: number[]): boolean => {
    const digits = text.slice(index + 1, index + 4);
    if (/^\d{3}$/.test(digits)) {
      if (Number(digits) > 255) return false;
      out.push(Number(digits));
      index += 4;
      return true;
    }
    if (index + 1 >= text.length) return false;
    const char = String.fromCodePoint(text.codePointAt(index + 1) ?? 0);
    out.push(...encoder.encode(char));
    index += 1 + char.length;
    return true;
  };
  while (index < text.length) {
    if (/\s/.test(text[index])) {
      index += 1;
      continue;
    }
    const start = index;
    while (index < text.length && !/[\s=]/.test(text[index])) index += 1;
    const name = text.slice(start, index).toLowerCase();
    if (!/^[a-z0-9-]+$/.test(name)) return { near: text.slice(start, start + 20) };
    if (text[index] !== '=') {
      params.push({ name, value: null });
      continue;
    }
    index += 1;
    const value: number[] = [];
    if (text[index] === '"') {
      index += 1;
      let closed = false;
      while (index < text.length) {
        if (text[index] === '"') {
          closed = true;
          index += 1;
          break;
        }
        if (text[index] === '\\') {
          if (!decodeEscape(value)) return { near: text.slice(start, start + 20) };
          continue;
        }
        const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
        value.push(...encoder.encode(char));
        index += char.length;
      }
      if (!closed || (index < text.length && !/\s/.test(text[index]))) return { near: text.slice(start, start + 20) };
    } else {
      while (index < text.length && !/\s/.test(text[index])) {
        if (text[index] === '"') return { near: text.slice(start, start + 20) };
        if (text[index] === '\\') {
          if (!decodeEscape(value)) return { near: text.slice(start, start + 20) };
          continue;
        }
        const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
        value.push(...encoder.encode(char));
        index += char.length;
      }
    }
    params.push({ name, value });
  }
  return params;
}

/** A value-list (Appendix A.1): items split at commas that are not escaped. */
function splitList(value: number[]): number[][] {
  const items: number[][] = [[]];
  for (let index = 0; index < value.length; index += 1) {
    const octet = value[index];
    if (octet === 0x5c && index + 1 < value.length) {
      items[items.length - 1].push(value[index + 1]);
      index += 1;
    } else if (octet === 0x2c) {
      items.push([]);
    } else {
      items[items.length - 1].push(octet);
    }
  }
  return items;
}

/** Octets in presentation form without quotes: printable ASCII as is, the rest as \DDD. */
function escapeOctets(octets: number[]): string {
  let out = '';
  for (const octet of octets) {
    if (octet === 0x22 || octet === 0x5c) out += `\\${String.fromCharCode(octet)}`;
    else if (octet <= 0x20 || octet >= 0x7f || octet === 0x3b || octet === 0x28 || octet === 0x29)
      out += `\\${String(octet).padStart(3, '0')}`;
    else out += String.fromCharCode(octet);
  }
  return out;
}

function escapeList(items: number[][]): string {
  const listEscaped = items.map((item) => item.flatMap((octet) => (octet === 0x2c || octet === 0x5c ? [0x5c, octet] : [octet])));
  return listEscaped.map(escapeOctets).join(',');
}

export type SvcParamsResult = { ok: true; text: string; keys: number[] } | { ok: false; message: string };

/** Parses, checks (RFC 9460 §2.1, §7, §8) and normalizes SvcParams; keys come out in ascending order. */
export function parseSvcParams(input: string, m: RecordMessages): SvcParamsResult {
  const tokens = tokenize(input.trim());
  if (!Array.isArray(tokens)) return { ok: false, message: m.svcbSyntax(tokens.near) };
  const byKey = new Map<number, string>();
  let mandatory: number[] = [];
  for (const { name, value } of tokens) {
    const key = svcKeyNumber(name);
    if (key === null) return { ok: false, message: m.svcbUnknownKey(name) };
    const keyName = svcKeyName(key);
    if (byKey.has(key)) return { ok: false, message: m.svcbDuplicateKey(keyName) };
    const needsValue = key !== 2 && key <= 6;
    if (needsValue && (value === null || value.length === 0)) return { ok: false, message: m.svcbValueRequired(keyName) };
    const octets = value ?? [];
    const items = splitList(octets);
    const itemTexts = items.map((item) => decoder.decode(new Uint8Array(item)));
    let presented: string;
    switch (key) {
      case 0: {
        const keys: number[] = [];
        for (const item of itemTexts) {
          const listed = svcKeyNumber(item);
          if (listed === null) return { ok: false, message: m.svcbUnknownKey(item) };
          if (listed === 0) return { ok: false, message: m.svcbMandatorySelf };
          if (keys.includes(listed)) return { ok: false, message: m.svcbMandatoryDuplicate(svcKeyName(listed)) };
          keys.push(listed);
        }
        mandatory = [...keys].sort((a, b) => a - b);
        presented = mandatory.map(svcKeyName).join(',');
        break;
      }
      case 1:
        if (items.some((item) => item.length === 0 || item.length > 255)) return { ok: false, message: m.svcbAlpn };
        presented = escapeList(items);
        break;
      case 2:
        if (octets.length > 0) return { ok: false, message: m.svcbNoValue(keyName) };
        presented = '';
        break;
      case 3: {
        const text = decoder.decode(new Uint8Array(octets));
        if (!/^\d{1,5}$/.test(text) || Number(text) > 65_535) return { ok: false, message: m.svcbPort };
        presented = String(Number(text));
        break;
      }
      case 4:
      case 6: {
        const version = key === 4 ? 'v4' : 'v6';
        const addresses: string[] = [];
        for (const item of itemTexts) {
          const parsed = parseIpLiteral(item);
          if (!parsed || parsed.version !== version || item.trim() !== item) return { ok: false, message: m.svcbIpHint(keyName, item) };
          addresses.push(parsed.address);
        }
        presented = addresses.join(',');
        break;
      }
      case 5: {
        const text = decoder.decode(new Uint8Array(octets));
        if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return { ok: false, message: m.svcbEch };
        presented = text;
        break;
      }
      default:
        presented = escapeOctets(octets);
    }
    byKey.set(key, key === 2 ? keyName : `${keyName}=${presented}`);
  }
  for (const key of mandatory) {
    if (!byKey.has(key)) return { ok: false, message: m.svcbMandatoryMissing(svcKeyName(key)) };
  }
  if (byKey.has(2) && !byKey.has(1)) return { ok: false, message: m.svcbNoDefaultAlpnNeedsAlpn };
  const keys = [...byKey.keys()].sort((a, b) => a - b);
  return { ok: true, keys, text: keys.map((key) => byKey.get(key)).join(' ') };
}
