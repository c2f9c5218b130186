import { errorMessage } from '@common/errors/error-messages';
import type { Language } from '@common/i18n/languages';
import { isApiRequestError } from './api-client';

/**
 * The text for a failed call as spec §8 chooses it: the catalogue's message for the code, else the
 * server's message, else the default message.
 */
export function errorText(error: unknown, language: Language): string {
  if (isApiRequestError(error)) {
    const first = error.errors[0];
    return errorMessage(language, first?.code, first?.message);
  }
  return errorMessage(language, undefined);
}

/** The server's own message first (spec §8 for the login), then the catalogue. */
export function serverErrorText(error: unknown, language: Language): string {
  if (isApiRequestError(error) && error.errors[0]?.message) return error.errors[0].message;
  return errorText(error, language);
}
