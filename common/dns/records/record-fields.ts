import { hasForbiddenCharacters } from '../../validation/plain-text';
import type { DnsFieldErrors } from './record-shape';
import type { RecordMessages } from './messages';

export type ParameterValue = string | number | boolean | null;
export type Parameters = Record<string, ParameterValue>;

/**
 * Reads a record's `parameters` field by field: forms send numbers as text ("10") and booleans as
 * "true"/"false", the API sends them typed; both come out typed, with defaults filled in. A key the
 * type does not take is an error, so nothing the customer typed is silently dropped.
 */
export class ParameterReader {
  readonly values: Parameters = {};
  private readonly seen = new Set<string>();

  constructor(
    private readonly input: Parameters,
    private readonly errors: DnsFieldErrors,
    private readonly m: RecordMessages,
  ) {}

  private raw(key: string): ParameterValue | undefined {
    this.seen.add(key);
    const value = this.input[key];
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'string' && value.trim() === '') return undefined;
    return value;
  }

  private fail(key: string, message: string): void {
    this.errors[`parameters.${key}`] ??= message;
  }

  /** A whole number from min to max; `fallback` when absent (undefined: required). */
  int(key: string, min: number, max: number, fallback?: number): number {
    const value = this.raw(key);
    const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (number === undefined && fallback !== undefined) return (this.values[key] = fallback);
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      this.fail(key, value === undefined ? this.m.required : this.m.numberRange(min, max));
      return fallback ?? min;
    }
    return (this.values[key] = number);
  }

  /** One of a few numbers (SSHFP algorithms, redirect codes). */
  choice(key: string, choices: readonly number[], fallback?: number): number {
    const value = this.raw(key);
    const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (number === undefined && fallback !== undefined) return (this.values[key] = fallback);
    if (typeof number !== 'number' || !choices.includes(number)) {
      this.fail(key, value === undefined ? this.m.required : this.m.numberChoice(choices));
      return fallback ?? choices[0];
    }
    return (this.values[key] = number);
  }

  bool(key: string, fallback: boolean): boolean {
    const value = this.raw(key);
    if (value === undefined) return (this.values[key] = fallback);
    if (value === true || value === 'true' || value === 1 || value === '1') return (this.values[key] = true);
    if (value === false || value === 'false' || value === 0 || value === '0') return (this.values[key] = false);
    this.fail(key, this.m.booleanRequired);
    return fallback;
  }

  /** Text on one line (or several, with `multiline`), trimmed, at most `max` characters. */
  text(key: string, max: number, options: { multiline?: boolean } = {}): string {
    const value = this.raw(key);
    const text = value === undefined ? '' : String(value).trim();
    const checked = options.multiline ? text.replace(/\r?\n/g, ' ') : text;
    if (hasForbiddenCharacters(checked)) this.fail(key, this.m.textInvalid);
    else if (text.length > max) this.fail(key, this.m.textTooLong(max));
    this.values[key] = text;
    return text;
  }

  /**
   * Reports keys the type does not take; call after reading every known key. Empty ones are
   * dropped quietly: a form that switched types may still send the old type's blank fields.
   */
  finish(): Parameters {
    for (const [key, value] of Object.entries(this.input)) {
      const blank = value === null || (typeof value === 'string' && value.trim() === '');
      if (!this.seen.has(key) && !blank) this.fail(key, this.m.unknownParameter(key));
    }
    return this.values;
  }
}

/** Hexadecimal data (keys, hashes): spaces and colons between digit pairs are dropped, lower case. */
export function normalizeHex(input: string): string | null {
  const hex = input.replace(/[\s:]/g, '').toLowerCase();
  return /^(?:[0-9a-f]{2})+$/.test(hex) ? hex : null;
}
