import { randomInt } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so codes read aloud or typed from paper are unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_COUNT = 10;

/** A code of 10 characters (50 bits), shown as "XXXXX-XXXXX". */
export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The form codes are hashed in: upper case, no separators, look-alike letters read as digits. */
export function normalizeRecoveryCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}
