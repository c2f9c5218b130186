/**
 * Punycode decoding (RFC 3492) for showing A-labels such as "xn--p1ai" as "рф". Display only:
 * names that do not decode are shown as they came.
 */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let value = first ? Math.floor(delta / DAMP) : delta >> 1;
  value += Math.floor(value / points);
  let k = 0;
  while (value > ((BASE - T_MIN) * T_MAX) >> 1) {
    value = Math.floor(value / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * value) / (value + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/** Decodes the part of a label after "xn--"; throws on input that is not valid Punycode. */
export function decodePunycode(input: string): string {
  const output: number[] = [];
  const delimiter = input.lastIndexOf('-');
  for (let index = 0; index < Math.max(delimiter, 0); index++) {
    const code = input.charCodeAt(index);
    if (code >= 0x80) throw new RangeError('not basic');
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let position = delimiter > 0 ? delimiter + 1 : 0; position < input.length; ) {
    const previous = i;
    for (let weight = 1, k = BASE; ; k += BASE) {
      if (position >= input.length) throw new RangeError('truncated');
      const digit = digitOf(input.charCodeAt(position++));
      if (digit >= BASE) throw new RangeError('invalid digit');
      i += digit * weight;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
      if (weight > MAX_CODE_POINT * BASE) throw new RangeError('overflow');
    }
    const length = output.length + 1;
    bias = adapt(i - previous, length, previous === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > MAX_CODE_POINT) throw new RangeError('overflow');
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/** A label as people read it: "xn--p1ai" → "рф"; other labels unchanged. */
export function labelToUnicode(label: string): string {
  if (!/^xn--/i.test(label)) return label;
  try {
    return decodePunycode(label.slice(4).toLowerCase());
  } catch {
    return label;
  }
}
