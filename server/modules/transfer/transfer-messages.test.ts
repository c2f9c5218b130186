import { describe, expect, it } from 'vitest';
import { transferMessages, type TransferMessages } from './transfer-messages';

function texts(messages: TransferMessages): Record<string, string> {
  const { why, ...rest } = messages;
  return {
    ...Object.fromEntries(
      Object.entries(rest).map(([key, message]) => [
        key,
        typeof message === 'function' ? (message as (...args: unknown[]) => string)('example.com', 17) : message,
      ]),
    ),
    ...Object.fromEntries(Object.entries(why).map(([failure, text]) => [`why.${failure}`, text])),
  };
}

describe('transfer messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(transferMessages('en'));
    const de = texts(transferMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
