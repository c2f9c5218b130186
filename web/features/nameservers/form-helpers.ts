import type { Language } from '@common/i18n/languages';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { STATUS_COLORS } from '@web/app/theme';

/** Deleting is the one destructive action here: a darker red than error texts, for contrast on white. */
export const DESTRUCTIVE_COLOR = `${STATUS_COLORS.error}.9`;

/** What a multi-line field holds: one entry per line (commas and spaces separate too), empty lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Splits a failed call's message between the form's fields: the text goes to the field the server
 * named (`addresses.1` belongs to `addresses`), or to the form as a whole.
 */
export function fieldErrors(
  error: unknown,
  language: Language,
  fields: readonly string[],
): { field: Record<string, string>; form: string | null } {
  if (!error) return { field: {}, form: null };
  const text = errorText(error, language);
  const named = isApiRequestError(error) ? error.errors[0]?.field : undefined;
  const owner = named ? fields.find((field) => named === field || named.startsWith(`${field}.`)) : undefined;
  return owner ? { field: { [owner]: text }, form: null } : { field: {}, form: text };
}
