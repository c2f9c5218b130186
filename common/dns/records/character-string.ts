/**
 * Character-strings of RFC 1035 §3.3 in presentation form (§5.1): TXT, CAA values and NAPTR
 * fields travel as quoted strings of at most 255 octets, with `"` and `\` escaped and every octet
 * outside printable ASCII written as \DDD, which every zone parser (and PowerDNS) reads the same.
 */

const encoder = new TextEncoder();

export function utf8Length(text: string): number {
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    length += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return length;
}

/** Octets as one quoted presentation string. */
export function quoteOctets(octets: Uint8Array | number[]): string {
  let out = '"';
  for (const octet of octets) {
    if (octet === 0x22 || octet === 0x5c) out += `\\${String.fromCharCode(octet)}`;
    else if (octet < 0x20 || octet > 0x7e) out += `\\${String(octet).padStart(3, '0')}`;
    else out += String.fromCharCode(octet);
  }
  return `${out}"`;
}

/** Text (UTF-8) as one quoted presentation string. */
export function quoteText(text: string): string {
  return quoteOctets(encoder.encode(text));
}

export const TXT_STRING_MAX = 255;

/**
 * Splits text into pieces of at most 255 octets each (RFC 1035 §3.3.14), never inside a
 * character, so long values such as a 2048-bit DKIM key fit and each piece still reads as text.
 */
export function splitTxt(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let currentLength = 0;
  for (const char of text) {
    const length = utf8Length(char);
    if (currentLength + length > TXT_STRING_MAX) {
      pieces.push(current);
      current = '';
      currentLength = 0;
    }
    current += char;
    currentLength += length;
  }
  if (current !== '' || pieces.length === 0) pieces.push(current);
  return pieces;
}

/** TXT RDATA: the text split into quoted strings separated by spaces. */
export function txtRdata(text: string): string {
  return splitTxt(text).map(quoteText).join(' ');
}

/**
 * Text pasted in zone-file form (`"v=DKIM1; k=rsa; " "p=MIIB…"`, as DNS providers print it) back
 * to the plain text it stands for; null when the input is not entirely quoted strings.
 */
export function unquoteCharacterStrings(input: string): string | null {
  const text = input.trim();
  if (!text.startsWith('"')) return null;
  const bytes: number[] = [];
  let index = 0;
  while (index < text.length) {
    while (index < text.length && /\s/.test(text[index])) index += 1;
    if (index >= text.length) break;
    if (text[index] !== '"') return null;
    index += 1;
    let closed = false;
    while (index < text.length) {
      const char = text[index];
      if (char === '"') {
        closed = true;
        index += 1;
        break;
      }
      if (char === '\\') {
        const digits = text.slice(index + 1, index + 4);
        if (/^\d{3}$/.test(digits) && Number(digits) <= 255) {
          bytes.push(Number(digits));
          index += 4;
        } else if (index + 1 < text.length) {
          bytes.push(...encoder.encode(text[index + 1]));
          index += 2;
        } else {
          return null;
        }
        continue;
      }
      const codePoint = text.codePointAt(index) ?? 0;
      const char2 = String.fromCodePoint(codePoint);
      bytes.push(...encoder.encode(char2));
      index += char2.length;
    }
    if (!closed) return null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}
