export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'de';
}

/**
 * The UI language for a browser: German when the browser's first preference is German
 * (`de` or a regional variant such as `de-AT`), English otherwise (spec §1).
 * Accepts an Accept-Language header or a list such as `navigator.languages`.
 */
export function languageFromBrowser(preferences: string | readonly string[] | undefined): Language {
  const first = (typeof preferences === 'string' ? preferences.split(',')[0] : preferences?.[0]) ?? '';
  const tag = first.split(';')[0].trim().toLowerCase();
  return tag === 'de' || tag.startsWith('de-') ? 'de' : 'en';
}
