import { z } from 'zod';

/**
 * Characters that have no place in a name or an address line: control characters (null bytes,
 * line breaks), bidirectional overrides and isolates (which can make text read backwards, the
 * "RTL override" trick), line and paragraph separators and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** Text a person types into one line of a form: trimmed, `min` to `max` characters, nothing invisible or reordering. */
export function plainTextSchema(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !hasForbiddenCharacters(value), 'contains control or direction characters');
}
