import type { Language } from '@common/i18n/languages';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';

/**
 * Splits a failed call into an error at one of the form's fields (the server names the field it
 * refused) and an error for the whole form. Only the first error counts, as everywhere (spec §8).
 */
export function splitServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
  language: Language,
): { field: F | null; message: string } {
  const message = errorText(error, language);
  const field = isApiRequestError(error) ? error.errors[0]?.field : undefined;
  return { field: field && (fields as readonly string[]).includes(field) ? (field as F) : null, message };
}
