import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/session.contract';

// The most common passwords of public breach lists that are long enough to pass the length rule.
const COMMON = new Set([
  '1234567890', '12345678910', '0123456789', 'qwertyuiop', 'password123', 'password1234', 'passwort123',
  'iloveyou123', '1q2w3e4r5t', 'qwerty12345', 'qwertz12345', 'asdfghjkl1', 'abcdefghij', 'letmein123',
  'welcome123', 'administrator', 'passwordpassword', '1111111111', '0000000000', 'football123',
]);

/**
 * A first password policy: 10 to 128 characters, not a well-known password, not one repeated
 * character, not the login itself. A breached-password check comes with the accounts work.
 */
export function isAcceptablePassword(password: string, login: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return false;
  if (new Set(lower).size <= 2) return false;
  if (lower === login.toLowerCase() || lower === login.split('@')[0]?.toLowerCase()) return false;
  return true;
}
