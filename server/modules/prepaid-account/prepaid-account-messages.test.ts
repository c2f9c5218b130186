import { describe, expect, it } from 'vitest';
import { prepaidAccountMessages, type PrepaidAccountMessages } from './prepaid-account-messages';

function texts(messages: PrepaidAccountMessages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      typeof message === 'function' ? (message as (id: string) => string)('17') : message,
    ]),
  );
}

describe('prepaid account messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(prepaidAccountMessages('en'));
    const de = texts(prepaidAccountMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
