import { errorMessage } from '@common/errors/error-messages';
import type { Language } from '@common/i18n/languages';
import { isApiRequestError, type ApiRequestError } from './api-client';

const WAIT: Record<Language, (seconds: number) => string> = {
  en: (seconds) =>
    seconds < 120 ? `The next try is possible in ${seconds} seconds.` : `The next try is possible in ${Math.ceil(seconds / 60)} minutes.`,
  de: (seconds) =>
    seconds < 120
      ? `Der nächste Versuch ist in ${seconds} Sekunden möglich.`
      : `Der nächste Versuch ist in ${Math.ceil(seconds / 60)} Minuten möglich.`,
};

/** How long to wait, after a refusal for too many attempts that said so (Retry-After). */
function waitText(error: ApiRequestError, language: Language): string {
  return error.retryAfterSeconds ? ` ${WAIT[language](error.retryAfterSeconds)}` : '';
}

/**
 * The text for a failed call as spec §8 chooses it: the catalogue's message for the code, else the
 * server's message, else the default message.
 */
export function errorText(error: unknown, language: Language): string {
  if (isApiRequestError(error)) {
    const first = error.errors[0];
    return errorMessage(language, first?.code, first?.message) + waitText(error, language);
  }
  return errorMessage(language, undefined);
}

/** The server's own message first (spec §8 for the login), then the catalogue. */
export function serverErrorText(error: unknown, language: Language): string {
  if (isApiRequestError(error) && error.errors[0]?.message) return error.errors[0].message + waitText(error, language);
  return errorText(error, language);
}
