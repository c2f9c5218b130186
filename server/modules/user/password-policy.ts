import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/session.contract';
import { ErrorCode } from '@common/errors/error-codes';

/**
 * German favourites that the English-centred public lists rank low; the lists themselves come
 * from @zxcvbn-ts/language-common (docs/decisions/014-password-policy.md).
 */
const EXTRA_COMMON = [
  'passwort',
  'hallo',
  'hallo123',
  'schatz',
  'geheim',
  'schalke04',
  'fussball',
  'dortmund',
  'berlin',
  'hamburg',
  'muenchen',
  'sommer',
  'sonne',
  'blume',
  'mausi',
  'schnecke',
  'qwertz',
  'qwertzuiop',
  'ichliebedich',
  'passwort123',
  'passwordpassword',
  'administrator',
  'willkommen',
  'welcome',
  'letmein',
  'changeme',
  'domainshop',
  'domain-shop',
];

let commonPasswords: Promise<Set<string>> | undefined;

/** The list of the most common passwords of public breach corpora (about 49,000), loaded once on first use. */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set([...dictionary['passwords-common'], ...EXTRA_COMMON]),
  );
  return commonPasswords;
}

export type PasswordProblem = typeof ErrorCode.PasswordTooWeak | typeof ErrorCode.PasswordCommon | typeof ErrorCode.PasswordContainsLogin;

/**
 * The password policy: 10 to 128 characters, not one or two characters repeated, not one short
 * piece repeated, not containing the login or its local part, not a common password, also not
 * one with digits or symbols added before or after ("Password2026!", "!!sunshine") or repeated. Answers the problem's error code, or null.
 */
export async function passwordProblem(password: string, login: string): Promise<PasswordProblem | null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN || password.length > PASSWORD_MAX) return ErrorCode.PasswordTooWeak;
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return ErrorCode.PasswordTooWeak;
  // One short piece repeated ("abcabcabcabc").
  const repeated = lower.match(/^(.+?)\1+$/)?.[1];
  if (repeated && [...repeated].length <= 4) return ErrorCode.PasswordTooWeak;
  const address = login.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if ((address && lower.includes(address)) || (localPart.length >= 3 && lower.includes(localPart))) return ErrorCode.PasswordContainsLogin;
  const common = await loadCommonPasswords();
  const core = lower.replace(/^[\d\W_]+/, '').replace(/[\d\W_]+$/, '');
  const spaced = lower.replace(/[\s._-]+/g, '');
  const candidates = [lower, spaced, core, repeated ?? ''].filter((candidate) => candidate.length >= 4);
  if (candidates.some((candidate) => common.has(candidate))) return ErrorCode.PasswordCommon;
  return null;
}

/** Loads the list ahead of the first registration, so that the first one is not slower. */
export function warmPasswordPolicy(): void {
  void loadCommonPasswords();
}
