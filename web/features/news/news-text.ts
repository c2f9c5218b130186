import { LOCALES, type Language } from '@common/i18n/languages';

/**
 * The paragraphs of a news text. News texts are plain text (never HTML): blank lines separate
 * paragraphs, single line breaks stay line breaks within one.
 */
export function newsParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The start of a text for a list, cut at a word boundary. */
export function newsExcerpt(text: string, maxLength = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

/** A publication date in the UI language and the visitor's time zone. */
export function formatNewsDate(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** A page number from the address (?page=), 1 when missing or nonsense. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A news id from the address, or null when it cannot be one (the page-not-found screen). */
export function newsIdFromParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
