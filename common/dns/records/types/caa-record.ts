import { hasForbiddenCharacters } from '../../../validation/plain-text';
import { quoteText } from '../character-string';
import { parseHostName } from '../dns-names';
import type { RecordMessages } from '../messages';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

const CAA_VALUE_MAX = 1_024;

/** RFC 8659 §4.2: `[issuer-domain] [; tag=value]*`, where an empty issuer (or ";") allows no CA at all. */
function isIssueValue(value: string, zone: string, m: RecordMessages): boolean {
  const [issuer, ...parameters] = value.split(';');
  const domain = issuer.trim();
  if (domain !== '') {
    const host = parseHostName(domain, zone, m);
    if (!host.ok || domain.endsWith('.') || !/^[\x21-\x7e]+$/.test(domain)) return false;
  }
  return parameters.every((parameter) => {
    const text = parameter.trim();
    return text === '' || /^[a-z0-9]+=[\x21-\x3a\x3c-\x7e]*$/i.test(text);
  });
}

/** RFC 8659 §4.4: iodef is a mailto: or http(s) URL. */
function isIodefValue(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(url.pathname);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * CAA (RFC 8659): which certificate authorities may issue for the name. Flags 0 or 128 (the
 * issuer-critical bit; the other bits are reserved and must be 0); tags are case-insensitive and
 * kept in lower case; issue, issuewild and iodef have their value checked, other tags (such as
 * contactemail) take any text.
 */
export const caaRecord: RecordTypeRules = {
  normalize(value, parameters, { zone, m, errors }) {
    const reader = new ParameterReader(parameters, errors, m);
    const flags = reader.int('flags', 0, 255, 0);
    if (flags !== 0 && flags !== 128) errors['parameters.flags'] ??= m.caaFlags;
    const tagInput = reader.text('tag', 15);
    const tag = tagInput.toLowerCase();
    if (!/^[a-z0-9]{1,15}$/.test(tag)) errors['parameters.tag'] = tagInput === '' ? m.required : m.caaTag;
    const normalized = { ...reader.finish(), flags, tag };
    const text = value.trim();
    if (hasForbiddenCharacters(text)) errors.value = m.textInvalid;
    else if (text.length > CAA_VALUE_MAX) errors.value = m.textTooLong(CAA_VALUE_MAX);
    else if ((tag === 'issue' || tag === 'issuewild') && !isIssueValue(text, zone, m)) errors.value = m.caaIssueValue;
    else if (tag === 'iodef' && !isIodefValue(text)) errors.value = m.caaIodefValue;
    return { value: text, parameters: normalized };
  },
  rdata: (record) => `${record.parameters.flags ?? 0} ${record.parameters.tag ?? ''} ${quoteText(record.value)}`,
};
