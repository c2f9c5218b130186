import { toASCII, toUnicode } from 'tr46';

/**
 * Domain names as UTS #46 / IDNA2008 process them (domain-rules.md §4): non-transitional (ß stays
 * ß), with hyphen, bidi, joiner, STD3 and DNS length checks. Names are stored and sent to the
 * registry as lower-case A-labels; the U-label is derived for display.
 */
const STRICT = {
  checkBidi: true,
  checkHyphens: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  transitionalProcessing: false,
  verifyDNSLength: true,
} as const;

export const DOMAIN_MAX_LENGTH = 253;
export const LABEL_MAX_LENGTH = 63;

export type DomainNameProblem = 'empty' | 'too-long' | 'invalid' | 'mixed-scripts';

export type ParsedDomainName =
  { ok: true; ascii: string; unicode: string; labels: string[]; tld: string; sld: string } | { ok: false; problem: DomainNameProblem };

/** The scripts of the letters of a label (digits, hyphen and marks belong to none). */
export function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    for (const script of KNOWN_SCRIPTS) {
      if (script.pattern.test(char)) {
        scripts.add(script.name);
        break;
      }
    }
    if (/\p{L}/u.test(char) && !KNOWN_SCRIPTS.some((script) => script.pattern.test(char))) scripts.add('Other');
  }
  return scripts;
}

const KNOWN_SCRIPTS = [
  { name: 'Latin', pattern: /\p{Script=Latin}/u },
  { name: 'Cyrillic', pattern: /\p{Script=Cyrillic}/u },
  { name: 'Greek', pattern: /\p{Script=Greek}/u },
  { name: 'Han', pattern: /\p{Script=Han}/u },
  { name: 'Hiragana', pattern: /\p{Script=Hiragana}/u },
  { name: 'Katakana', pattern: /\p{Script=Katakana}/u },
  { name: 'Hangul', pattern: /\p{Script=Hangul}/u },
  { name: 'Arabic', pattern: /\p{Script=Arabic}/u },
  { name: 'Hebrew', pattern: /\p{Script=Hebrew}/u },
  { name: 'Thai', pattern: /\p{Script=Thai}/u },
  { name: 'Devanagari', pattern: /\p{Script=Devanagari}/u },
];

// Scripts that are written together: Japanese mixes Han and kana, Korean Hangul and Han.
const ALLOWED_MIXES = [new Set(['Han', 'Hiragana', 'Katakana']), new Set(['Hangul', 'Han'])];

function isSingleScript(label: string): boolean {
  const scripts = scriptsOf(label);
  if (scripts.size <= 1) return true;
  return ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)));
}

/**
 * Parses what a user typed ("Bücher.de", "xn--bcher-kva.de", "EXAMPLE.com.") into the A-label
 * and U-label forms, or says what is wrong. A name needs at least two labels.
 */
export function parseDomainName(input: string): ParsedDomainName {
  const trimmed = input.trim().replace(/\.$/, '');
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > DOMAIN_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  const ascii = toASCII(trimmed, STRICT);
  if (!ascii || ascii.length > DOMAIN_MAX_LENGTH) return { ok: false, problem: ascii ? 'too-long' : 'invalid' };
  const labels = ascii.split('.');
  if (labels.length < 2 || labels.some((label) => label.length === 0)) return { ok: false, problem: 'invalid' };
  // Spec §5: no double hyphen in a label, except the xn-- of an A-label (UTS #46 forbids it only at positions 3–4).
  if (labels.some((label) => label.replace(/^xn--/, '').includes('--'))) return { ok: false, problem: 'invalid' };
  const { domain: unicode, error } = toUnicode(ascii, STRICT);
  if (error) return { ok: false, problem: 'invalid' };
  if (!unicode.split('.').every(isSingleScript)) return { ok: false, problem: 'mixed-scripts' };
  return { ok: true, ascii, unicode, labels, tld: labels[labels.length - 1], sld: labels[0] };
}

/**
 * Parses a single label (what a user types without a TLD), returning its A-label, or null.
 */
export function parseLabel(input: string): { ascii: string; unicode: string } | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.includes('.')) return null;
  const parsed = parseDomainName(`${trimmed}.example`);
  if (!parsed.ok) return null;
  return { ascii: parsed.labels[0], unicode: parsed.unicode.split('.')[0] };
}

/** The U-label form for display; the input itself when it does not decode cleanly. */
export function toDisplayName(ascii: string): string {
  const { domain, error } = toUnicode(ascii, STRICT);
  if (error) return ascii;
  return domain.split('.').every(isSingleScript) ? domain : ascii;
}
