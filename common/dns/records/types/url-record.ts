import { parseIpLiteral } from '../../ip-address';
import { isWildcardOwner, ownerFqdn, parseHostName } from '../dns-names';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

/** Spec §9. */
export const URL_REDIRECT_CODES = [301, 302, 303, 307, 308] as const;
export const URL_MAX = 2_000;

/**
 * URL forwarding, a registrar pseudo-record (domain-rules §3): the name is answered with the
 * forwarding edge's addresses, and the edge redirects (or frames) to the destination. Only http
 * and https destinations, without credentials, and never back to the same name.
 */
export const urlRecord: RecordTypeRules = {
  checkOwner: (owner, m) => (owner.includes('_') ? m.hostUnderscore : null),
  normalize(value, parameters, { zone, owner, m, errors }) {
    const reader = new ParameterReader(parameters, errors, m);
    reader.choice('redirect_code', URL_REDIRECT_CODES, 301);
    reader.bool('tls', false);
    reader.bool('frame', false);
    reader.text('title', 255);
    reader.text('meta_description', 1_024);
    reader.text('meta_keywords', 1_024);
    reader.text('noframes', 4_096, { multiline: true });
    reader.bool('keep_path', true);
    const normalized = reader.finish();
    const text = value.trim();
    if (text === '') {
      errors.value = m.required;
      return { value: text, parameters: normalized };
    }
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      errors.value = /^[a-z][a-z0-9+.-]*:/i.test(text) ? m.urlInvalid : m.urlScheme;
      return { value: text, parameters: normalized };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') errors.value = m.urlScheme;
    else if (url.username || url.password) errors.value = m.urlCredentials;
    else if (url.href.length > URL_MAX) errors.value = m.textTooLong(URL_MAX);
    else if (!parseIpLiteral(url.hostname.replace(/^\[|\]$/g, '')) && !parseHostName(url.hostname, zone, m).ok) errors.value = m.urlInvalid;
    else if (!isWildcardOwner(owner) && url.hostname === ownerFqdn(owner, zone)) errors.value = m.urlLoop;
    return { value: errors.value ? text : url.href, parameters: normalized };
  },
  rdata: ({ value, parameters: p }) => `${p.frame === true ? 'frame' : (p.redirect_code ?? 301)} ${value}`,
};
