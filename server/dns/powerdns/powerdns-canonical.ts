/**
 * PowerDNS's API refuses record contents that it would print differently ("Not in expected
 * format") for some types, and silently rewrites others (AAAA compressed, hex in lower case).
 * The publisher sends contents in the form PowerDNS prints, so that a valid record is never
 * refused for its spelling, and so that comparing what is served with what the shop wants finds
 * real differences only (an unchanged zone is not re-sent, and its serial does not move).
 */
export function canonicalContent(type: string, content: string): string {
  const trimmed = content.trim();
  switch (type.toUpperCase()) {
    case 'A':
      return canonicalIpv4(trimmed);
    case 'AAAA':
      return canonicalIpv6(trimmed);
    case 'TXT':
    case 'SPF':
      return quotedText(trimmed);
    case 'SSHFP':
      return lowerHexField(trimmed, 2);
    case 'TLSA':
    case 'SMIMEA':
    case 'DS':
      return lowerHexField(trimmed, 3);
    case 'SVCB':
    case 'HTTPS':
      return canonicalSvcb(trimmed);
    default:
      return trimmed;
  }
}

function canonicalIpv4(address: string): string {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return address;
  return parts.map((part) => String(Number(part))).join('.');
}

function canonicalIpv6(address: string): string {
  if (!/^[0-9a-fA-F:.]+$/.test(address)) return address;
  try {
    // The WHATWG URL parser writes IPv6 hosts in RFC 5952 form, which is what PowerDNS prints.
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

/** An unquoted TXT value is one string; PowerDNS wants the quotes written. */
function quotedText(text: string): string {
  if (text.startsWith('"')) return text;
  return `"${text.replace(/(["\\])/g, '\\$1')}"`;
}

/** Hex data after `leadingFields` numeric fields, joined and in lower case (RFC 4034 and 6698 allow spaces inside it). */
function lowerHexField(content: string, leadingFields: number): string {
  const fields = content.split(/\s+/);
  const hex = fields.slice(leadingFields).join('');
  if (fields.length <= leadingFields || !/^[0-9a-fA-F]+$/.test(hex)) return content;
  return [...fields.slice(0, leadingFields), hex.toLowerCase()].join(' ');
}

const SVC_PARAM_KEYS = ['mandatory', 'alpn', 'no-default-alpn', 'port', 'ipv4hint', 'ech', 'ipv6hint'];

function svcParamNumber(key: string): number {
  const known = SVC_PARAM_KEYS.indexOf(key);
  if (known >= 0) return known;
  const generic = /^key(\d+)$/.exec(key);
  return generic ? Number(generic[1]) : Number.MAX_SAFE_INTEGER;
}

/**
 * SvcParams in the order of their key numbers (RFC 9460 §2.2) with values unquoted where no
 * quoting is needed, and the mandatory and hint lists in PowerDNS's spelling.
 */
function canonicalSvcb(content: string): string {
  const tokens = tokenize(content);
  if (!tokens || tokens.length < 2) return content;
  const [priority, target, ...params] = tokens;
  const parsed = params.map((param) => {
    const equals = param.indexOf('=');
    const key = (equals < 0 ? param : param.slice(0, equals)).toLowerCase();
    let value = equals < 0 ? null : param.slice(equals + 1);
    if (value !== null && value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      const inner = value.slice(1, -1);
      // Quotes around a plain value are only spelling; a value with spaces or escapes keeps them.
      if (!/[\s"\\]/.test(inner)) value = inner;
    }
    if (value !== null && key === 'mandatory') {
      value = value
        .split(',')
        .map((item) => item.toLowerCase())
        .sort((a, b) => svcParamNumber(a) - svcParamNumber(b))
        .join(',');
    }
    if (value !== null && key === 'ipv6hint') value = value.split(',').map(canonicalIpv6).join(',');
    if (value !== null && key === 'ipv4hint') value = value.split(',').map(canonicalIpv4).join(',');
    return { key, text: value === null ? key : `${key}=${value}` };
  });
  parsed.sort((a, b) => svcParamNumber(a.key) - svcParamNumber(b.key));
  return [priority, target, ...parsed.map((param) => param.text)].join(' ');
}

/** Splits on spaces outside double quotes; null for an unbalanced quote (left as written for PowerDNS to judge). */
function tokenize(content: string): string[] | null {
  const tokens: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < content.length; index += 1) {
    const char = content[index]!;
    if (char === '\\' && index + 1 < content.length) {
      current += char + content[index + 1];
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (/\s/.test(char) && !quoted) {
      if (current) tokens.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted) return null;
  if (current) tokens.push(current);
  return tokens;
}
