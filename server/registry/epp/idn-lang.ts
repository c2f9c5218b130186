import { NS, inNs, type XmlNode } from './xml';

/**
 * The IDN language tag on `<domain:create>` (domain-rules.md §4), in Verisign's idnLang extension
 * (`<idnLang:tag>` in `http://www.verisign.com/epp/idnLang-1.0`), which takes the ISO 639-2
 * three-letter code in upper case. The shop keeps the ISO 639-1 tag (common/domain/idn-languages.ts).
 */
const ISO_639_2: Record<string, string> = {
  de: 'GER',
  fr: 'FRE',
  es: 'SPA',
  it: 'ITA',
  pt: 'POR',
  pl: 'POL',
  sv: 'SWE',
  da: 'DAN',
  tr: 'TUR',
  cs: 'CZE',
  hu: 'HUN',
  ru: 'RUS',
  uk: 'UKR',
  bg: 'BUL',
  el: 'GRE',
  zh: 'CHI',
  ja: 'JPN',
  ko: 'KOR',
  ar: 'ARA',
  he: 'HEB',
  th: 'THA',
};

const BY_CODE = new Map(Object.entries(ISO_639_2).map(([tag, code]) => [code, tag]));

/** The registry's code for the shop's tag; an unknown tag is sent upper-cased as it is. */
export function idnLangCode(tag: string): string {
  return ISO_639_2[tag.toLowerCase()] ?? tag.toUpperCase();
}

/** The shop's tag for a registry's code, or null. */
export function idnLanguageOfCode(code: string): string | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

/** Whether any label of the (A-label) name is an IDN. */
export function isIdnName(name: string): boolean {
  return name.split('.').some((label) => label.toLowerCase().startsWith('xn--'));
}

export function idnLangTag(tag: string): XmlNode {
  return inNs(NS.idnLang)('tag', {}, idnLangCode(tag));
}
