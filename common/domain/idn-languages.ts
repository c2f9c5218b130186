/**
 * IDN tables by language (domain-rules.md §4): which characters a registry accepts for a
 * language tag. A registration names its language; a wrong tag is a policy error at the registry.
 * The tags are the ISO 639 codes most registries use; `label` is the language's own name.
 */
export interface IdnLanguage {
  tag: string;
  label: { en: string; de: string };
  /** Characters a label may contain besides a–z, 0–9 and hyphen. */
  extra: RegExp;
  script: 'Latin' | 'Cyrillic' | 'Greek' | 'Han' | 'Japanese' | 'Hangul' | 'Arabic' | 'Hebrew' | 'Thai';
}

export const IDN_LANGUAGES: IdnLanguage[] = [
  { tag: 'de', label: { en: 'German', de: 'Deutsch' }, extra: /^[äöüß]$/u, script: 'Latin' },
  { tag: 'fr', label: { en: 'French', de: 'Französisch' }, extra: /^[àâæçéèêëîïôœùûüÿ]$/u, script: 'Latin' },
  { tag: 'es', label: { en: 'Spanish', de: 'Spanisch' }, extra: /^[áéíñóúü]$/u, script: 'Latin' },
  { tag: 'it', label: { en: 'Italian', de: 'Italienisch' }, extra: /^[àèéìíîòóùú]$/u, script: 'Latin' },
  { tag: 'pt', label: { en: 'Portuguese', de: 'Portugiesisch' }, extra: /^[áâãàçéêíóôõú]$/u, script: 'Latin' },
  { tag: 'pl', label: { en: 'Polish', de: 'Polnisch' }, extra: /^[ąćęłńóśźż]$/u, script: 'Latin' },
  { tag: 'sv', label: { en: 'Swedish', de: 'Schwedisch' }, extra: /^[åäöéü]$/u, script: 'Latin' },
  { tag: 'da', label: { en: 'Danish', de: 'Dänisch' }, extra: /^[æøåéäöü]$/u, script: 'Latin' },
  { tag: 'tr', label: { en: 'Turkish', de: 'Türkisch' }, extra: /^[çğıöşü]$/u, script: 'Latin' },
  { tag: 'cs', label: { en: 'Czech', de: 'Tschechisch' }, extra: /^[áčďéěíňóřšťúůýž]$/u, script: 'Latin' },
  { tag: 'hu', label: { en: 'Hungarian', de: 'Ungarisch' }, extra: /^[áéíóöőúüű]$/u, script: 'Latin' },
  { tag: 'ru', label: { en: 'Russian', de: 'Russisch' }, extra: /^[а-яё]$/u, script: 'Cyrillic' },
  { tag: 'uk', label: { en: 'Ukrainian', de: 'Ukrainisch' }, extra: /^[а-щьюяєіїґ']$/u, script: 'Cyrillic' },
  { tag: 'bg', label: { en: 'Bulgarian', de: 'Bulgarisch' }, extra: /^[а-ъьюя]$/u, script: 'Cyrillic' },
  { tag: 'el', label: { en: 'Greek', de: 'Griechisch' }, extra: /^[α-ωάέήίόύώϊϋΐΰς]$/u, script: 'Greek' },
  { tag: 'zh', label: { en: 'Chinese', de: 'Chinesisch' }, extra: /^\p{Script=Han}$/u, script: 'Han' },
  {
    tag: 'ja',
    label: { en: 'Japanese', de: 'Japanisch' },
    extra: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]$/u,
    script: 'Japanese',
  },
  { tag: 'ko', label: { en: 'Korean', de: 'Koreanisch' }, extra: /^[\p{Script=Hangul}\p{Script=Han}]$/u, script: 'Hangul' },
  { tag: 'ar', label: { en: 'Arabic', de: 'Arabisch' }, extra: /^[\u0621-\u064a\u0660-\u0669]$/u, script: 'Arabic' },
  { tag: 'he', label: { en: 'Hebrew', de: 'Hebräisch' }, extra: /^[\u05d0-\u05ea]$/u, script: 'Hebrew' },
  { tag: 'th', label: { en: 'Thai', de: 'Thailändisch' }, extra: /^[\u0e01-\u0e3a\u0e40-\u0e4e]$/u, script: 'Thai' },
];

// Built on first use, so that a page needing only `needsIdnLanguage` does not carry the table's work.
let byTag: Map<string, IdnLanguage> | undefined;

export function idnLanguage(tag: string): IdnLanguage | undefined {
  byTag ??= new Map(IDN_LANGUAGES.map((language) => [language.tag, language]));
  return byTag.get(tag);
}

/** Whether a U-label uses only the characters of the language's table. */
export function labelFitsLanguage(unicodeLabel: string, tag: string): boolean {
  const language = idnLanguage(tag);
  if (!language) return false;
  for (const char of unicodeLabel.toLowerCase()) {
    if (/^[a-z0-9-]$/.test(char)) continue;
    if (!language.extra.test(char)) return false;
  }
  return true;
}

/** Languages whose table accepts the label, the most likely first; used to pre-fill the picker. */
export function languagesForLabel(unicodeLabel: string): string[] {
  return IDN_LANGUAGES.filter((language) => labelFitsLanguage(unicodeLabel, language.tag)).map((language) => language.tag);
}

/** Whether a label needs an IDN language at all (spec §2.4: anything beyond letters, digits, hyphen, dot). */
export function needsIdnLanguage(term: string): boolean {
  return !/^[a-z0-9.-]*$/i.test(term) || /^xn--/i.test(term);
}
