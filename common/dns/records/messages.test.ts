import { describe, expect, it } from 'vitest';
import { recordMessages, type RecordMessages } from './messages';

// Arrays read as text in a template and as lists in numberChoice.
const SAMPLE_ARGUMENTS = [['x'], [1], [2]];

function texts(messages: RecordMessages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      typeof message === 'function' ? (message as (...args: unknown[]) => string)(...SAMPLE_ARGUMENTS) : message,
    ]),
  );
}

describe('record messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(recordMessages('en'));
    const de = texts(recordMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
