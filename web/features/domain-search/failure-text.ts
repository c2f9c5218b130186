import { errorMessage } from '@common/errors/error-messages';
import type { CheckFailure } from '@common/api/domain-results';
import type { Language } from '@common/i18n/languages';
import { errorText } from '@web/lib/error-text';

function isCheckFailure(error: unknown): error is CheckFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as CheckFailure).type === 'error' &&
    typeof (error as CheckFailure).code === 'number'
  );
}

/** The text of a failed call or of a failure segment of the check stream (spec §8: the first error). */
export function failureText(error: unknown, language: Language): string {
  if (isCheckFailure(error)) return errorMessage(language, error.code, error.message);
  return errorText(error, language);
}
