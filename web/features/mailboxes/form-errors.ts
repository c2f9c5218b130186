import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';

/** Which field a catalogue code is about, when the server names none. */
const FIELD_OF_CODE: Partial<Record<number, string>> = {
  [ErrorCode.MailboxAddressTaken]: 'name',
  [ErrorCode.MailboxNameInvalid]: 'name',
  [ErrorCode.MailboxDomainNotOwned]: 'domain',
  [ErrorCode.MailboxZoneConflict]: 'domain',
  [ErrorCode.MailboxLimit]: 'domain',
  [ErrorCode.PasswordTooWeak]: 'password',
  [ErrorCode.PasswordCommon]: 'password',
  [ErrorCode.PasswordContainsLogin]: 'password',
  [ErrorCode.MailboxAppPasswordLimit]: 'label',
};

/**
 * A failed call's message in the user's language, at the field it is about (the one the server
 * named, else the one its code is about), or for the form as a whole.
 */
export function mailboxFieldErrors(
  error: unknown,
  language: Language,
  fields: readonly string[],
): { field: Record<string, string>; form: string | null } {
  if (!error) return { field: {}, form: null };
  const text = errorText(error, language);
  const first = isApiRequestError(error) ? error.errors[0] : undefined;
  const named = first?.field ?? (first?.code !== undefined ? FIELD_OF_CODE[first.code] : undefined);
  const owner = named ? fields.find((field) => named === field || named.startsWith(`${field}.`)) : undefined;
  return owner ? { field: { [owner]: text }, form: null } : { field: {}, form: text };
}
