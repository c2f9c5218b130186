import { quoteText } from '../character-string';
import { absoluteName, parseHostName } from '../dns-names';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

/**
 * RFC 3402 §3.2 substitution expression: delimiter, pattern, delimiter, replacement, delimiter,
 * optional "i". The delimiter is any character but a digit, a backslash or "i"; inside the two
 * parts it may appear escaped.
 */
export function isNaptrRegexp(text: string): boolean {
  const delimiter = text[0];
  if (!delimiter || /[0-9\\i]/.test(delimiter)) return false;
  const parts: string[] = [];
  let current = '';
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\' && index + 1 < text.length) {
      current += char + text[index + 1];
      index += 1;
    } else if (char === delimiter) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  // Exactly two delimited parts (a pattern that is not empty), then nothing or the flag "i".
  return parts.length === 2 && parts[0] !== '' && (current === '' || current === 'i');
}

/**
 * NAPTR (RFC 3403 §4.1): order and preference 0–65535, a flag (S, A, U or P; empty for a
 * non-terminal rule), services, and a regular expression or a replacement domain, not both: with a
 * regular expression the replacement is ".". The replacement is a domain name such as
 * _sip._udp.example.com, so "_" is allowed in it.
 */
export const naptrRecord: RecordTypeRules = {
  normalize(value, parameters, { zone, m, errors }) {
    const reader = new ParameterReader(parameters, errors, m);
    reader.int('order', 0, 65_535);
    reader.int('preference', 0, 65_535);
    const flags = reader.text('flags', 16).toUpperCase();
    if (!/^[SAUP]?$/.test(flags)) errors['parameters.flags'] ??= m.naptrFlags;
    const services = reader.text('services', 255);
    if (!/^[A-Za-z0-9+:.-]*$/.test(services)) errors['parameters.services'] ??= m.naptrServices;
    const regexp = reader.text('regexp', 255);
    if (regexp !== '' && !isNaptrRegexp(regexp)) errors['parameters.regexp'] ??= m.naptrRegexp;
    if (flags === 'U' && regexp === '') errors['parameters.regexp'] ??= m.naptrUNeedsRegexp;
    const normalized = { ...reader.finish(), flags };
    const text = value.trim();
    if (text === '' || text === '.') {
      if (regexp === '') errors.value = m.naptrNeither;
      return { value: '.', parameters: normalized };
    }
    if (regexp !== '') {
      errors.value = m.naptrBoth;
      return { value: text, parameters: normalized };
    }
    const host = parseHostName(text, zone, m, { underscore: true });
    if (!host.ok) errors.value = host.message;
    return { value: host.ok ? host.value : text, parameters: normalized };
  },
  rdata: ({ value, parameters: p }) =>
    [
      p.order ?? 0,
      p.preference ?? 0,
      quoteText(String(p.flags ?? '')),
      quoteText(String(p.services ?? '')),
      quoteText(String(p.regexp ?? '')),
      absoluteName(value),
    ].join(' '),
};
