/**
 * Name spinning: alternatives for a label that is taken. Combines prefixes, suffixes, related
 * words (also inside compounds: "bestshop" → "beststore") and TLDs that match a word of the
 * label ("shop" → .shop, .store). Pure and deterministic, so suggestions are testable.
 */

const PREFIXES = { en: ['my', 'get', 'the', 'go', 'try', 'best', 'top'], de: ['mein', 'dein', 'der', 'die', 'top', 'best'] };
const SUFFIXES = ['online', 'shop', 'hq', 'app', 'hub', 'web', '24', 'now', 'pro', 'group', 'digital', 'world'];

/** Related words, both ways; English and German. */
const RELATED: string[][] = [
  ['shop', 'store', 'market', 'boutique', 'laden'],
  ['cloud', 'sky', 'host', 'server'],
  ['food', 'kitchen', 'taste', 'eat', 'essen', 'kueche'],
  ['travel', 'trip', 'tour', 'journey', 'reise', 'urlaub'],
  ['photo', 'foto', 'pic', 'image', 'bild'],
  ['car', 'auto', 'drive', 'motor'],
  ['home', 'house', 'haus', 'casa', 'living'],
  ['tech', 'digital', 'labs', 'technik'],
  ['music', 'sound', 'tunes', 'musik'],
  ['book', 'books', 'read', 'buch', 'buecher'],
  ['fit', 'gym', 'health', 'sport'],
  ['law', 'legal', 'lawyer', 'recht', 'anwalt'],
  ['coffee', 'cafe', 'brew', 'kaffee'],
  ['design', 'studio', 'creative', 'art'],
  ['bank', 'finance', 'money', 'geld'],
  ['pet', 'dog', 'cat', 'hund', 'katze'],
  ['game', 'games', 'play', 'arcade', 'spiel'],
  ['news', 'daily', 'times', 'nachrichten'],
  ['blog', 'journal', 'diary', 'notes'],
  ['garden', 'garten', 'green', 'plants'],
  ['wine', 'wein', 'vino', 'cellar'],
  ['bike', 'cycle', 'rad', 'fahrrad'],
  ['baby', 'kids', 'kinder', 'family'],
  ['job', 'jobs', 'career', 'karriere', 'work'],
  ['event', 'events', 'party', 'fest'],
  ['web', 'net', 'online', 'site'],
];

/** TLDs that fit a word of the label. */
const TLD_BY_WORD: Record<string, string[]> = {
  shop: ['shop', 'store'],
  store: ['store', 'shop'],
  market: ['shop'],
  cloud: ['cloud'],
  news: ['news'],
  blog: ['blog'],
  app: ['app'],
  dev: ['dev'],
  tech: ['tech'],
  design: ['design'],
  art: ['art'],
  studio: ['design'],
  club: ['club'],
  digital: ['digital'],
  agency: ['agency'],
  live: ['live'],
  mail: ['email'],
  email: ['email'],
  berlin: ['berlin'],
  hamburg: ['hamburg'],
  koeln: ['koeln'],
  wien: ['wien'],
  bayern: ['bayern'],
  space: ['space'],
  world: ['world'],
  web: ['website', 'site', 'online'],
  site: ['site', 'website'],
  online: ['online'],
  eco: ['eco'],
  green: ['eco'],
};

const MAX_LABEL = 63;

function relatedWords(word: string): string[] {
  return RELATED.filter((group) => group.includes(word)).flatMap((group) => group.filter((other) => other !== word));
}

/** Known words inside a label, longest first ("bestshop24" → shop). */
function wordsIn(label: string): string[] {
  const known = new Set([...RELATED.flat(), ...Object.keys(TLD_BY_WORD)]);
  return [...known].filter((word) => word.length >= 3 && label.includes(word)).sort((a, b) => b.length - a.length);
}

function valid(label: string): boolean {
  return label.length > 0 && label.length <= MAX_LABEL && /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label) && !label.includes('--');
}

export interface SpunName {
  label: string;
  tld: string;
  /** How it was made, so the page can group or explain suggestions. */
  kind: 'tld' | 'prefix' | 'suffix' | 'related' | 'hyphen';
}

/**
 * Alternatives for an ASCII label, in a sensible order: the label on matching and popular TLDs,
 * then related words, prefixes, suffixes and hyphenated forms on the main TLDs. IDN labels get
 * only other TLDs (affixes would mix scripts).
 */
export function spinName(
  label: string,
  options: { language: 'en' | 'de'; mainTlds: string[]; offeredTlds: Set<string>; ascii: boolean },
): SpunName[] {
  const out: SpunName[] = [];
  const seen = new Set<string>();
  const add = (candidate: string, tld: string, kind: SpunName['kind']) => {
    const key = `${candidate}.${tld}`;
    if (seen.has(key) || !options.offeredTlds.has(tld)) return;
    if (options.ascii && !valid(candidate)) return;
    seen.add(key);
    out.push({ label: candidate, tld, kind });
  };

  const words = options.ascii ? wordsIn(label) : [];
  for (const word of words)
    for (const tld of TLD_BY_WORD[word] ?? []) add(label.replace(word, '').replace(/^-|-$/g, '') || label, tld, 'tld');
  for (const word of words) for (const tld of TLD_BY_WORD[word] ?? []) add(label, tld, 'tld');
  for (const tld of options.mainTlds) add(label, tld, 'tld');
  if (!options.ascii) return out;

  const main = options.mainTlds.slice(0, 3);
  for (const word of words) {
    for (const other of relatedWords(word)) for (const tld of main) add(label.replace(word, other), tld, 'related');
  }
  for (const prefix of PREFIXES[options.language]) for (const tld of main.slice(0, 2)) add(prefix + label, tld, 'prefix');
  for (const suffix of SUFFIXES) for (const tld of main.slice(0, 2)) add(label + suffix, tld, 'suffix');
  for (const word of words) {
    const at = label.indexOf(word);
    if (at > 0) add(`${label.slice(0, at)}-${label.slice(at)}`, main[0], 'hyphen');
    else if (word.length < label.length) add(`${word}-${label.slice(word.length)}`, main[0], 'hyphen');
  }
  return out;
}
