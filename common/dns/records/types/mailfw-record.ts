import { parseDomainName } from '../../../domain/domain-name';
import type { RecordMessages } from '../messages';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

export const MAILFW_CATCH_ALL = '*';

/** Spec §5: a mail local part of letters, digits and - + . _ = &; no dot at either end or twice in a row. */
export function parseLocalPart(input: string, m: RecordMessages): { ok: true; value: string } | { ok: false; message: string } {
  const text = input.trim().toLowerCase();
  if (text === MAILFW_CATCH_ALL) return { ok: true, value: text };
  if (text === '') return { ok: false, message: m.required };
  const valid = /^[a-z0-9+_=&-]+(\.[a-z0-9+_=&-]+)*$/.test(text) && text.length <= 64;
  return valid ? { ok: true, value: text } : { ok: false, message: m.mailfwLocalPart };
}

/** An address to forward to: an RFC 5322 dot-atom local part and a domain (IDN accepted, kept as A-labels). */
export function parseMailAddress(input: string): string | null {
  const text = input.trim();
  const at = text.lastIndexOf('@');
  if (at < 1) return null;
  const local = text.slice(0, at);
  if (local.length > 64 || !/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local)) return null;
  const domain = parseDomainName(text.slice(at + 1));
  if (!domain.ok || text.slice(at + 1).endsWith('.')) return null;
  return `${local}@${domain.ascii}`;
}

/**
 * Mail forwarding, a registrar pseudo-record (domain-rules §3): the name is the local part at the
 * apex ("info", or "*" for every address), the value the address mail goes on to. Served as MX
 * records of the shop's relay once the destination has confirmed it wants the mail.
 */
export const mailfwRecord: RecordTypeRules = {
  normalize(value, parameters, { zone, owner, m, errors }) {
    new ParameterReader(parameters, errors, m).finish();
    const address = parseMailAddress(value);
    if (!address) errors.value = value.trim() === '' ? m.required : m.emailInvalid;
    else if (address.toLowerCase() === `${owner}@${zone}`) errors.value = m.mailfwLoop;
    return { value: address ?? value.trim(), parameters: {} };
  },
  rdata: (record, zone) => `${record.name}@${zone.replace(/\.$/, '')} → ${record.value}`,
};
