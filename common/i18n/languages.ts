export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale each language formats dates and numbers with (Intl). */
export const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'de';
}

/**
 * The language when the browser states none (spec §3, §9): the server's sessions default to
 * German, the front end to English until the session's language is known.
 */
export const SERVER_DEFAULT_LANGUAGE: Language = 'de';
export const WEB_DEFAULT_LANGUAGE: Language = 'en';

/**
 * The UI language for a browser: German when the browser's first preference is German
 * (`de` or a regional variant such as `de-AT`), English for any other (spec §1), and
 * `whenNone` when it states no preference (no or an empty Accept-Language, or only `*`).
 * Accepts an Accept-Language header or a list such as `navigator.languages`.
 */
export function languageFromBrowser(
  preferences: string | readonly string[] | undefined,
  whenNone: Language = WEB_DEFAULT_LANGUAGE,
): Language {
  const first = (typeof preferences === 'string' ? preferences.split(',')[0] : preferences?.[0]) ?? '';
  const tag = first.split(';')[0].trim().toLowerCase();
  if (tag === '' || tag === '*') return whenNone;
  return tag === 'de' || tag.startsWith('de-') ? 'de' : 'en';
}
