import { ErrorCode } from '@common/errors/error-codes';
import { SEARCH_TERM_MAX } from '@common/api/domain-results';
import { parseDomainName, parseLabel } from '@common/domain/domain-name';
import { idnLanguage, labelFitsLanguage, needsIdnLanguage } from '@common/domain/idn-languages';

export type ParsedTerm =
  | { ok: true; term: string; sld: { ascii: string; unicode: string }; tld: string | null; language: string | null }
  | { ok: false; code: number };

/**
 * What a visitor typed into the search box, as a label and perhaps a TLD. People paste addresses,
 * so a scheme, a path and a leading "www." are dropped ("https://www.Example.com/shop" → example.com).
 */
export function parseSearchTerm(raw: string, language: string | undefined, knownTld: (tld: string) => boolean): ParsedTerm {
  const term = raw.trim();
  if (term.length > SEARCH_TERM_MAX) return { ok: false, code: ErrorCode.TermTooLong };
  const host = term
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./i, '')
    .replace(/\.$/, '');
  if (host === '') return { ok: false, code: ErrorCode.InvalidDomainName };

  let sld: { ascii: string; unicode: string } | null;
  let tld: string | null = null;
  if (host.includes('.')) {
    const parsed = parseDomainName(host);
    if (!parsed.ok) return { ok: false, code: parsed.problem === 'mixed-scripts' ? ErrorCode.MixedScripts : ErrorCode.InvalidDomainName };
    // Our TLDs have one label, so "shop.example.com" searches example.com.
    if (!knownTld(parsed.tld)) return { ok: false, code: ErrorCode.UnknownTld };
    tld = parsed.tld;
    const labels = parsed.unicode.split('.');
    sld = { ascii: parsed.labels[parsed.labels.length - 2], unicode: labels[labels.length - 2] };
  } else {
    sld = parseLabel(host);
    if (!sld) {
      const probe = parseDomainName(`${host}.example`);
      return { ok: false, code: !probe.ok && probe.problem === 'mixed-scripts' ? ErrorCode.MixedScripts : ErrorCode.InvalidDomainName };
    }
  }

  if (!needsIdnLanguage(sld.unicode) && !sld.ascii.startsWith('xn--')) return { ok: true, term, sld, tld, language: null };
  if (!language) return { ok: false, code: ErrorCode.IdnLanguageRequired };
  if (!idnLanguage(language) || !labelFitsLanguage(sld.unicode, language)) return { ok: false, code: ErrorCode.IdnLanguageMismatch };
  return { ok: true, term, sld, tld, language };
}
